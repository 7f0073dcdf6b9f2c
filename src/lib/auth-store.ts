import { useSyncExternalStore } from 'react';
import { getIdToken, signOut } from './identity';
import { revokeApiSession } from './session-revocation';
import { clearSessionStorage } from './storage';

type AuthStatus = 'checking' | 'signedOut' | 'signedIn';

interface AuthNotice {
  kind: 'error' | 'success';
  message: string;
}

interface AuthState {
  status: AuthStatus;
  /** E-mail of a sign-in waiting for its NEW_PASSWORD_REQUIRED answer (kept in memory only). */
  pendingNewPasswordEmail: string | null;
  /** A message the login screen shows once, e.g. why the user was signed out. */
  notice: AuthNotice | null;
}

/** sessionStorage: the notice of a session that ended by leaving for the hosted UI's /logout, for the page it returns to. */
const KEPT_NOTICE_KEY = 'painel.signOutNotice';

function keepNotice(notice: AuthNotice): void {
  try {
    sessionStorage.setItem(KEPT_NOTICE_KEY, JSON.stringify(notice));
  } catch {
    // Without storage the login screen simply says nothing.
  }
}

/** Whether a notice waits for the login page (read without taking it). */
export function hasKeptNotice(): boolean {
  try {
    return sessionStorage.getItem(KEPT_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The kept notice, once: read and removed by a boot that finds no session (main.tsx). Not at module load: the first
 * sessionStorage access is a synchronous load (~10 ms at 1× CPU in the first task), and a signed-in start,
 * the common one, never shows it.
 */
export function takeKeptNotice(): AuthNotice | null {
  try {
    const raw = sessionStorage.getItem(KEPT_NOTICE_KEY);
    sessionStorage.removeItem(KEPT_NOTICE_KEY);
    const notice = raw ? (JSON.parse(raw) as Partial<AuthNotice>) : null;
    if ((notice?.kind === 'error' || notice?.kind === 'success') && typeof notice.message === 'string')
      return { kind: notice.kind, message: notice.message };
  } catch {
    // Unreadable: nothing to say.
  }
  return null;
}

let state: AuthState = { status: 'checking', pendingNewPasswordEmail: null, notice: null };
const listeners = new Set<() => void>();
const sessionEndListeners = new Set<() => void>();
const signInListeners = new Set<() => void>();
const sessionEndingListeners = new Set<(token: string | null) => Promise<unknown> | void>();
/** How long the API session's revocation waits for the last calls made with its token (e.g. a device's push removal). */
export const ENDING_CALLS_LIMIT_MS = 3_000;

function update(patch: Partial<AuthState>): void {
  state = { ...state, ...patch };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getAuthState(): AuthState {
  return state;
}

export function useAuthState(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

export function markSignedIn(): void {
  // A sign-in, not the boot finding a stored session (status 'checking'): the app starts the session's requests.
  const signingIn = state.status === 'signedOut';
  update({ status: 'signedIn', pendingNewPasswordEmail: null, notice: null });
  if (signingIn) signInListeners.forEach((listener) => listener());
}

export function markSignedOut(notice: AuthNotice | null = null): void {
  update({ status: 'signedOut', pendingNewPasswordEmail: null, notice });
}

export function markNewPasswordRequired(email: string): void {
  update({ status: 'signedOut', pendingNewPasswordEmail: email, notice: null });
}

/** Lets the app drop in-memory caches (queries) when a session ends, without lib importing app code. */
export function onSessionEnd(listener: () => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/**
 * Last calls of a session, made with its token before it is revoked (this device's Web Push subscription): the
 * listener gets the token and returns its promise. Logout never waits on them; the revocation waits for them, within
 * ENDING_CALLS_LIMIT_MS.
 */
export function onSessionEnding(listener: (token: string | null) => Promise<unknown> | void): () => void {
  sessionEndingListeners.add(listener);
  return () => sessionEndingListeners.delete(listener);
}

function lastCalls(token: string | null): Promise<unknown> {
  // Started before the identity sign-out; a listener that throws or rejects only loses its own call.
  const calls = [...sessionEndingListeners].map((listener) => {
    try {
      return Promise.resolve(listener(token)).catch(() => undefined);
    } catch {
      return Promise.resolve();
    }
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise((resolve) => {
    timer = setTimeout(resolve, ENDING_CALLS_LIMIT_MS);
  });
  return Promise.race([Promise.all(calls), limit]).finally(() => clearTimeout(timer));
}

/** Lets the app warm up what the first signed-in screen needs the moment a sign-in succeeds. */
export function onSignIn(listener: () => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

let ending: Promise<void> | null = null;

/**
 * Logout, whatever the reason (button, 401, no organization): identity sign-out, our stored keys and
 * any token left in storage removed, caches dropped. Concurrent calls (several 401s) share one run.
 */
export function endSession(notice: AuthNotice | null = null): Promise<void> {
  ending ??= (async () => {
    try {
      // Read before the identity client forgets it; an expired token that cannot be renewed is not worth revoking.
      const token = await getIdToken().catch(() => null);
      void lastCalls(token).then(() => revokeApiSession(token));
      await signOut(notice ? () => keepNotice(notice) : undefined);
    } finally {
      clearSessionStorage();
      sessionEndListeners.forEach((listener) => listener());
      markSignedOut(notice);
      ending = null;
    }
  })();
  return ending;
}

/**
 * The app's door to the identity service. aws-amplify (≈ 35 KiB gzip) is a lazy chunk
 * (./identity/amplify-identity): the login form must not wait for it on a first visit, and a device without a
 * stored session does not need it to choose the first screen. Every function here loads it on first use.
 */
import type { AppConfig } from '../contract/app-config';
import type * as AmplifyIdentityModule from './identity/amplify-identity';
import type { SignInResult } from './identity/amplify-identity';
import { forgetIdToken, idTokenGeneration, peekIdToken, rememberIdToken } from './id-token-memo';
import { AMPLIFY_KEY_PREFIX, readStorage } from './storage';

export type { SignInResult };

type AmplifyIdentity = typeof AmplifyIdentityModule;
type RedirectListener = (ok: boolean, returnPath: string | null) => void;

let identityConfig: AppConfig['identity'] | null = null;
let chunk: Promise<AmplifyIdentity> | null = null;
let configured: Promise<AmplifyIdentity> | null = null;
const redirectListeners = new Set<RedirectListener>();

function importChunk(): Promise<AmplifyIdentity> {
  chunk ??= import('./identity/amplify-identity').catch((error: unknown) => {
    // A failed download (offline, new deploy) must not poison every later attempt.
    chunk = null;
    throw error;
  });
  return chunk;
}

function loadIdentity(): Promise<AmplifyIdentity> {
  if (!identityConfig) return Promise.reject(new Error('configureIdentity() must run first.'));
  const config = identityConfig;
  configured ??= importChunk().then(
    (amplify) => {
      amplify.configureIdentity(config);
      for (const listener of redirectListeners) amplify.onRedirectSignIn(listener);
      return amplify;
    },
    (error: unknown) => {
      configured = null;
      throw error;
    },
  );
  return configured;
}

/** Google's sign-in comes back to the app with ?code=…&state=… for Amplify to exchange. */
function isOAuthResponse(): boolean {
  const params = new URLSearchParams(window.location.search);
  return params.has('code') && params.has('state');
}

/**
 * Whether Amplify may hold tokens on this device: it keeps them in localStorage under
 * `CognitoIdentityServiceProvider.<client id>.…`. No such key means nobody is signed in here, without loading it.
 * Before configureIdentity() any client's key counts (a hint for preloading only).
 */
export function mayHaveStoredSession(): boolean {
  const prefix = `${AMPLIFY_KEY_PREFIX}${identityConfig ? `${identityConfig.userPoolClientId}.` : ''}`;
  try {
    for (let i = 0; i < localStorage.length; i++) if (localStorage.key(i)?.startsWith(prefix)) return true;
    return false;
  } catch {
    return true; // Storage unreadable: let Amplify decide.
  }
}

/**
 * The remembered ID token (id-token-memo.ts) while Amplify's storage still holds that same token (its TokenStore's
 * key: prefix, client id, last user): one renewed, removed or altered there (another tab, a sign-out) is never sent
 * from memory. Null: ask getIdToken.
 */
export function idTokenAtHand(): string | null {
  const token = peekIdToken();
  if (!token || !identityConfig) return null;
  const prefix = `${AMPLIFY_KEY_PREFIX}${identityConfig.userPoolClientId}`;
  // Amplify's own default when no user was recorded.
  const user = readStorage(`${prefix}.LastAuthUser`) ?? 'username';
  return readStorage(`${prefix}.${user}.idToken`) === token ? token : null;
}

export function configureIdentity(identity: AppConfig['identity']): void {
  // Changed settings (a fresh app-config after a start from the saved copy) are applied on the next use.
  if (identityConfig && JSON.stringify(identityConfig) !== JSON.stringify(identity)) configured = null;
  identityConfig = identity;
  if (isOAuthResponse()) void loadIdentity().catch(() => undefined);
}

/** Starts the download early (e.g. while the login form is being filled in); errors surface on real use. */
export function preloadIdentity(): Promise<void> {
  return importChunk().then(
    () => undefined,
    () => undefined,
  );
}

/**
 * Signs in; once done, the new ID token is already remembered (id-token-memo.ts), so the session's first requests
 * leave in the sign-in's own task instead of after the navigation's render.
 */
export async function signIn(email: string, password: string): Promise<SignInResult> {
  forgetIdToken();
  return rememberAfter(await (await loadIdentity()).signIn(email, password));
}

/** Answers the NEW_PASSWORD_REQUIRED challenge left pending by signIn(). */
export async function confirmNewPassword(newPassword: string): Promise<SignInResult> {
  forgetIdToken();
  return rememberAfter(await (await loadIdentity()).confirmNewPassword(newPassword));
}

async function rememberAfter(result: SignInResult): Promise<SignInResult> {
  // A failure here only means the first requests ask Amplify themselves.
  if (result === 'DONE') await getIdToken().catch(() => null);
  return result;
}

/**
 * Local sign-out; never throws, because logging out must always succeed from the user's side. `beforeLeaving` runs
 * when the sign-out is about to leave the page (a Google session ends at the hosted UI's /logout).
 */
export async function signOut(beforeLeaving?: () => void): Promise<void> {
  forgetIdToken();
  if (!mayHaveStoredSession()) return;
  try {
    await (await loadIdentity()).signOut(beforeLeaving);
  } catch {
    // Tokens are cleared from storage by the caller as well.
  } finally {
    // A request made while Amplify was signing out may have remembered the token it was removing.
    forgetIdToken();
  }
}

export async function resetPassword(email: string): Promise<void> {
  return (await loadIdentity()).resetPassword(email);
}

export async function confirmResetPassword(email: string, code: string, newPassword: string): Promise<void> {
  return (await loadIdentity()).confirmResetPassword(email, code, newPassword);
}

/**
 * The ID token for the API's bearer header, or null when nobody is signed in. Throws an 'IdentityUnreachable' error when
 * only an expired token is left and it cannot be renewed (see amplify-identity.ts).
 */
export async function getIdToken(): Promise<string | null> {
  if (!mayHaveStoredSession()) return null;
  const askedAt = idTokenGeneration();
  const lease = await (await loadIdentity()).getIdTokenLease();
  if (!lease) return null;
  rememberIdToken(lease.token, lease.expiresAt, askedAt);
  return lease.token;
}

/** Whether someone is signed in on this device; works offline from the stored session (the app opens from the home screen). */
export async function hasSession(): Promise<boolean> {
  if (!mayHaveStoredSession() && !isOAuthResponse()) return false;
  return (await loadIdentity()).hasSession();
}

/** A stable id of the signed-in person (the token's subject), read from stored tokens without the network. */
export async function getSignedInUserId(): Promise<string | null> {
  if (!mayHaveStoredSession()) return null;
  return (await loadIdentity()).getSignedInUserId();
}

/** Leaves for the hosted UI; `returnPath` comes back to the redirect listener (onRedirectSignIn). */
export async function signInWithGoogle(returnPath: string | null = null): Promise<void> {
  return (await loadIdentity()).signInWithGoogle(returnPath);
}

/**
 * Completed Google redirects arrive asynchronously; the app listens to mark the user signed in and to go back to the
 * address given to signInWithGoogle (unchecked: validate it with safeReturnPath).
 */
export function onRedirectSignIn(listener: RedirectListener): void {
  redirectListeners.add(listener);
  void configured?.then((amplify) => amplify.onRedirectSignIn(listener));
}

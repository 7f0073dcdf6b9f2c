/**
 * The outbox's state machine, pure: what becomes of a queued manual movement after each send attempt
 * (docs/architecture.md#outbox). The store and the drain apply these answers; nothing here touches IndexedDB or the network.
 */
type OutboxState = 'pending' | 'sending' | 'parked';

/** What a send attempt came back with. `status` 0 = the network (or a timeout): nothing reached the server. */
export type SendOutcome = 'ok' | { status: number; message: string };

export interface OutboxProgress {
  state: OutboxState;
  attempts: number;
  lastError: string | null;
  /** Epoch ms before which the drain leaves the item alone (backoff); 0 = now. */
  nextAttemptAt: number;
  /** A 401: the item waits until the same user signs in again. */
  awaitingSignIn: boolean;
}

type Transition = { remove: true } | { remove: false; next: OutboxProgress };

const BACKOFF_BASE_MS = 2_000;
export const BACKOFF_MAX_MS = 5 * 60_000;

/** Exponential backoff after `attempts` failures: 2 s, 4 s, 8 s… capped at 5 min (no jitter: tests read it). */
export function backoffDelay(attempts: number): number {
  if (attempts <= 0) return 0;
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(attempts - 1, 20));
}

/** Statuses that may succeed if sent again later: the network, timeouts, throttling and server faults. */
export function isRetryable(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function startSending(item: OutboxProgress): OutboxProgress {
  return { ...item, state: 'sending', awaitingSignIn: false };
}

/** The next state after an attempt that ended with `outcome` at time `now`. */
export function afterSend(item: OutboxProgress, outcome: SendOutcome, now: number): Transition {
  if (outcome === 'ok') return { remove: true };
  const attempts = item.attempts + 1;
  if (outcome.status === 401) {
    return {
      remove: false,
      next: { state: 'pending', attempts, lastError: outcome.message, nextAttemptAt: 0, awaitingSignIn: true },
    };
  }
  if (isRetryable(outcome.status)) {
    return {
      remove: false,
      next: {
        state: 'pending',
        attempts,
        lastError: outcome.message,
        nextAttemptAt: now + backoffDelay(attempts),
        awaitingSignIn: false,
      },
    };
  }
  // Any other 4xx (413, 415, 400, 422…) cannot succeed as it is: the user fixes or discards it.
  return {
    remove: false,
    next: { state: 'parked', attempts, lastError: outcome.message, nextAttemptAt: 0, awaitingSignIn: false },
  };
}

/** 'Tentar novamente' on a parked item, or a sign-in after a 401: back in line, due now. */
export function requeue(item: OutboxProgress): OutboxProgress {
  return { ...item, state: 'pending', nextAttemptAt: 0, awaitingSignIn: false };
}

/** An item left 'sending' by a closed tab or a crash goes back to pending (the Idempotency-Key makes a replay safe). */
export function recoverAfterRestart(item: OutboxProgress): OutboxProgress {
  return item.state === 'sending' ? { ...item, state: 'pending' } : item;
}

/** Whether the drain may send this item now. */
export function isDue(item: OutboxProgress, now: number): boolean {
  return item.state === 'pending' && !item.awaitingSignIn && item.nextAttemptAt <= now;
}

import { afterSend, isDue, requeue, startSending, type SendOutcome } from './outbox-machine';
import { isOffline, subscribeRecovery } from '../lib/network';
import { listOutbox, removeOutboxItem, updateOutboxItem, type OutboxItem } from './outbox-store';

const LOCK_NAME = 'painel-outbox';

interface OutboxDrainOptions {
  /** The signed-in user's id: only their items are ever sent. Null = nobody (nothing is sent). */
  getUserId: () => Promise<string | null>;
  /** Sends one item with its Idempotency-Key and a fresh token; never rejects for HTTP or network faults. */
  send: (item: OutboxItem) => Promise<SendOutcome>;
  /** After the server stored an item (and it left the outbox): e.g. invalidate that process's movements. */
  onSent?: (item: OutboxItem) => void;
  now?: () => number;
}

export interface OutboxDrainer {
  /**
   * Sends every due item of the signed-in user, one at a time. Concurrent calls share one run. `force` (the
   * connection is back, the user asked) ignores the backoff: each pending item is tried once in this run.
   */
  drain: (force?: boolean) => Promise<void>;
  /** Puts the user's 401-held items back in line (the same user signed in again) and drains. */
  resumeAfterSignIn: () => Promise<void>;
  /** Drains now, on 'online' and on window focus, and when a backoff ends. Returns the stop function. */
  start: () => () => void;
}

type LockManagerLike = { request: (name: string, callback: () => Promise<void>) => Promise<void> };

function locks(): LockManagerLike | null {
  const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManagerLike });
  return nav?.locks && typeof nav.locks.request === 'function' ? nav.locks : null;
}

export function createOutboxDrainer({ getUserId, send, onSent, now = Date.now }: OutboxDrainOptions): OutboxDrainer {
  let running: Promise<void> | null = null;
  let again = false;
  let forceNext = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let started = false;

  function schedule(items: readonly OutboxItem[]): void {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!started) return;
    const waits = items
      .filter((i) => i.state === 'pending' && !i.awaitingSignIn && i.nextAttemptAt > now())
      .map((i) => i.nextAttemptAt);
    if (waits.length === 0) return;
    timer = setTimeout(() => void drain(), Math.max(0, Math.min(...waits) - now()) + 50);
  }

  async function runOnce(force: boolean): Promise<void> {
    const userId = await getUserId();
    if (!userId) return;
    const tried = new Set<string>();
    for (;;) {
      if (isOffline()) return;
      const items = await listOutbox(userId);
      const item = items.find((i) => !tried.has(i.id) && isDue(i, force ? Number.POSITIVE_INFINITY : now()));
      if (!item) {
        schedule(items);
        return;
      }
      tried.add(item.id);
      await updateOutboxItem(item.id, startSending(item));
      let outcome: SendOutcome;
      try {
        outcome = await send(item);
      } catch (error) {
        outcome = { status: 0, message: error instanceof Error ? error.message : 'Falha no envio.' };
      }
      const transition = afterSend(item, outcome, now());
      if (transition.remove) {
        await removeOutboxItem(item.id);
        onSent?.(item);
        continue;
      }
      await updateOutboxItem(item.id, transition.next);
      // The network is gone or the session is: the next items would fail the same way.
      if (outcome !== 'ok' && (outcome.status === 0 || outcome.status === 401)) {
        schedule(await listOutbox(userId));
        return;
      }
    }
  }

  async function runExclusive(force: boolean): Promise<void> {
    const lockManager = locks();
    if (lockManager) await lockManager.request(LOCK_NAME, () => runOnce(force));
    else await runOnce(force);
  }

  function drain(force = false): Promise<void> {
    if (running) {
      again = true;
      forceNext ||= force;
      return running;
    }
    forceNext = force;
    running = (async () => {
      try {
        do {
          again = false;
          const forced = forceNext;
          forceNext = false;
          await runExclusive(forced);
        } while (again);
      } catch {
        // IndexedDB unavailable: the items stay where they are for the next trigger.
      } finally {
        running = null;
      }
    })();
    return running;
  }

  async function resumeAfterSignIn(): Promise<void> {
    const userId = await getUserId().catch(() => null);
    if (userId) {
      try {
        for (const item of await listOutbox(userId))
          if (item.awaitingSignIn) await updateOutboxItem(item.id, requeue(item));
      } catch {
        // Nothing to resume.
      }
    }
    await drain();
  }

  function start(): () => void {
    started = true;
    const onTrigger = () => void drain();
    const onOnline = () => void drain(true);
    window.addEventListener('online', onOnline);
    window.addEventListener('focus', onTrigger);
    // The server answering again (the browser stayed online) is a way back online too.
    const stopWatching = subscribeRecovery(isOffline, onOnline);
    void resumeAfterSignIn();
    return () => {
      started = false;
      stopWatching();
      window.removeEventListener('online', onOnline);
      window.removeEventListener('focus', onTrigger);
      if (timer) clearTimeout(timer);
      timer = null;
    };
  }

  return { drain, resumeAfterSignIn, start };
}

import { describe, expect, it } from 'vitest';
import {
  BACKOFF_MAX_MS,
  afterSend,
  backoffDelay,
  isDue,
  recoverAfterRestart,
  requeue,
  startSending,
  type OutboxProgress,
} from '../../src/offline/outbox-machine';

const fresh: OutboxProgress = {
  state: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: 0,
  awaitingSignIn: false,
};
const NOW = 1_000_000;

describe('outbox state machine', () => {
  it('removes the item after a success', () => {
    expect(afterSend(startSending(fresh), 'ok', NOW)).toEqual({ remove: true });
  });

  it('keeps the item pending with backoff after a network error', () => {
    const t = afterSend(startSending(fresh), { status: 0, message: 'Sem conexão' }, NOW);
    expect(t).toEqual({
      remove: false,
      next: {
        state: 'pending',
        attempts: 1,
        lastError: 'Sem conexão',
        nextAttemptAt: NOW + 2_000,
        awaitingSignIn: false,
      },
    });
  });

  it('keeps the item pending with a longer backoff after repeated 5xx', () => {
    const t = afterSend({ ...fresh, attempts: 2, state: 'sending' }, { status: 503, message: 'Erro no servidor' }, NOW);
    expect(t.remove).toBe(false);
    if (t.remove) return;
    expect(t.next.state).toBe('pending');
    expect(t.next.attempts).toBe(3);
    expect(t.next.nextAttemptAt).toBe(NOW + 8_000);
    expect(isDue(t.next, NOW)).toBe(false);
    expect(isDue(t.next, NOW + 8_000)).toBe(true);
  });

  it('parks the item with the server reason after a 4xx that cannot succeed', () => {
    for (const status of [400, 413, 415, 422]) {
      const t = afterSend(startSending(fresh), { status, message: `motivo ${status}` }, NOW);
      expect(t).toEqual({
        remove: false,
        next: { state: 'parked', attempts: 1, lastError: `motivo ${status}`, nextAttemptAt: 0, awaitingSignIn: false },
      });
      if (!t.remove) expect(isDue(t.next, NOW)).toBe(false);
    }
  });

  it('retries 408 and 429 like server faults', () => {
    for (const status of [408, 429]) {
      const t = afterSend(fresh, { status, message: 'x' }, NOW);
      expect(!t.remove && t.next.state).toBe('pending');
    }
  });

  it('keeps the item pending until sign-in after a 401', () => {
    const t = afterSend(startSending(fresh), { status: 401, message: 'Sessão expirada' }, NOW);
    expect(t.remove).toBe(false);
    if (t.remove) return;
    expect(t.next).toMatchObject({ state: 'pending', awaitingSignIn: true, attempts: 1 });
    expect(isDue(t.next, NOW + 10 * BACKOFF_MAX_MS)).toBe(false);
    expect(isDue(requeue(t.next), NOW)).toBe(true);
  });

  it('requeues a parked item and recovers one left sending', () => {
    const parked: OutboxProgress = { ...fresh, state: 'parked', attempts: 1, lastError: 'x' };
    expect(requeue(parked)).toMatchObject({ state: 'pending', nextAttemptAt: 0, lastError: 'x' });
    expect(recoverAfterRestart({ ...fresh, state: 'sending' }).state).toBe('pending');
    expect(recoverAfterRestart(parked).state).toBe('parked');
  });

  it('grows the backoff exponentially and caps it', () => {
    expect(backoffDelay(0)).toBe(0);
    expect(backoffDelay(1)).toBe(2_000);
    expect(backoffDelay(2)).toBe(4_000);
    expect(backoffDelay(4)).toBe(16_000);
    expect(backoffDelay(50)).toBe(BACKOFF_MAX_MS);
  });
});

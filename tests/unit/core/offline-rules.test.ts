import { afterEach, describe, expect, it, vi } from 'vitest';
import { badgeCount, syncAppBadge } from '../../../src/offline/app-badge';
import {
  afterSend,
  BACKOFF_MAX_MS,
  backoffDelay,
  isDue,
  isRetryable,
  recoverAfterRestart,
  requeue,
  startSending,
  type OutboxProgress,
} from '../../../src/offline/outbox-machine';
import { isPersistedQuery, shouldPersistQuery } from '../../../src/offline/persist-filter';
import { clampSavedAt } from '../../../src/offline/query-persistence';
import { shouldReloadForStaleChunk, STALE_RELOAD_GUARD_MS } from '../../../src/offline/stale-deploy';
import {
  estimateStorage,
  isNearQuota,
  isQuotaError,
  requestPersistentStorage,
} from '../../../src/offline/storage-quota';

const item: OutboxProgress = {
  state: 'pending',
  attempts: 0,
  lastError: null,
  nextAttemptAt: 0,
  awaitingSignIn: false,
};
const NOW = 5_000_000;

describe('outbox transitions at their edges', () => {
  it('retries the network, timeouts, throttling and every 5xx, and nothing else', () => {
    for (const status of [0, 408, 429, 500, 503, 599]) expect(isRetryable(status), String(status)).toBe(true);
    for (const status of [1, 400, 401, 403, 404, 407, 409, 413, 428, 430, 499])
      expect(isRetryable(status), String(status)).toBe(false);
  });

  it('doubles the backoff from 2 s and stops at 5 minutes', () => {
    expect(backoffDelay(-1)).toBe(0);
    expect(backoffDelay(3)).toBe(8_000);
    expect(backoffDelay(8)).toBe(256_000);
    expect(backoffDelay(9)).toBe(BACKOFF_MAX_MS);
    expect(backoffDelay(1_000)).toBe(BACKOFF_MAX_MS);
  });

  it('counts the attempt and keeps the reason on every failure, due at once except after a retryable one', () => {
    const tried = { ...item, attempts: 4, state: 'sending' as const, awaitingSignIn: true };
    expect(afterSend(tried, { status: 500, message: 'falhou' }, NOW)).toEqual({
      remove: false,
      next: { state: 'pending', attempts: 5, lastError: 'falhou', nextAttemptAt: NOW + 32_000, awaitingSignIn: false },
    });
    expect(afterSend(tried, { status: 401, message: 'sessão' }, NOW)).toEqual({
      remove: false,
      next: { state: 'pending', attempts: 5, lastError: 'sessão', nextAttemptAt: 0, awaitingSignIn: true },
    });
    expect(afterSend(tried, { status: 403, message: 'proibido' }, NOW)).toEqual({
      remove: false,
      next: { state: 'parked', attempts: 5, lastError: 'proibido', nextAttemptAt: 0, awaitingSignIn: false },
    });
  });

  it('starts sending with the sign-in wait cleared, and requeues due now', () => {
    const waiting = { ...item, attempts: 2, lastError: 'x', nextAttemptAt: NOW + 1, awaitingSignIn: true };
    expect(startSending(waiting)).toEqual({ ...waiting, state: 'sending', awaitingSignIn: false });
    expect(requeue({ ...waiting, state: 'parked' })).toEqual({
      ...waiting,
      state: 'pending',
      nextAttemptAt: 0,
      awaitingSignIn: false,
    });
    const sending = { ...waiting, state: 'sending' as const };
    expect(recoverAfterRestart(sending)).toEqual({ ...waiting, state: 'pending' });
    expect(recoverAfterRestart(waiting)).toBe(waiting);
  });

  it('is due only pending, not waiting for a sign-in, and once its time has come', () => {
    expect(isDue({ ...item, nextAttemptAt: NOW }, NOW)).toBe(true);
    expect(isDue({ ...item, nextAttemptAt: NOW + 1 }, NOW)).toBe(false);
    expect(isDue({ ...item, state: 'sending' }, NOW)).toBe(false);
    expect(isDue({ ...item, state: 'parked' }, NOW)).toBe(false);
    expect(isDue({ ...item, awaitingSignIn: true }, NOW)).toBe(false);
  });
});

describe('what the query cache keeps on the device', () => {
  it('keeps only queries that name themselves as one of PERSISTED_QUERIES', () => {
    expect(isPersistedQuery({ meta: { persist: 'processes.detail' } })).toBe(true);
    // A saved cache of an older build said `persist: true`; its buster discards it, and the filter refuses it too.
    expect(isPersistedQuery({ meta: { persist: true } as never })).toBe(false);
    expect(isPersistedQuery({ meta: { persist: 'admin.users' } as never })).toBe(false);
    expect(isPersistedQuery({ meta: {} })).toBe(false);
    expect(isPersistedQuery({})).toBe(false);
  });

  it('keeps answers, and a failed refresh of an answer, never errors without data or pending queries', () => {
    const meta = { persist: 'notifications.list' } as const;
    expect(shouldPersistQuery({ meta, state: { status: 'success', data: 1 } })).toBe(true);
    expect(shouldPersistQuery({ meta, state: { status: 'error', data: 1 } })).toBe(true);
    expect(shouldPersistQuery({ meta, state: { status: 'error' } })).toBe(false);
    expect(shouldPersistQuery({ meta, state: { status: 'pending' } })).toBe(false);
    expect(shouldPersistQuery({ meta, state: { status: 'pending', data: 1 } })).toBe(false);
    expect(shouldPersistQuery({ state: { status: 'success', data: 1 } })).toBe(false);
  });
});

describe('quota and clock rules', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('warns from 90 % of a known quota', () => {
    expect(isNearQuota(900, 1000)).toBe(true);
    expect(isNearQuota(899, 1000)).toBe(false);
    expect(isNearQuota(0, -1)).toBe(false);
  });

  it('recognises the old quota error code 22 of a DOMException only', () => {
    expect(isQuotaError(new DOMException('full', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaError(Object.assign(new Error('full'), { name: 'QuotaExceededError' }))).toBe(true);
    const legacy = new DOMException('full', 'QuotaExceededError');
    expect(legacy.code).toBe(22);
    expect(isQuotaError(Object.assign(new Error('x'), { code: 22 }))).toBe(false);
    expect(isQuotaError({ name: 'QuotaExceededError' })).toBe(false);
    expect(isQuotaError(null)).toBe(false);
  });

  it('reads the storage estimate, or nothing where the browser cannot tell', async () => {
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({ usage: 95, quota: 100 }) } });
    expect(await estimateStorage()).toEqual({ usage: 95, quota: 100, nearFull: true });
    vi.stubGlobal('navigator', { storage: { estimate: async () => ({}) } });
    expect(await estimateStorage()).toEqual({ usage: 0, quota: 0, nearFull: false });
    vi.stubGlobal('navigator', { storage: { estimate: () => Promise.reject(new Error('no')) } });
    expect(await estimateStorage()).toBeNull();
    vi.stubGlobal('navigator', { storage: {} });
    expect(await estimateStorage()).toBeNull();
    vi.stubGlobal('navigator', {});
    expect(await estimateStorage()).toBeNull();
    vi.stubGlobal('navigator', undefined);
    expect(await estimateStorage()).toBeNull();
  });

  it('asks for persistent storage once, and answers false where it cannot', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { storage: { persisted: async () => true, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist: async () => false } });
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', { storage: { persisted: async () => false, persist } });
    expect(await requestPersistentStorage()).toBe(true);
    vi.stubGlobal('navigator', { storage: { persisted: () => Promise.reject(new Error('no')), persist } });
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', { storage: {} });
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', {});
    expect(await requestPersistentStorage()).toBe(false);
    vi.stubGlobal('navigator', undefined);
    expect(await requestPersistentStorage()).toBe(false);
  });

  it('counts a copy saved "in the future" as saved now, and keeps one saved exactly now', () => {
    expect(clampSavedAt(NOW, NOW)).toBe(NOW);
    expect(clampSavedAt(NOW + 1, NOW)).toBe(NOW);
    expect(clampSavedAt(Number.NEGATIVE_INFINITY, NOW)).toBe(NOW);
  });

  it('reloads for a stale deploy only online and once per guard window, a clock moved back counting as recent', () => {
    expect(shouldReloadForStaleChunk({ online: false, lastReloadAt: null, now: NOW })).toBe(false);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: null, now: NOW })).toBe(true);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: Number.NaN, now: NOW })).toBe(true);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: NOW - STALE_RELOAD_GUARD_MS, now: NOW })).toBe(true);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: NOW - STALE_RELOAD_GUARD_MS + 1, now: NOW })).toBe(
      false,
    );
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: NOW + 60_000, now: NOW })).toBe(false);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: NOW - 10, now: NOW, guardMs: 10 })).toBe(true);
  });
});

describe('the app icon badge', () => {
  it('mirrors the floored total', () => {
    expect(badgeCount(3.9)).toBe(3);
    expect(badgeCount(-2)).toBe(0);
    expect(badgeCount(undefined)).toBe(0);
  });

  it('sets 1, clears at 0, and says unsupported without the API or without a navigator', () => {
    const setAppBadge = vi.fn(async () => undefined);
    const clearAppBadge = vi.fn(async () => undefined);
    expect(syncAppBadge(1, { setAppBadge, clearAppBadge })).toBe('set');
    expect(setAppBadge).toHaveBeenCalledWith(1);
    expect(syncAppBadge(0, { setAppBadge, clearAppBadge })).toBe('clear');
    expect(clearAppBadge).toHaveBeenCalledTimes(1);
    expect(syncAppBadge(1, { clearAppBadge })).toBe('unsupported');
    expect(syncAppBadge(0, {})).toBe('unsupported');
    expect(syncAppBadge(5, undefined)).toBe('unsupported');
    expect(syncAppBadge(0, { setAppBadge: () => undefined as unknown as Promise<void> })).toBe('clear');
    // A browser that answers something other than a promise is not an error.
    expect(syncAppBadge(2, { setAppBadge: () => 1 as unknown as Promise<void> })).toBe('set');
  });

  it('uses the browser navigator by default', () => {
    const setAppBadge = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { setAppBadge });
    expect(syncAppBadge(4)).toBe('set');
    expect(setAppBadge).toHaveBeenCalledWith(4);
    vi.unstubAllGlobals();
  });

  it('leaves no rejected promise unhandled when the browser refuses', async () => {
    const unhandled: unknown[] = [];
    const record = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', record);
    try {
      expect(syncAppBadge(2, { setAppBadge: () => Promise.reject(new Error('negado')) })).toBe('set');
      expect(syncAppBadge(0, { clearAppBadge: () => Promise.reject(new Error('negado')) })).toBe('clear');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', record);
    }
  });
});

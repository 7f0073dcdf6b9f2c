import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  CHUNK_TIMEOUT_STORAGE_KEY,
  CSS_CHUNK_LOAD_FAILED,
  chunkLoadTimeoutMs,
  createChunkLoadError,
} from '../../src/offline/chunk-errors';
import { loadChunk } from '../../src/offline/lazy-with-timeout';
import {
  STALE_RELOAD_GUARD_MS,
  STALE_RELOAD_KEY,
  failedModuleUrl,
  isStaleChunk,
  reloadOnceForStaleDeploy,
  shouldReloadForStaleChunk,
} from '../../src/offline/stale-deploy';

describe('loadChunk timeout race', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rejects with ChunkLoadError "Loading chunk {id} failed" after exactly 120 000 ms', async () => {
    const result = loadChunk('notifications-page', () => new Promise<never>(() => undefined));
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]?.[0] as Error & { code?: string; chunkId?: string };
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ChunkLoadError');
    expect(error.message).toBe('Loading chunk notifications-page failed');
    expect(error.code).toBeUndefined();
    expect(error.chunkId).toBe('notifications-page');
  });

  it('resolves with the module when it arrives before the timeout and clears the timer', async () => {
    const result = loadChunk(
      'a',
      () => new Promise<{ x: number }>((resolve) => setTimeout(() => resolve({ x: 1 }), 500)),
      1_000,
    );
    await vi.advanceTimersByTimeAsync(500);
    await expect(result).resolves.toEqual({ x: 1 });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('turns a failed import into ChunkLoadError, and a CSS preload failure into the CSS variant', async () => {
    await expect(
      loadChunk('b', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
    ).rejects.toMatchObject({
      name: 'ChunkLoadError',
      message: 'Loading chunk b failed',
    });
    const css = loadChunk('c', () => Promise.reject(new Error('Unable to preload CSS for /static/css/c-1.css')));
    await expect(css).rejects.toMatchObject({
      name: 'ChunkLoadError',
      code: CSS_CHUNK_LOAD_FAILED,
      message: 'Loading CSS chunk c failed',
    });
  });

  it('passes an existing ChunkLoadError through unchanged', async () => {
    const original = createChunkLoadError('d', true);
    await expect(loadChunk('other', () => Promise.reject(original))).rejects.toBe(original);
  });
});

describe('chunk timeout override', () => {
  afterEach(() => {
    delete window.__PAINEL_CHUNK_TIMEOUT_MS__;
    localStorage.removeItem(CHUNK_TIMEOUT_STORAGE_KEY);
    vi.useRealTimers();
  });

  it('defaults to 120 s and ignores garbage', () => {
    expect(chunkLoadTimeoutMs()).toBe(120_000);
    window.__PAINEL_CHUNK_TIMEOUT_MS__ = 'abc';
    localStorage.setItem(CHUNK_TIMEOUT_STORAGE_KEY, '-5');
    expect(chunkLoadTimeoutMs()).toBe(120_000);
  });

  it('reads the window global first, then localStorage', async () => {
    localStorage.setItem(CHUNK_TIMEOUT_STORAGE_KEY, '2500');
    expect(chunkLoadTimeoutMs()).toBe(2500);
    window.__PAINEL_CHUNK_TIMEOUT_MS__ = 1500;
    expect(chunkLoadTimeoutMs()).toBe(1500);
    vi.useFakeTimers();
    const result = loadChunk('e', () => new Promise<never>(() => undefined));
    const settled = vi.fn();
    result.then(settled, settled);
    await vi.advanceTimersByTimeAsync(1500);
    expect(settled).toHaveBeenCalledWith(expect.objectContaining({ message: 'Loading chunk e failed' }));
  });
});

describe('stale deploy reload guard', () => {
  const now = 1_700_000_000_000;

  it('decides: online with no previous reload → reload; offline → never', () => {
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: null, now })).toBe(true);
    expect(shouldReloadForStaleChunk({ online: false, lastReloadAt: null, now })).toBe(false);
  });

  it('does not reload again within the guard window, nor when the clock went backwards', () => {
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: now - 1_000, now })).toBe(false);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: now + 60_000, now })).toBe(false);
    expect(shouldReloadForStaleChunk({ online: true, lastReloadAt: now - STALE_RELOAD_GUARD_MS, now })).toBe(true);
  });

  it('reloads once, records the timestamp, and never loops', () => {
    sessionStorage.clear();
    const reload = vi.fn();
    expect(reloadOnceForStaleDeploy({ storage: sessionStorage, online: true, now, reload })).toBe(true);
    expect(sessionStorage.getItem(STALE_RELOAD_KEY)).toBe(String(now));
    // The page came back with the same stale chunk: no second reload.
    expect(reloadOnceForStaleDeploy({ storage: sessionStorage, online: true, now: now + 2_000, reload })).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    sessionStorage.clear();
  });

  it('never reloads offline or without storage', () => {
    const reload = vi.fn();
    expect(reloadOnceForStaleDeploy({ storage: sessionStorage, online: false, now, reload })).toBe(false);
    expect(reloadOnceForStaleDeploy({ storage: undefined, online: true, now, reload })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('finds the module URL in browser messages and calls a 404 stale, anything else not', async () => {
    const err = new TypeError(
      'Failed to fetch dynamically imported module: http://127.0.0.1:4196/static/js/notifications-page-AbC123.js',
    );
    expect(failedModuleUrl(err)).toBe('http://127.0.0.1:4196/static/js/notifications-page-AbC123.js');
    expect(failedModuleUrl(new Error('Unable to preload CSS for /static/css/x-1.css'))).toBe('/static/css/x-1.css');
    expect(failedModuleUrl(new Error('Loading chunk x failed'))).toBeNull();
    const status = (code: number) => vi.fn(() => Promise.resolve(new Response(null, { status: code })));
    expect(await isStaleChunk(err, status(404) as unknown as typeof fetch)).toBe(true);
    expect(await isStaleChunk(err, status(200) as unknown as typeof fetch)).toBe(false);
    expect(
      await isStaleChunk(err, vi.fn(() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch),
    ).toBe(false);
    expect(await isStaleChunk(new Error('Loading chunk x failed'), status(404) as unknown as typeof fetch)).toBe(false);
  });
});

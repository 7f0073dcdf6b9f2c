/** The asset chunk load timeout (docs/product.md#timeouts). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Test-only override of the chunk timeout (e2e uses ~1500 ms): `window.__PAINEL_CHUNK_TIMEOUT_MS__ = 1500`
 * (e.g. from an init script) or `localStorage['painel.chunkTimeoutMs'] = '1500'`. Anything that is not a
 * positive finite number is ignored and the 120 s default applies.
 */
export const CHUNK_TIMEOUT_STORAGE_KEY = 'painel.chunkTimeoutMs';

declare global {
  interface Window {
    __PAINEL_CHUNK_TIMEOUT_MS__?: number | string;
  }
}

function positive(value: unknown): number | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

/** The timeout in force now: the override when set, else 120 000 ms. Read at each load, never cached. */
export function chunkLoadTimeoutMs(): number {
  let stored: string | null;
  try {
    stored = globalThis.localStorage?.getItem(CHUNK_TIMEOUT_STORAGE_KEY) ?? null;
  } catch {
    stored = null;
  }
  const fromWindow = typeof window === 'undefined' ? undefined : window.__PAINEL_CHUNK_TIMEOUT_MS__;
  return positive(fromWindow) ?? positive(stored) ?? CHUNK_LOAD_TIMEOUT_MS;
}
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export interface ChunkLoadError extends Error {
  name: 'ChunkLoadError';
  code?: typeof CSS_CHUNK_LOAD_FAILED;
  chunkId: string;
}

/** The catalogue's errors (docs/messages.md#error-catalogue): 'Loading chunk {id} failed' / 'Loading CSS chunk {id} failed'. */
export function createChunkLoadError(chunkId: string, css = false, cause?: unknown): ChunkLoadError {
  const error = new Error(
    css ? `Loading CSS chunk ${chunkId} failed` : `Loading chunk ${chunkId} failed`,
    cause === undefined ? undefined : { cause },
  ) as ChunkLoadError;
  error.name = 'ChunkLoadError';
  error.chunkId = chunkId;
  if (css) error.code = CSS_CHUNK_LOAD_FAILED;
  return error;
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

/** Vite's preload helper says "Unable to preload CSS for …" when a route's stylesheet fails. */
export function isCssLoadFailure(error: unknown): boolean {
  return error instanceof Error && /preload CSS|CSS chunk/i.test(error.message);
}

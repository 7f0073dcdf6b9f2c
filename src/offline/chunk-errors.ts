/** Spec §9: asset chunk load timeout. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const CSS_CHUNK_LOAD_FAILED = 'CSS_CHUNK_LOAD_FAILED';

export interface ChunkLoadError extends Error {
  name: 'ChunkLoadError';
  code?: typeof CSS_CHUNK_LOAD_FAILED;
  chunkId: string;
}

/** The catalogue's errors (spec §8): 'Loading chunk {id} failed' / 'Loading CSS chunk {id} failed'. */
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

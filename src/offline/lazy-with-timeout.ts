import { createElement, lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { chunkLoadTimeoutMs, createChunkLoadError, isChunkLoadError, isCssLoadFailure } from './chunk-errors';
import { handleChunkFailure } from './stale-deploy';

/**
 * Rejects with the catalogue's ChunkLoadError when the import fails or takes longer than the timeout
 * (120 s, or the test override read by chunkLoadTimeoutMs at each call).
 */
export function loadChunk<M>(
  chunkId: string,
  load: () => Promise<M>,
  timeoutMs: number = chunkLoadTimeoutMs(),
): Promise<M> {
  return new Promise<M>((resolve, reject) => {
    const timer = setTimeout(() => reject(createChunkLoadError(chunkId)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(isChunkLoadError(cause) ? cause : createChunkLoadError(chunkId, isCssLoadFailure(cause), cause));
      },
    );
  });
}

/** Lazy components whose last load failed; React.lazy caches a rejection forever, so retry needs a new one. */
const failed = new Set<() => void>();

/** Called by the error boundary's 'Tentar novamente'. */
export function resetFailedChunks(): void {
  const resets = [...failed];
  failed.clear();
  resets.forEach((reset) => reset());
}

/**
 * A lazy route that can also be fetched ahead of its first render, and tell whether that is settled: its chunk is in,
 * or a preload of it failed (then only its render tries again, through React.lazy and the retry screen).
 */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  isSettled: () => boolean;
};

/**
 * React.lazy for a named export, through loadChunk: every route page loads through here so that a slow
 * or broken network ends in a retryable ChunkLoadError instead of a spinner forever. Once the chunk is in
 * (preloaded, or rendered before), the page renders directly: React.lazy would still suspend once, and React
 * holds a revealed Suspense boundary back for up to 300 ms after its fallback showed.
 */
export function lazyWithTimeout<M, P extends object>(
  chunkId: string,
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  timeoutMs?: number,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  const create = (): LazyExoticComponent<ComponentType<P>> =>
    lazy(() =>
      loadChunk(chunkId, load, timeoutMs ?? chunkLoadTimeoutMs()).then(
        (module) => {
          loaded = pick(module);
          return { default: loaded };
        },
        (error: unknown) => {
          failed.add(reset);
          // A chunk the server no longer has (stale deploy) reloads the page once; anything else shows the retry.
          void handleChunkFailure(isChunkLoadError(error) && error.cause !== undefined ? error.cause : error);
          throw error;
        },
      ),
    );
  let current = create();
  function reset() {
    current = create();
  }
  function LazyRoute(props: P) {
    // Each instance keeps the type it was first drawn with. A transition that suspends on the chunk and gets it
    // within the same render resumes React.lazy's wrapper in place and commits it; handing the loaded component
    // the next time the parent draws would be another element type, which React mounts afresh (an open calendar
    // closed, typed text gone).
    const [type] = useState<ComponentType<P>>(() => loaded ?? current);
    return createElement(type, props);
  }
  LazyRoute.displayName = `Lazy(${chunkId})`;
  // Failures are left to the render, which shows the retry (docs/architecture.md#chunk-loading): a preload has nobody to tell.
  // One load for every caller: a second import() of a file already in still waits on Vite's stylesheet check, ~20 ms
  // at 4× CPU on a start that waits for it (WhenLoaded). A failure lets the next call try again.
  let preloading: Promise<void> | null = null;
  let preloadFailed = false;
  LazyRoute.preload = () =>
    (preloading ??= load().then(
      (module) => {
        loaded ??= pick(module);
      },
      () => {
        preloading = null;
        preloadFailed = true;
      },
    ));
  LazyRoute.isSettled = () => loaded !== null || preloadFailed;
  return LazyRoute;
}

import { reportError } from '../lib/error-reporting';
import { handleChunkFailure } from './stale-deploy';

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite dispatches 'vite:preloadError' when a route's preloaded JS or CSS dependency fails. We let the error
 * propagate (no preventDefault) so that loadChunk turns it into the catalogue's ChunkLoadError
 * (CSS_CHUNK_LOAD_FAILED for stylesheets) and the route boundary offers 'Tentar novamente'; a stale
 * deploy reloads once through the same guard as a failed import.
 */
export function installPreloadErrorHandler(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as PreloadErrorEvent).payload;
    reportError(payload ?? event, { phase: 'vite-preload' });
    void handleChunkFailure(payload);
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}

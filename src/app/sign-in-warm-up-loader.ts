import { loadChunk } from '../offline/lazy-with-timeout';
import type * as WarmUp from './sign-in-warm-up';

type WarmUpModule = typeof WarmUp;

let loaded: WarmUpModule | null = null;
let loading: Promise<WarmUpModule> | null = null;

/** Loads the sign-in warm-up's file; the login screen does it while the person types. */
export function preloadSignInWarmUp(): Promise<WarmUpModule> {
  loading ??= loadChunk('sign-in-warm-up', () => import('./sign-in-warm-up')).then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Starts the session's requests. With the file already in, in the sign-in's own task: loaded only then, its import
 * resolved after the navigation's first render, ~100 ms later at 4× CPU, and the requests waited for it.
 */
export function warmUpSignIn(): void {
  if (loaded) return loaded.warmUpAfterSignIn();
  preloadSignInWarmUp().then(
    (module) => module.warmUpAfterSignIn(),
    () => undefined,
  );
}

import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * React.lazy for a part of a screen that its first paint does not need (the toasts' host, a dialog opened on demand):
 * its code leaves the file every signed-in screen waits for (bench figure 1) and comes from the precache once
 * rendered. A failed load renders nothing, rather than taking the whole screen to the error boundary.
 */
export function deferredComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: () => null }),
    ),
  );
}

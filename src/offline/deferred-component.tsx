import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A part of a screen that its first paint does not need (the toasts' host, the header's menus and tooltips): its code
 * leaves the file every signed-in screen waits for and comes from the precache once the screen is
 * drawn. Until then, and while it cannot be fetched (offline before the service worker controls the page), the
 * `fallback` stays on screen; the load is tried again when the browser is back online and every 10 s.
 */
export function deferredComponent<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = (): Promise<ComponentType<P>> =>
    (pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));

  return function Deferred({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    useEffect(() => {
      if (component) return;
      let live = true;
      const attempt = () =>
        void start().then(
          // In a transition: React draws the part in slices of ~5 ms. The header's tooltips and menus, the toasts' host
          // and the update prompt arrive together after the first screen, and drawn at once they were one task of
          // ~200 ms at 4× CPU (npm run react-tracks on /atividades). A transition also keeps the fallback on screen,
          // rather than a Suspense fallback above, if the part suspends while it mounts.
          (c) => live && startTransition(() => setComponent(() => c)),
          () => undefined,
        );
      // The first try once the main thread is idle: started in the effects of the screen's own render, the imports'
      // bookkeeping (a preload link per file) lengthened the task that draws it (Lighthouse's blocking time on the
      // login form).
      const first = whenIdle(attempt);
      window.addEventListener('online', attempt);
      const timer = setInterval(attempt, 10_000);
      return () => {
        live = false;
        first();
        window.removeEventListener('online', attempt);
        clearInterval(timer);
      };
    }, [component]);
    if (!component) return fallback;
    const Component = component;
    return <Component {...(props as P)} />;
  };
}

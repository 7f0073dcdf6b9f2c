import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a screen that its first paint does not need (the toasts' host, the header's menus and tooltips): its code
 * leaves the file every signed-in screen waits for (bench figure 1) and comes from the precache once the screen is
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
      const attempt = () => void start().then((c) => live && setComponent(() => c), () => undefined);
      attempt();
      window.addEventListener('online', attempt);
      const timer = setInterval(attempt, 10_000);
      return () => {
        live = false;
        window.removeEventListener('online', attempt);
        clearInterval(timer);
      };
    }, [component]);
    if (!component) return fallback;
    const Component = component;
    return <Component {...(props as P)} />;
  };
}

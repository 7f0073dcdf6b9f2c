import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children in a task of its own, just after the one that draws what surrounds them, on first mount only
 * (later renders are immediate). Long main-thread tasks are what a slow phone feels and what Lighthouse's blocking time
 * counts: the shell and its first page in one task were 64–105 ms at 4× CPU and held the
 * organization's name back after a sign-in; a process detail's header and its data tab were one more.
 * A timer, not an effect's own update (flushed in the same task after a cache update's synchronous render); its update
 * is a transition, which React renders in ~5 ms slices. An earlier try, when the restore's end was not a transition
 * yet, was restarted again and again by the restore's cache updates (the rows came 100 ms later); with both, the
 * repeat visits did not move beyond their noise (docs/performance.md).
 */
export function InNextTask({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}

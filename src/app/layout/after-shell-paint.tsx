import { useEffect, useState, type ReactNode } from 'react';

/**
 * The page under the shell renders in a task of its own just after the one that draws the shell, on the shell's first
 * mount only (later navigations render at once). In one task, the shell and the first page were a main-thread task of
 * 64–105 ms at 4× CPU (bench figure 6) and held the organization's name back after a sign-in (figure 3). A timer, not
 * an effect's own update (flushed in the same task after a cache update's synchronous render) nor a transition (the
 * restore's cache updates restarted it again and again: the rows came 100 ms later).
 */
export function AfterShellPaint({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return ready ? children : null;
}

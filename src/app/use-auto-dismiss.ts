import { useEffect, useRef } from 'react';

/** Calls `dismiss` once `active` has stayed true for `ms` (news that need no answer leave by themselves). */
export function useAutoDismiss(active: boolean, dismiss: () => void, ms: number): void {
  // The latest callback, so that a re-render (a new arrow function) does not restart the wait.
  const latest = useRef(dismiss);
  useEffect(() => {
    latest.current = dismiss;
  });
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => latest.current(), ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}

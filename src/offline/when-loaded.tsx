import { startTransition, useEffect, useState, type ReactNode } from 'react';
import type { PreloadableComponent } from './lazy-with-timeout';

/** How long a start waits for its chunks before rendering anyway (a missing one then suspends as any other). */
const WAIT_CAP_MS = 3_000;

interface Props {
  /** Fixed for the life of the component: the chunks its children draw first. */
  chunks: readonly Pick<PreloadableComponent<never>, 'preload' | 'isSettled'>[];
  fallback: ReactNode;
  children: ReactNode;
  capMs?: number;
}

/**
 * Draws `fallback` until every chunk is in (or failed), then `children`, without suspending. React holds the content
 * of a Suspense boundary back until 300 ms after its fallback was shown, so a start whose first render came a few
 * milliseconds before the shell's file waited ~250 ms more for nothing (docs/performance.md); a state update has no
 * such hold. After `capMs` the children render anyway and a chunk still missing suspends as before (its timeout, its
 * retry screen).
 */
export function WhenLoaded({ chunks, fallback, children, capMs = WAIT_CAP_MS }: Props) {
  // A chunk whose preload failed is not waited for again: a remount (a page boundary reset by a navigation) must not
  // import it anew, which a stale deploy's check would answer with a reload.
  const [ready, setReady] = useState(() => chunks.every((chunk) => chunk.isSettled()));
  useEffect(() => {
    if (ready) return undefined;
    let live = true;
    // A transition, as the restore's reveal: React draws it in slices, and a child that still suspends keeps this
    // fallback on screen instead of committing the boundary's.
    const show = () => {
      if (live) startTransition(() => setReady(true));
    };
    const timer = setTimeout(show, capMs);
    void Promise.all(chunks.map((chunk) => chunk.preload())).then(show);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [ready, chunks, capMs]);
  return ready ? children : fallback;
}

import { Box, Skeleton, type StyleProp } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/** Drawn a little before it scrolls in, so that it is usually there when it comes into view. */
const MARGIN_PX = 200;

interface Props {
  /** The space the content takes (per breakpoint), kept while it is not drawn: nothing below moves when it arrives. */
  height: StyleProp<number>;
  children: ReactNode;
}

/**
 * Draws its children once their place comes near the screen, in a task of their own. For heavy content below the
 * fold (the consumption charts: over a second of main thread at 4× CPU): a phone opening the page does not pay for
 * what it has not scrolled to, and the page answers taps meanwhile. Without IntersectionObserver it draws at once.
 */
export function WhenVisible({ height, children }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = slot.current;
    if (near || !element) return;
    let cancel = () => {};
    // Checked again once the page is idle: what renders above it in the meantime (the page's other answers) may have
    // pushed it below the fold; then it waits for the next crossing.
    const stillNear = () => element.getBoundingClientRect().top < window.innerHeight + MARGIN_PX;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        cancel();
        cancel = whenIdle(
          () => {
            if (!stillNear()) return;
            observer.disconnect();
            setNear(true);
          },
          1_000,
          200,
        );
      },
      { rootMargin: `${MARGIN_PX}px 0px` },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [near]);
  return (
    <Box ref={slot} mih={height} data-testid="when-visible">
      {near ? children : <Skeleton h={height} radius="md" />}
    </Box>
  );
}

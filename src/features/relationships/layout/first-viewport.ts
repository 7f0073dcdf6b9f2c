import type { LayoutPositions } from './graph-layout';

interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/** Below this the first view stops shrinking: past it the centre is kept whole and the ring runs off the frame. */
const FIRST_VIEW_MIN_ZOOM = 0.1;
const PADDING = 16;

/**
 * The first view of a laid-out graph: the centre and its first ring framed together (never larger than 1:1), and in
 * any case the centre whole inside the frame — a framing by the ring's middle alone put the centre off screen when the
 * ring was tall (LR, desktop) or wide (TB, phone).
 */
export function firstViewport(
  positions: LayoutPositions,
  sizes: ReadonlyMap<string, { width: number; height: number }>,
  rootKey: string,
  focusKeys: readonly string[],
  frame: { width: number; height: number },
): Viewport | null {
  const boxOf = (key: string) => {
    const at = positions[key];
    const size = sizes.get(key);
    return at && size ? { left: at.x, top: at.y, right: at.x + size.width, bottom: at.y + size.height } : null;
  };
  const root = boxOf(rootKey);
  if (!root || frame.width <= 0 || frame.height <= 0) return null;
  const box = { ...root };
  for (const key of focusKeys) {
    const b = boxOf(key);
    if (!b) continue;
    box.left = Math.min(box.left, b.left);
    box.top = Math.min(box.top, b.top);
    box.right = Math.max(box.right, b.right);
    box.bottom = Math.max(box.bottom, b.bottom);
  }
  const fit = Math.min(
    1,
    (frame.width - 2 * PADDING) / (box.right - box.left),
    (frame.height - 2 * PADDING) / (box.bottom - box.top),
  );
  const zoom = Math.max(FIRST_VIEW_MIN_ZOOM, fit);
  let x = frame.width / 2 - ((box.left + box.right) / 2) * zoom;
  let y = frame.height / 2 - ((box.top + box.bottom) / 2) * zoom;
  // Then pull the centre inside the frame, whichever side it fell off.
  const shift = (start: number, end: number, offset: number, span: number) => {
    const a = start * zoom + offset;
    const b = end * zoom + offset;
    if (b - a > span - 2 * PADDING) return offset + (PADDING - a);
    if (a < PADDING) return offset + (PADDING - a);
    if (b > span - PADDING) return offset - (b - (span - PADDING));
    return offset;
  };
  x = shift(root.left, root.right, x, frame.width);
  y = shift(root.top, root.bottom, y, frame.height);
  return { x, y, zoom };
}

/**
 * Runs `work` in a task after the next frame is painted: a rAF callback runs before the frame's paint, a task queued
 * from it after. With `latestMs`, also when no frame came by then (a page in the background paints none). Answers a
 * function that cancels it.
 */
export function afterNextPaint(work: () => void, latestMs?: number): () => void {
  let done = false;
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(noFrame);
  };
  const once = () => {
    if (done) return;
    cancel();
    work();
  };
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(once, 0);
  });
  const noFrame = latestMs === undefined ? undefined : setTimeout(once, latestMs);
  return cancel;
}

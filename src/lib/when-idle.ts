/**
 * Runs `run` when the main thread is idle, at the latest after `timeoutMs`; where there is no idle callback (Safari),
 * after a timer of `fallbackMs`. Answers how to call it off.
 */
export function whenIdle(run: () => void, timeoutMs = 1_000, fallbackMs = 0): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, fallbackMs);
  return () => clearTimeout(id);
}

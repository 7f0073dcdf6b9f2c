/**
 * A probe whose success is remembered for `ttlMs`: load balancers probe readiness every few seconds, and the identity
 * service's keys need not be fetched that often. A failure is never remembered, so the next probe checks again, and
 * concurrent probes share one check in flight.
 */
export function cachedProbe(
  check: () => Promise<void>,
  ttlMs: number,
  now: () => number = Date.now,
): () => Promise<void> {
  let okUntil = -Infinity;
  let inFlight: Promise<void> | undefined;
  return () => {
    if (now() < okUntil) return Promise.resolve();
    inFlight ??= check()
      .then(() => {
        okUntil = now() + ttlMs;
      })
      .finally(() => {
        inFlight = undefined;
      });
    return inFlight;
  };
}

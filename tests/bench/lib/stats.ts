/** Percentile by linear interpolation between closest ranks (the numpy/Excel "inclusive" method); p in [0, 100]. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile out of range: ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] ?? Number.NaN;
  const highValue = sorted[high] ?? Number.NaN;
  return lowValue + (highValue - lowValue) * (rank - low);
}

export interface Summary {
  min: number;
  median: number;
  max: number;
}

export function summarize(values: readonly number[]): Summary {
  return { min: Math.min(...values), median: percentile(values, 50), max: Math.max(...values) };
}

/** Frame durations from successive requestAnimationFrame timestamps (ms). */
export function frameDurations(timestamps: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < timestamps.length; i++) out.push((timestamps[i] ?? 0) - (timestamps[i - 1] ?? 0));
  return out;
}

/** One answer under load: when it arrived (ms, any monotonic clock) and how long it took (ms). */
export interface TimedSample {
  at: number;
  latency: number;
}

/**
 * The p95 of each whole second of a load window that started at `start` and lasted `seconds` (answers after the
 * last second count in it: the generator's stragglers). A second with no answer is left out.
 */
export function perSecondP95(samples: readonly TimedSample[], start: number, seconds: number): number[] {
  const buckets: number[][] = Array.from({ length: seconds }, () => []);
  for (const { at, latency } of samples) {
    const second = Math.min(seconds - 1, Math.max(0, Math.floor((at - start) / 1000)));
    buckets[second]!.push(latency);
  }
  return buckets.filter((bucket) => bucket.length > 0).map((bucket) => percentile(bucket, 95));
}

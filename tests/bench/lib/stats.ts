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

import type { NetworkProfile } from './network-profile.ts';

/** Milliseconds to move `bytes` at `bytesPerSecond`. */
export function transferMs(bytes: number, bytesPerSecond: number): number {
  return (bytes / bytesPerSecond) * 1000;
}

export interface FloorInput {
  bytesDown: number;
  bytesUp?: number;
  roundTrips: number;
}

/**
 * The physical floor of a load over the emulated link: every byte at the link's throughput plus every round trip on
 * the critical path at its latency. Nothing faster is possible without sending fewer bytes or fewer round trips.
 */
export function physicalFloorMs(input: FloorInput, profile: NetworkProfile): number {
  return (
    input.roundTrips * profile.rttMs +
    transferMs(input.bytesDown, profile.downBytesPerSecond) +
    transferMs(input.bytesUp ?? 0, profile.upBytesPerSecond)
  );
}

export interface TimedRequest {
  start: number;
  end: number;
}

/**
 * Round trips on the critical path, read from the waterfall: a request that started after another had finished may
 * have waited for it, so its depth is one more than the deepest such request. The answer is the deepest request.
 */
export function criticalRoundTrips(requests: readonly TimedRequest[]): number {
  const sorted = [...requests].sort((a, b) => a.start - b.start);
  const depths: number[] = [];
  let deepest = 0;
  sorted.forEach((request, index) => {
    let depth = 1;
    for (let j = 0; j < index; j++) {
      const before = sorted[j];
      if (before && before.end <= request.start) depth = Math.max(depth, (depths[j] ?? 0) + 1);
    }
    depths.push(depth);
    deepest = Math.max(deepest, depth);
  });
  return deepest;
}

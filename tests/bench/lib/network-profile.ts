/**
 * Lighthouse's mobile "slow 4G" in DevTools terms (lighthouse-core/config/constants.js, devtools throttling):
 * request latency 150 ms × 3.75, throughput 1.6 Mbit/s × 0.9 down and 750 kbit/s × 0.9 up, where Lighthouse's
 * kbit is 1024 bits. The CPU runs 4× slower.
 */
export interface NetworkProfile {
  rttMs: number;
  /** Bytes per second, as CDP's Network.emulateNetworkConditions takes them. */
  downBytesPerSecond: number;
  upBytesPerSecond: number;
}

export const SLOW_4G: NetworkProfile = {
  rttMs: 150 * 3.75,
  downBytesPerSecond: (1.6 * 1024 * 0.9 * 1024) / 8,
  upBytesPerSecond: (750 * 0.9 * 1024) / 8,
};

export const CPU_SLOWDOWN = 4;

/** The parameters of CDP Network.emulateNetworkConditions for this profile. */
export function cdpNetworkConditions(profile: NetworkProfile, offline: boolean) {
  return {
    offline,
    latency: profile.rttMs,
    downloadThroughput: profile.downBytesPerSecond,
    uploadThroughput: profile.upBytesPerSecond,
  };
}

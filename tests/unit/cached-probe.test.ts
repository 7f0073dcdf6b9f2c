import { describe, expect, it } from 'vitest';
import { cachedProbe } from '../../server/observability/cached-probe.ts';

describe('cachedProbe (readiness of the identity keys)', () => {
  it('checks once per ttl while the check succeeds', async () => {
    let now = 1_000;
    let calls = 0;
    const probe = cachedProbe(
      async () => void calls++,
      60_000,
      () => now,
    );
    await probe();
    await probe();
    now += 59_999;
    await probe();
    expect(calls).toBe(1);
    now += 1;
    await probe();
    expect(calls).toBe(2);
  });

  it('never remembers a failure: the next probe checks again', async () => {
    let calls = 0;
    let up = false;
    const probe = cachedProbe(
      async () => {
        calls++;
        if (!up) throw new Error('JWKS unreachable');
      },
      60_000,
      () => 0,
    );
    await expect(probe()).rejects.toThrow('JWKS unreachable');
    up = true;
    await probe();
    await probe();
    expect(calls).toBe(2);
  });

  it('shares one check between concurrent probes', async () => {
    let calls = 0;
    let release: () => void = () => {};
    const probe = cachedProbe(
      () => {
        calls++;
        return new Promise<void>((resolve) => (release = resolve));
      },
      60_000,
      () => 0,
    );
    const both = Promise.all([probe(), probe()]);
    release();
    await both;
    expect(calls).toBe(1);
  });
});

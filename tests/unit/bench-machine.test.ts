// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { freshMemoryMicrosPerPage } from '../bench/lib/machine.ts';

describe("the bench's machine calibration", () => {
  it('times the first touch of fresh memory in a child process, per 4 KiB page', () => {
    const micros = freshMemoryMicrosPerPage(8);
    expect(Number.isFinite(micros)).toBe(true);
    expect(micros).toBeGreaterThan(0);
    // Even this machine's slow faults (~11 µs) stay far below a millisecond a page: a unit mix-up would not.
    expect(micros).toBeLessThan(1000);
  });
});

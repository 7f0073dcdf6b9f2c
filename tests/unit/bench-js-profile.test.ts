import { describe, expect, it } from 'vitest';
import { describeProfile, packageOf, summarizeProfile, type CpuProfile } from '../../tests/bench/lib/js-profile';

const APP = 'http://127.0.0.1:4597/static/js/shell-abc.js';

/** Root → (program), (idle), the chunk's top level → Box; each sample 1 ms apart. */
const profile: CpuProfile = {
  nodes: [
    { id: 1, callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 } },
    { id: 2, callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1 } },
    { id: 3, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
    {
      id: 4,
      callFrame: { functionName: '', url: APP, lineNumber: 0, columnNumber: 0 },
      positionTicks: [
        { line: 19, ticks: 3 },
        { line: 40, ticks: 1 },
      ],
    },
    { id: 5, callFrame: { functionName: '_Box', url: APP, lineNumber: 7, columnNumber: 2 } },
  ],
  startTime: 0,
  endTime: 9_000,
  samples: [4, 4, 4, 4, 5, 5, 2, 3, 3],
  timeDeltas: [0, 1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
};

const sourceOf = (url: string, line: number) =>
  url === APP
    ? line === 7
      ? 'node_modules/@mantine/core/esm/core/Box/Box.mjs:12'
      : line === 18
        ? '../../src/contract/dates.ts:19'
        : line === 39
          ? '../../src/lib/paths.ts:3'
          : '../../src/main.tsx:1'
    : null;

describe("the JS profile's summary", () => {
  const summary = summarizeProfile(profile, sourceOf);

  it("splits JavaScript from the browser's own work and idle time", () => {
    // The last sample has no next one: its duration is unknown and not counted.
    expect(summary.jsMs).toBe(6);
    expect(summary.programMs).toBe(1);
    expect(summary.idleMs).toBe(1);
  });

  it('gives own time by package and by function, largest first', () => {
    expect(summary.byPackage).toEqual([
      ['src/main.tsx', 4],
      ['@mantine/core', 2],
    ]);
    expect(summary.byFunction[1]).toEqual(['_Box @mantine/core/esm/core/Box/Box.mjs:12', 2]);
  });

  it("names the top-level lines a chunk's evaluation spent its time on", () => {
    expect(summary.topLevelLines).toEqual([
      ['src/contract/dates.ts:19', 3],
      ['src/lib/paths.ts:3', 1],
    ]);
    expect(describeProfile(summary)).toContain('     3.0  src/contract/dates.ts:19');
  });

  it('knows a package from a file of the app', () => {
    expect(packageOf('node_modules/@tanstack/react-query/build/x.js:3')).toBe('@tanstack/react-query');
    expect(packageOf('node_modules/idb/build/index.js:1')).toBe('idb');
    expect(packageOf('../../src/lib/identity.ts:14')).toBe('src/lib/identity.ts');
  });
});

import { describe, expect, it } from 'vitest';
import { budgetText, marginOf, thinMargins, toRow, verdictOf } from '../bench/lib/budget.ts';
import { criticalRoundTrips, physicalFloorMs, transferMs } from '../bench/lib/floor.ts';
import { SLOW_4G } from '../bench/lib/network-profile.ts';
import { chunkKeyFor } from '../bench/figures/bundles.ts';
import { compressedSizes, filesForRoute, type Manifest } from '../bench/lib/sizes.ts';
import { frameDurations, percentile, perSecondP95, summarize } from '../bench/lib/stats.ts';

describe('bench: network profile and physical floor', () => {
  it('is Lighthouse slow 4G in DevTools terms (1024-bit kbit)', () => {
    expect(SLOW_4G.rttMs).toBe(562.5);
    expect(SLOW_4G.downBytesPerSecond).toBeCloseTo(188_743.68, 2);
    expect(SLOW_4G.upBytesPerSecond).toBe(86_400);
  });

  it('adds transfer time and round trips', () => {
    expect(transferMs(86_400, SLOW_4G.upBytesPerSecond)).toBe(1000);
    expect(physicalFloorMs({ bytesDown: 188_743.68, roundTrips: 2 }, SLOW_4G)).toBeCloseTo(1000 + 1125, 6);
    expect(physicalFloorMs({ bytesDown: 0, bytesUp: 20 * 1024 * 1024, roundTrips: 0 }, SLOW_4G)).toBeCloseTo(
      242_725.9,
      0,
    );
  });

  it('counts the round trips of the critical path from a waterfall, not the number of requests', () => {
    expect(criticalRoundTrips([])).toBe(0);
    // HTML, then JS and CSS in parallel, then a chunk after the JS: three round trips.
    const waterfall = [
      { start: 0, end: 600 },
      { start: 610, end: 1300 },
      { start: 615, end: 1250 },
      { start: 1310, end: 1900 },
    ];
    expect(criticalRoundTrips(waterfall)).toBe(3);
    expect(
      criticalRoundTrips([
        { start: 0, end: 10 },
        { start: 1, end: 12 },
      ]),
    ).toBe(1);
  });
});

describe('bench: statistics', () => {
  it('interpolates percentiles between ranks', () => {
    expect(percentile([1, 2, 3, 4, 5], 50)).toBe(3);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2.5);
    expect(percentile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 95)).toBeCloseTo(95.5, 6);
    expect(percentile([5, 1, 3], 0)).toBe(1);
    expect(percentile([5, 1, 3], 100)).toBe(5);
    expect(percentile([], 50)).toBeNaN();
    expect(() => percentile([1], 101)).toThrow(RangeError);
  });

  it('summarises runs and turns frame stamps into durations', () => {
    expect(summarize([300, 100, 200])).toEqual({ min: 100, median: 200, max: 300 });
    expect(frameDurations([0, 16, 33, 83])).toEqual([16, 17, 50]);
  });

  it('splits a load window into whole seconds, stragglers counted in the last, empty seconds left out', () => {
    const start = 1_000;
    const second = (offset: number, latencies: number[]) =>
      latencies.map((latency) => ({ at: start + offset, latency }));
    const samples = [
      ...second(10, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]),
      ...second(1_500, [20, 20, 20, 40]),
      ...second(2_999, [7]),
      ...second(3_200, [9]),
    ];
    const p95s = perSecondP95(samples, start, 3);
    expect(p95s).toHaveLength(3);
    [9.55, 37, 8.9].forEach((expected, i) => expect(p95s[i]).toBeCloseTo(expected, 9));
    expect(perSecondP95(second(2_100, [5]), start, 3)).toEqual([5]);
    expect(perSecondP95([], start, 4)).toEqual([]);
  });
});

describe('bench: budgets', () => {
  it('judges the median against a maximum and every run against an exact count', () => {
    expect(verdictOf([100, 400, 200], { max: 200 })).toBe('PASS');
    expect(verdictOf([100, 400, 300], { max: 200 })).toBe('FAIL');
    expect(verdictOf([20, 20], { exact: 20 })).toBe('PASS');
    expect(verdictOf([20, 19], { exact: 20 })).toBe('FAIL');
    expect(verdictOf([Number.NaN], { max: 1 })).toBe('FAIL');
    expect(verdictOf([], { max: 1 })).toBe('FAIL');
    expect(verdictOf([5], undefined)).toBe('INFO');
    expect(toRow({ figure: '2', name: 'x', unit: 'ms', values: [3, 1, 2], budget: { max: 2 } })).toMatchObject({
      min: 1,
      median: 2,
      max: 3,
      verdict: 'PASS',
    });
    expect(budgetText({ max: 50 }, 'ms')).toBe('≤ 50 ms');
  });
});

describe('bench: sizes', () => {
  it('measures gzip and brotli of real compressed output', () => {
    const text = 'export const x = 1;\n'.repeat(500);
    const sizes = compressedSizes(text);
    expect(sizes.raw).toBe(Buffer.byteLength(text));
    expect(sizes.gzip).toBeLessThan(sizes.raw / 10);
    expect(sizes.brotli).toBeLessThan(sizes.gzip);
  });

  it('follows static imports and CSS of a route, not its dynamic imports', () => {
    const manifest: Manifest = {
      'index.html': {
        file: 'static/js/index.js',
        isEntry: true,
        imports: ['_react.js'],
        css: ['static/css/index.css'],
        dynamicImports: ['src/login.tsx', 'src/home.tsx'],
      },
      '_react.js': { file: 'static/js/react.js' },
      'src/login.tsx': { file: 'static/js/login.js', isDynamicEntry: true, imports: ['_form.js', 'index.html'] },
      '_form.js': { file: 'static/js/form.js', css: ['static/css/form.css'] },
      'src/home.tsx': { file: 'static/js/home.js', isDynamicEntry: true },
    };
    const files = filesForRoute(manifest, ['index.html', 'src/login.tsx']);
    expect(files.js.sort()).toEqual([
      'static/js/form.js',
      'static/js/index.js',
      'static/js/login.js',
      'static/js/react.js',
    ]);
    expect(files.css.sort()).toEqual(['static/css/form.css', 'static/css/index.css']);
    expect(() => filesForRoute(manifest, ['src/missing.tsx'])).toThrow(/not in the build manifest/);
  });
});

describe('bench: the chunk of a route module', () => {
  const manifest: Manifest = {
    'index.html': { file: 'static/js/index-a.js', isEntry: true, name: 'index', src: 'index.html' },
    '_shell-b.js': { file: 'static/js/shell-b.js', name: 'shell', imports: ['index.html'] },
    'src/app/pages/notifications-page.tsx': {
      file: 'static/js/notifications-page-c.js',
      name: 'notifications-page',
      src: 'src/app/pages/notifications-page.tsx',
      imports: ['_shell-b.js'],
    },
  };
  it("is the module's own chunk when it has one, else its codeSplitting group's", () => {
    expect(chunkKeyFor(manifest, 'src/app/pages/notifications-page.tsx')).toBe('src/app/pages/notifications-page.tsx');
    expect(chunkKeyFor(manifest, 'src/app/shell-routes.tsx')).toBe('_shell-b.js');
    expect(chunkKeyFor(manifest, 'src/app/pages/home-page.tsx')).toBe('_shell-b.js');
    expect(chunkKeyFor(manifest, 'src/app/pages/login-page.tsx')).toBeNull();
  });
});

describe('bench: margins', () => {
  it('is the share of the max budget left by the median; none for exact budgets or no budget', () => {
    expect(marginOf(toRow({ figure: '4', name: 'x', unit: 'ms', values: [300, 320, 340], budget: { max: 400 } }))).toBe(
      0.2,
    );
    expect(marginOf(toRow({ figure: '8', name: 'x', unit: '', values: [20], budget: { exact: 20 } }))).toBeNull();
    expect(marginOf(toRow({ figure: '6', name: 'x', unit: 'ms', values: [1] }))).toBeNull();
  });

  it('names the rows that pass with less than 10 % to spare, not the failed or roomy ones', () => {
    const rows = [
      toRow({ figure: '9', name: 'thin', unit: 'ms', values: [28], budget: { max: 30 } }),
      toRow({ figure: '9', name: 'roomy', unit: 'ms', values: [20], budget: { max: 30 } }),
      toRow({ figure: '9', name: 'failed', unit: 'ms', values: [31], budget: { max: 30 } }),
    ];
    expect(thinMargins(rows).map((r) => r.name)).toEqual(['thin']);
  });
});

import { describe, expect, it } from 'vitest';
import { overlapping, PhaseClock, WALL_BUDGET_S, wallTimeRows, type Phase } from '../bench/lib/phases.ts';
import { figureOrder, scheduleFigures } from '../bench/lib/schedule.ts';
import { repeat, type BenchContext } from '../bench/lib/context.ts';

describe('bench: phase clock', () => {
  it('times phases from its own origin, also when the work fails', async () => {
    let now = 1_000;
    const clock = new PhaseClock(() => now);
    await clock.time('build', async () => {
      now += 2_500;
    });
    await expect(
      clock.time('seed', async () => {
        now += 500;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(clock.phases).toEqual([
      { name: 'build', startMs: 0, endMs: 2_500 },
      { name: 'seed', startMs: 2_500, endMs: 3_000 },
    ]);
    expect(clock.elapsed()).toBe(3_000);
  });

  it('names the phases that overlapped one, and not those that only touch it', () => {
    const phases: Phase[] = [
      { name: 'seed', startMs: 0, endMs: 50_000 },
      { name: 'build', startMs: 0, endMs: 30_000 },
      { name: 'figure 1', startMs: 50_000, endMs: 55_000 },
      { name: 'figure 8', startMs: 50_000, endMs: 300_000 },
    ];
    expect(overlapping(phases, phases[0] as Phase)).toEqual(['build']);
    expect(overlapping(phases, phases[3] as Phase)).toEqual(['figure 1']);
  });
});

describe('bench: wall-time rows', () => {
  const phases: Phase[] = [
    { name: 'vite build (prod)', startMs: 0, endMs: 31_000 },
    { name: 'stack start and seed', startMs: 0, endMs: 52_000 },
  ];

  it('reports each phase in seconds with its span, and judges a full run against the budget', () => {
    const rows = wallTimeRows(phases, 590_000, true);
    expect(rows.map((r) => [r.name, r.values[0]])).toEqual([
      ['Wall time: vite build (prod)', 31],
      ['Wall time: stack start and seed', 52],
      ['Wall time: whole run', 590],
    ]);
    expect(rows[0]?.note).toBe('0–31 s, concurrent with stack start and seed');
    expect(rows[2]?.budget).toEqual({ max: WALL_BUDGET_S });
  });

  it('leaves a partial run unjudged and says why', () => {
    const total = wallTimeRows(phases, 120_000, false).at(-1);
    expect(total?.budget).toBeUndefined();
    expect(total?.note).toMatch(/partial run/);
  });
});

describe('bench: figure schedule', () => {
  it('runs figure 8 beside 1 (queueing) and 4, 6, 7, 10, 12 (drain), and the first visit, the API load and the relationship graph after it', () => {
    expect(scheduleFigures(undefined, false)).toEqual({
      whileQueueing: ['1'],
      drain: true,
      whileDraining: ['4', '6', '7', '10', '12'],
      after: ['2', '9', '11'],
    });
  });

  it('runs the scale figures (13, 14) only when asked for', () => {
    expect(scheduleFigures('13', false).after).toEqual(['13']);
    expect(scheduleFigures('13,14', false).after).toEqual(['13', '14']);
    expect(scheduleFigures('8,13', false).after).toEqual(['13']);
    expect(scheduleFigures('8,13', false).drain).toBe(true);
  });

  it('keeps the old sequence with --drain-alone or without figure 8', () => {
    expect(scheduleFigures(undefined, true)).toEqual({
      whileQueueing: [],
      drain: false,
      whileDraining: [],
      after: ['1', '2', '4', '6', '7', '8', '9', '10', '11', '12'],
    });
    expect(scheduleFigures('1,3,5,9', false)).toEqual({
      whileQueueing: [],
      drain: false,
      whileDraining: [],
      after: ['1', '2', '4', '9'],
    });
  });

  it('honours --only, with 3 meaning 2 and 5 meaning 4', () => {
    expect(scheduleFigures('8, 5,3', false)).toEqual({
      whileQueueing: [],
      drain: true,
      whileDraining: ['4'],
      after: ['2'],
    });
  });

  it('orders the report by figure number', () => {
    expect(['9', '0', '11', '2', '10'].sort((a, b) => figureOrder(a) - figureOrder(b))).toEqual([
      '0',
      '2',
      '9',
      '10',
      '11',
    ]);
  });
});

describe('bench: repeated runs', () => {
  const ctx = { runs: 5, log: () => {} } as unknown as BenchContext;

  it('discards one warm-up and keeps the run count, or the fewer runs a figure asks for', async () => {
    expect(await repeat(ctx, 'a', async (i) => i)).toEqual([1, 2, 3, 4, 5]);
    expect(await repeat(ctx, 'b', async (i) => i, 2)).toEqual([1, 2]);
  });
});

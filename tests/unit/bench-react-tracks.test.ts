import { describe, expect, it } from 'vitest';
import { describeLongTasks, longTasksWithReact, selfTimes, type TraceEvent } from '../bench/lib/react-tracks.ts';

const stamp = (name: string, start: number, end: number, data: Record<string, unknown>): TraceEvent => ({
  name: 'TimeStamp',
  ph: 'I',
  ts: end,
  pid: 1,
  tid: 1,
  args: { data: { name, start, end, ...data } },
});
const component = (name: string, start: number, end: number) => stamp(name, start, end, { track: 'Components ⚛' });
const scheduler = (phase: string, track: string, start: number, end: number) =>
  stamp(phase, start, end, { track, trackGroup: 'Scheduler ⚛' });
const task = (ts: number, dur: number): TraceEvent => ({ name: 'RunTask', ph: 'X', ts, dur, pid: 1, tid: 1 });

describe('bench: React tracks', () => {
  it('gives each component its own time, children excluded, summed over its instances', () => {
    const spans = [
      { name: 'Page', start: 0, end: 10_000 },
      { name: 'Card', start: 1_000, end: 4_000 },
      { name: 'Text', start: 1_500, end: 2_500 },
      { name: 'Card', start: 5_000, end: 9_000 },
    ];
    expect(selfTimes(spans, 0, 10_000)).toEqual([
      { name: 'Card', self: 6 },
      { name: 'Page', self: 3 },
      { name: 'Text', self: 1 },
    ]);
    // Outside the window: not counted.
    expect(selfTimes(spans, 4_500, 10_000)).toEqual([{ name: 'Card', self: 4 }]);
  });

  it("names a long task's React work from the navigation's start, without the entries that only wait", () => {
    const events: TraceEvent[] = [
      { name: 'navigationStart', ph: 'R', ts: 1_000, pid: 1, tid: 1 },
      task(2_000, 60_000),
      task(70_000, 20_000),
      scheduler('Render', 'Blocking', 3_000, 43_000),
      scheduler('Update Blocked', 'Transition', 2_500, 50_000),
      component('AppLayout', 3_000, 43_000),
      component('Box', 4_000, 34_000),
      { name: 'Layout', ph: 'X', ts: 50_000, dur: 8_000, pid: 1, tid: 1 },
    ];
    const tasks = longTasksWithReact(events, 50);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ at: 1, ms: 60, browser: { Layout: 8 } });
    expect(tasks[0]!.react).toEqual([
      {
        at: 2,
        ms: 40,
        track: 'Blocking',
        phase: 'Render',
        components: [
          { name: 'Box', self: 30 },
          { name: 'AppLayout', self: 10 },
        ],
      },
    ]);
    expect(describeLongTasks(tasks)).toContain('Blocking Render 40.0 ms: Box 30.0, AppLayout 10.0');
  });
});

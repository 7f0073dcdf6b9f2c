/** A Chrome trace event, as far as this reading needs it. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown> };
}

export interface ComponentTime {
  name: string;
  /** ms spent in the component itself, children excluded. */
  self: number;
}

export interface ReactEntry {
  /** ms from the navigation's start. */
  at: number;
  ms: number;
  /** React's lane group: Blocking, Transition, Suspense, Idle… */
  track: string;
  /** The phase: Render, Commit, Cascading Update, Remaining Effects… */
  phase: string;
  components: ComponentTime[];
}

export interface LongTask {
  at: number;
  ms: number;
  /** The React entries that ran during the task. */
  react: ReactEntry[];
  /** ms of the browser's own work in it: style, layout, module evaluation, garbage collection. */
  browser: Record<string, number>;
}

/** The browser work a task's line names besides React's: what a render cannot explain. */
const BROWSER_WORK = ['UpdateLayoutTree', 'Layout', 'Paint', 'v8.evaluateModule', 'ParseHTML', 'MinorGC', 'MajorGC'];

interface Span {
  name: string;
  start: number;
  end: number;
  track: string;
  trackGroup: string;
}

const SCHEDULER_GROUP = 'Scheduler ⚛';
/** Entries that measure waiting (for data, for paint), not work. */
const WAITING = /Blocked|Waiting|Prepared|Suspended/;
const COMPONENTS_TRACK = 'Components ⚛';

/** React's profiling build logs its tracks as TimeStamp events carrying start and end (trace µs) and a track. */
function spans(events: readonly TraceEvent[]): Span[] {
  return events.flatMap((e) => {
    const data = e.args?.data;
    if (e.name !== 'TimeStamp' || !data || typeof data.start !== 'number' || typeof data.end !== 'number') return [];
    const { start, end } = data;
    return [{ name: String(data.name), start, end, track: String(data.track), trackGroup: String(data.trackGroup) }];
  });
}

/** Self time per component name inside [start, end]: each span minus the spans directly inside it. */
export function selfTimes(
  components: readonly Pick<Span, 'name' | 'start' | 'end'>[],
  start: number,
  end: number,
): ComponentTime[] {
  const inside = components
    .filter((c) => c.start >= start && c.end <= end)
    .sort((a, b) => a.start - b.start || b.end - a.end);
  const totals = new Map<string, number>();
  // Sorted by start (outer first), a stack of open spans gives each span its parent.
  const open: { span: Pick<Span, 'name' | 'start' | 'end'>; children: number }[] = [];
  const close = () => {
    const done = open.pop();
    if (!done) return;
    const own = (done.span.end - done.span.start - done.children) / 1000;
    totals.set(done.span.name, (totals.get(done.span.name) ?? 0) + own);
  };
  for (const span of inside) {
    while (open.length > 0 && open[open.length - 1]!.span.end <= span.start) close();
    const parent = open[open.length - 1];
    if (parent) parent.children += span.end - span.start;
    open.push({ span, children: 0 });
  }
  while (open.length > 0) close();
  return [...totals].map(([name, self]) => ({ name, self })).sort((a, b) => b.self - a.self);
}

/**
 * The main thread's tasks longer than `longerThanMs` after the last navigation, each with the React work that began
 * in it: which lane, which phase, and the components that took the time.
 */
export function longTasksWithReact(events: readonly TraceEvent[], longerThanMs: number): LongTask[] {
  const navigation = events.filter((e) => e.name === 'navigationStart').at(-1);
  if (!navigation) throw new Error('the trace has no navigationStart');
  const all = spans(events);
  const scheduler = all.filter((s) => s.trackGroup === SCHEDULER_GROUP);
  const components = all.filter((s) => s.track === COMPONENTS_TRACK);
  const tasks = events.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.ph === 'X' &&
      e.pid === navigation.pid &&
      e.ts >= navigation.ts &&
      (e.dur ?? 0) > longerThanMs * 1000,
  );
  const ms = (us: number) => us / 1000;
  return tasks.map((task) => {
    const end = task.ts + (task.dur ?? 0);
    const react = scheduler
      // Overlapping the task: a cascading update's entry starts where it was scheduled, often a task before.
      .filter((s) => s.end > task.ts && s.start < end && s.end - s.start >= 1000 && !WAITING.test(s.name))
      .map((s) => ({
        at: ms(s.start - navigation.ts),
        ms: ms(s.end - s.start),
        track: s.track,
        phase: s.name,
        components: selfTimes(components, s.start, s.end),
      }));
    const browser: Record<string, number> = {};
    for (const e of events)
      if (
        e.ph === 'X' &&
        e.tid === task.tid &&
        e.pid === task.pid &&
        e.ts >= task.ts &&
        e.ts < end &&
        BROWSER_WORK.includes(e.name)
      )
        browser[e.name] = (browser[e.name] ?? 0) + ms(e.dur ?? 0);
    return { at: ms(task.ts - navigation.ts), ms: ms(task.dur ?? 0), react, browser };
  });
}

/** The tasks as text: one line per task, one per React entry, its five costliest components. */
export function describeLongTasks(tasks: readonly LongTask[]): string {
  const lines: string[] = [];
  for (const task of tasks) {
    const browser = Object.entries(task.browser)
      .filter(([, v]) => v >= 1)
      .map(([k, v]) => `${k} ${v.toFixed(0)}`)
      .join(', ');
    lines.push(`${task.at.toFixed(0).padStart(6)} ms  task ${task.ms.toFixed(0)} ms${browser ? ` (${browser})` : ''}`);
    for (const entry of task.react) {
      const top = entry.components
        .slice(0, 5)
        .map((c) => `${c.name} ${c.self.toFixed(1)}`)
        .join(', ');
      lines.push(`          ${entry.track} ${entry.phase} ${entry.ms.toFixed(1)} ms${top ? `: ${top}` : ''}`);
    }
  }
  return lines.join('\n');
}

import type { RunnerResult } from 'lighthouse';

/** Targets: performance ≥ 95, accessibility and best practices 100; no layout shift, little blocking time. */
export const LIGHTHOUSE_TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
export const METRIC_LIMITS = { 'cumulative-layout-shift': 0.05, 'total-blocking-time': 200 } as const;
export type Category = keyof typeof LIGHTHOUSE_TARGETS;
export const CATEGORIES = Object.keys(LIGHTHOUSE_TARGETS) as Category[];

export interface Finding {
  category: Category;
  id: string;
  title: string;
  score: number | null;
  displayValue?: string;
}

/** One Lighthouse run of one page. */
export interface PageRun {
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Audits of a category that did not pass, and what took the main thread (the cause of a low score). */
  findings: Finding[];
}

/** The metric key under which a run keeps the host's BenchmarkIndex. */
export const BENCHMARK_INDEX = 'benchmark-index';

const METRIC_IDS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const short = (url: string) => url.replace(/^.*\//, '') || 'unattributed';

/** What one Lighthouse result says: scores, metrics and the findings behind a lower score. */
export function readRun(result: RunnerResult): PageRun {
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const failing = CATEGORIES.filter((c) => c !== 'performance').flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit !== undefined && audit.score !== null && audit.score < 1)
      .map((audit) => finding(category, audit!.id, audit!.title, audit!.score, audit!.displayValue)),
  );
  const opportunities = (lhr.categories.performance?.auditRefs ?? [])
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit?.details?.type === 'opportunity' && audit.score !== null && audit.score < 0.9)
    .map((audit) => finding('performance', audit!.id, audit!.title, audit!.score, audit!.displayValue));
  // Where the blocking time goes: the scripts that took the main thread longest.
  const bootup = lhr.audits['bootup-time'];
  const scripts = ((bootup?.details as { items?: Array<{ url: string; scripting: number }> } | undefined)?.items ?? [])
    .slice(0, 3)
    .map((i) => `${short(i.url)} ${i.scripting.toFixed(0)} ms`)
    .join(', ');
  const blocking = bootup
    ? [finding('performance', 'bootup-time', `${bootup.title}: ${scripts}`, bootup.score, bootup.displayValue)]
    : [];
  const longTasks = lhr.audits['long-tasks'];
  const tasks = (
    (longTasks?.details as { items?: Array<{ url: string; duration: number; startTime: number }> } | undefined)
      ?.items ?? []
  ).slice(0, 6);
  const taskList =
    tasks.length > 0
      ? [
          finding(
            'performance',
            'long-tasks',
            `Longest tasks: ${tasks.map((t) => `${t.duration.toFixed(0)} ms at ${t.startTime.toFixed(0)} (${short(t.url)})`).join(', ')}`,
            longTasks?.score ?? null,
          ),
        ]
      : [];
  // Which elements moved: the shifts Lighthouse attributes (the cause of a CLS above zero).
  const shifts = lhr.audits['layout-shifts'] ?? lhr.audits['layout-shift-elements'];
  const shifted = (
    (
      shifts?.details as
        { items?: Array<{ node?: { selector?: string; snippet?: string }; score?: number }> } | undefined
    )?.items ?? []
  )
    .slice(0, 4)
    .map((i) => `${i.node?.selector ?? i.node?.snippet ?? '?'} ${(i.score ?? 0).toFixed(3)}`);
  const shiftList =
    shifted.length > 0
      ? [finding('performance', 'layout-shifts', `Shifted: ${shifted.join('; ')}`, shifts?.score ?? null)]
      : [];
  // A run Lighthouse could not finish (no paint seen, a protocol timeout) scores 0: say why instead of a bare 0.
  const runtime = lhr.runtimeError
    ? [finding('performance', 'runtime-error', `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`, 0)]
    : [];
  return {
    scores,
    metrics: {
      ...Object.fromEntries(METRIC_IDS.map((id) => [id, lhr.audits[id]?.numericValue ?? Number.NaN])),
      // Lighthouse's own CPU benchmark of the host, taken in the audited tab: the simulated 4× is applied to what
      // this host observed, so two machines' scores compare only beside their indexes (docs/performance.md).
      [BENCHMARK_INDEX]: lhr.environment.benchmarkIndex,
    },
    findings: [...runtime, ...failing, ...opportunities, ...blocking, ...taskList, ...shiftList],
  };
}

function finding(category: Category, id: string, title: string, score: number | null, displayValue?: string): Finding {
  return { category, id, title, score, ...(displayValue ? { displayValue } : {}) };
}

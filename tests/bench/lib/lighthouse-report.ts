import { percentile } from './stats.ts';
import {
  BENCHMARK_INDEX,
  CATEGORIES,
  LIGHTHOUSE_TARGETS,
  METRIC_LIMITS,
  type Category,
  type Finding,
  type PageRun,
} from './lighthouse-run.ts';

/** A page over its runs: the median of each score and metric, the findings of its median-performance run. */
export interface PageSummary {
  name: string;
  url: string;
  runs: number;
  scores: Record<Category, number>;
  metrics: Record<string, number>;
  /** Each run's performance score, in run order (the spread behind the median). */
  performanceRuns: number[];
  findings: Finding[];
}

export function summarizeRuns(name: string, url: string, runs: readonly PageRun[]): PageSummary {
  const median = (values: number[]) => percentile(values, 50);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
    Category,
    number
  >;
  const metricIds = Object.keys(runs[0]?.metrics ?? {});
  const metrics = Object.fromEntries(metricIds.map((id) => [id, median(runs.map((r) => r.metrics[id] ?? Number.NaN))]));
  const performanceRuns = runs.map((r) => r.scores.performance);
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  const middle = byPerformance[Math.floor((byPerformance.length - 1) / 2)];
  return { name, url, runs: runs.length, scores, metrics, performanceRuns, findings: middle?.findings ?? [] };
}

/** What keeps a page under its targets ([] when it meets them all). */
export function misses(page: PageSummary): string[] {
  const out: string[] = [];
  for (const c of CATEGORIES)
    if (page.scores[c] < LIGHTHOUSE_TARGETS[c]) out.push(`${c} ${page.scores[c]} < ${LIGHTHOUSE_TARGETS[c]}`);
  for (const [id, limit] of Object.entries(METRIC_LIMITS)) {
    const value = page.metrics[id] ?? Number.NaN;
    if (!(value <= limit)) out.push(`${id} ${value} > ${limit}`);
  }
  return out;
}

export function markdown(pages: readonly PageSummary[], machine: string, date: string): string {
  const lines = [
    `# npm run lighthouse — ${date}`,
    '',
    `Lighthouse (npm package), default mobile profile (simulated slow 4G, 4× CPU), system Chromium; production build served by the app's server; medians of ${pages[0]?.runs ?? 0} runs per page. Machine: ${machine}. Targets: performance ≥ ${LIGHTHOUSE_TARGETS.performance}, accessibility ${LIGHTHOUSE_TARGETS.accessibility}, best practices ${LIGHTHOUSE_TARGETS['best-practices']}, CLS ≤ ${METRIC_LIMITS['cumulative-layout-shift']}, TBT ≤ ${METRIC_LIMITS['total-blocking-time']} ms.`,
    '',
    '| Page | Performance (runs) | Accessibility | Best practices | FCP ms | LCP ms | TBT ms | CLS | Host CPU index | Misses |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...pages.map(
      (p) =>
        `| ${p.name} (${p.url}) | ${p.scores.performance} (${p.performanceRuns.join(', ')}) | ${p.scores.accessibility} | ${p.scores['best-practices']} | ${p.metrics['first-contentful-paint']?.toFixed(0)} | ${p.metrics['largest-contentful-paint']?.toFixed(0)} | ${p.metrics['total-blocking-time']?.toFixed(0)} | ${p.metrics['cumulative-layout-shift']?.toFixed(3)} | ${p.metrics[BENCHMARK_INDEX]?.toFixed(0) ?? '—'} | ${misses(p).join('; ') || '—'} |`,
    ),
    '',
    `Host CPU index: Lighthouse's BenchmarkIndex in the audited tab (median of the page's runs). Lighthouse's mobile profile assumes a host near 1,000 or above; the scores of two machines compare only at similar indexes.`,
    '',
    "Findings of each page's median run (audits that did not pass; performance: opportunities, main-thread work, shifts):",
    '',
    ...pages.flatMap((p) =>
      p.findings.length === 0
        ? [`- ${p.name}: none`]
        : p.findings.map(
            (f) => `- ${p.name}, ${f.category}: ${f.id} — ${f.title}${f.displayValue ? ` (${f.displayValue})` : ''}`,
          ),
    ),
  ];
  return `${lines.join('\n')}\n`;
}

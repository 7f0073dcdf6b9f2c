import { stat } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import type { ExtractExport, ExtractRow } from '../../../src/contract/extract.ts';
import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../../src/contract/api-marker.ts';
import { UNIT_PRICE_CENTAVOS } from '../../../src/contract/constants/billing.ts';
import { BALANCE_PLAN_TYPES } from '../../../src/contract/constants/plans.ts';
import type { Measurement } from '../lib/budget.ts';
import { openBenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { signInThroughForm } from '../lib/sign-in.ts';

const ROWS = 10_000;
/** The demo admin: org 590 and its holder, a BILLING_PROFILES member. */
const USER = 'admin@exemplo.test';
const NAMES = [
  'Maria José da Conceição',
  'João Araújo Gonçalves',
  'Construtora Sé Ltda.',
  'Ana Lúcia Pereira; "Filial"',
  'Raimundo Nonato',
];

/** 10,000 extract rows, deterministic: every plan type, accents, a ';' and quotes to escape, dates over a year. */
export function syntheticExtract(rows = ROWS): ExtractExport {
  const result: ExtractRow[] = [];
  let totalAmount = 0;
  for (let i = 0; i < rows; i++) {
    const type = BALANCE_PLAN_TYPES[i % BALANCE_PLAN_TYPES.length] ?? 'Consulta';
    const unitPrice = UNIT_PRICE_CENTAVOS[type];
    totalAmount += unitPrice;
    result.push({
      id: i + 1,
      type,
      document: String(10_000_000_000 + ((i * 7_919) % 89_999_999_999)).padStart(11, '0'),
      documentName: NAMES[i % NAMES.length] ?? null,
      consume: 1,
      date: new Date(Date.UTC(2026, 0, 1) + ((i * 3_137_777) % (365 * 86_400_000))).toISOString(),
      planId: 1 + (i % 4),
      userName: i % 9 === 0 ? null : 'Ana Moraes',
      unitPrice,
      amount: unitPrice,
    });
  }
  return { result, total: rows, totalAmount, truncated: false };
}

interface ExportRun {
  /** Click on "Exportar …" → the file handed to the browser (fetch of the rows, worker parse and write, save). */
  ms: number;
  /** The longest main-thread task in that time (Long Tasks API: only tasks over 50 ms are reported; 0 = none). */
  longestTaskMs: number;
  /** Each long task as 'start after the click + duration' ms, to tell where it fell. */
  tasks: string[];
  bytes: number;
}

/** One export through the real screen; the rows come from a route that answers GET …/extract/all with `body`. */
async function exportOnce(page: Page, label: 'Exportar XLSX' | 'Exportar CSV'): Promise<ExportRun> {
  await page.evaluate(() => {
    const w = window as unknown as {
      __exportBench?: { tasks: PerformanceEntry[]; saved: number; clicked: number; observer: PerformanceObserver };
    };
    w.__exportBench?.observer.disconnect();
    const state = {
      tasks: [] as PerformanceEntry[],
      saved: 0,
      clicked: 0,
      observer: new PerformanceObserver((list) => state.tasks.push(...list.getEntries())),
    };
    state.observer.observe({ type: 'longtask' });
    w.__exportBench = state;
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function patched(this: HTMLAnchorElement) {
      if (this.download) state.saved = performance.now();
      click.call(this);
    };
    document.addEventListener('click', () => (state.clicked ||= performance.now()), { capture: true, once: true });
  });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: label }).click();
  const download = await downloading;
  const bytes = (await stat((await download.path()) ?? '')).size;
  const { ms, longestTaskMs, tasks } = await page.evaluate(() => {
    const state = (
      window as unknown as { __exportBench: { tasks: PerformanceEntry[]; saved: number; clicked: number } }
    ).__exportBench;
    const during = state.tasks.filter((t) => t.startTime + t.duration >= state.clicked && t.startTime <= state.saved);
    return {
      ms: state.saved - state.clicked,
      longestTaskMs: Math.max(0, ...during.map((t) => t.duration)),
      tasks: during.map((t) => `${Math.round(t.startTime - state.clicked)}+${Math.round(t.duration)}`),
    };
  });
  await page.getByTestId('extract-export-done').waitFor();
  return { ms, longestTaskMs, tasks, bytes };
}

/**
 * Figure 10: the whole extract of 10,000 rows exported from the Extrato screen at 4× CPU, as XLSX (budget 1.5 s) and
 * CSV (300 ms), with no main-thread task over 50 ms: the rows travel as an unparsed Blob to the spreadsheet worker,
 * which parses them and writes the file. The rows come from a route answering GET …/extract/all (the seed has ~230).
 */
export async function extractExportFigure(ctx: BenchContext): Promise<Measurement[]> {
  const bench = await openBenchPage(ctx.browser, ctx.stack.url, { throttle: 'off', serviceWorkers: 'block' });
  const body = JSON.stringify(syntheticExtract());
  try {
    await bench.page.route(/\/extract\/all(\?|$)/, (route) =>
      // With the API's marker: an answer without it is taken for a captive portal ("Sem conexão com o servidor").
      route.fulfill({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        headers: { [API_MARKER_HEADER]: API_MARKER_VALUE },
        body,
      }),
    );
    await signInThroughForm(bench.page, USER);
    await bench.page.goto('/extrato');
    await bench.page.getByTestId('extract-row').first().waitFor();
    await bench.throttle('cpu');
    const xlsx = await repeat(ctx, 'extract export XLSX', () => exportOnce(bench.page, 'Exportar XLSX'));
    const csv = await repeat(ctx, 'extract export CSV', () => exportOnce(bench.page, 'Exportar CSV'));
    const note = `${ROWS.toLocaleString('en')} rows (${(body.length / 1e6).toFixed(1)} MB of JSON from a route), 4× CPU; the warm-up run starts the worker`;
    return [
      {
        figure: '10',
        name: `Extract export: ${ROWS} rows to XLSX`,
        unit: 'ms',
        values: xlsx.map((r) => r.ms),
        budget: { max: 1500 },
        note: `${note}; file ${Math.round((xlsx[0]?.bytes ?? 0) / 1024)} KiB`,
      },
      {
        figure: '10',
        name: 'Extract export XLSX: longest main-thread task',
        unit: 'ms',
        values: xlsx.map((r) => r.longestTaskMs),
        budget: { max: 50 },
        note: `Long Tasks API (0 = no task over 50 ms); tasks (ms after the click + duration): ${xlsx.map((r) => r.tasks.join(' ') || '—').join(' | ')}`,
      },
      {
        figure: '10',
        name: `Extract export: ${ROWS} rows to CSV`,
        unit: 'ms',
        values: csv.map((r) => r.ms),
        budget: { max: 300 },
        note: `file ${Math.round((csv[0]?.bytes ?? 0) / 1024)} KiB`,
      },
      {
        figure: '10',
        name: 'Extract export CSV: longest main-thread task',
        unit: 'ms',
        values: csv.map((r) => r.longestTaskMs),
        budget: { max: 50 },
        note: `tasks: ${csv.map((r) => r.tasks.join(' ') || '—').join(' | ')}`,
      },
    ];
  } finally {
    await bench.close();
  }
}

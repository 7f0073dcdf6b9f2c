import { spawnSync } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import type { Measurement } from './budget.ts';
import { percentile } from './stats.ts';

const PAGE = 4096;

/**
 * What one first touch of fresh memory costs here, in µs per 4 KiB page: a child process allocates `megabytes` and
 * writes one byte per page. A hot loop (Lighthouse's BenchmarkIndex) does not see it, but every page load, V8 heap
 * growth and API request that allocates does. On 2026-11-28 a machine with a BenchmarkIndex of ~2,100 took 11–15 µs
 * a page, and its browser and API figures were 2–4 × the reference run's (docs/performance.md).
 */
export function freshMemoryMicrosPerPage(megabytes = 256): number {
  const script = `
    const bytes = ${megabytes} * 1024 * 1024;
    const start = process.hrtime.bigint();
    const memory = new Uint8Array(bytes);
    for (let i = 0; i < bytes; i += ${PAGE}) memory[i] = 1;
    const ns = Number(process.hrtime.bigint() - start);
    process.stdout.write(String(ns / 1000 / (bytes / ${PAGE})));
  `;
  const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const value = Number(child.stdout);
  if (child.status !== 0 || !Number.isFinite(value)) throw new Error(`fresh memory probe failed: ${child.stderr}`);
  return value;
}

/** Lighthouse's BenchmarkIndex in an unthrottled page of `browser` (≥ 1,000 is what its mobile profile assumes). */
export async function chromiumBenchmarkIndex(browser: Browser): Promise<number> {
  const page = await browser.newPage();
  try {
    await page.setContent('<p>calibration</p>');
    return Number(await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`));
  } finally {
    await page.close();
  }
}

/** The machine's two calibration rows (INFO): read beside the figures, they say whether this machine can judge them. */
export async function machineMeasurements(browser: Browser, runs = 3): Promise<Measurement[]> {
  const memory = Array.from({ length: runs }, () => freshMemoryMicrosPerPage());
  const index: number[] = [];
  for (let run = 0; run < runs; run++) index.push(await chromiumBenchmarkIndex(browser));
  return [
    {
      figure: '0',
      name: 'Machine: first touch of fresh memory',
      unit: 'µs/page',
      values: memory,
      note: `256 MiB in a child process, one write per 4 KiB page (median ${percentile(memory, 50).toFixed(2)} µs); page loads and heap growth pay it: compare it before comparing two machines' figures`,
    },
    {
      figure: '0',
      name: "Machine: Lighthouse's BenchmarkIndex (Chromium, unthrottled)",
      unit: 'index',
      values: index,
      note: 'a hot loop: the 4× CPU slowdown assumes ≥ 1,000; it does not see the cost of fresh memory (row above)',
    },
  ];
}

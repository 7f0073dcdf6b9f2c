import type { Browser } from '@playwright/test';
import type { Measurement } from './budget.ts';
import type { SecondDatabase } from './postgres-stack.ts';
import type { BenchStack } from './stack-process.ts';

export interface BenchContext {
  stack: BenchStack;
  browser: Browser;
  /** Measured runs per figure, after one warm-up run. */
  runs: number;
  /** The production build (no bench hook): what the bundle figures weigh. */
  prodDist: string;
  log: (message: string) => void;
  /** Figure 9's stack on a scratch PostgreSQL cluster (started in the background at the run's start), or why none. */
  secondDatabase: Promise<SecondDatabase>;
}

export type Figure = (ctx: BenchContext) => Promise<Measurement[]>;

/** One warm-up run (discarded), then `runs` measured ones (the run's count unless a figure asks for fewer). */
export async function repeat<T>(
  ctx: BenchContext,
  label: string,
  run: (index: number) => Promise<T>,
  runs = ctx.runs,
): Promise<T[]> {
  const results: T[] = [];
  for (let i = 0; i <= runs; i++) {
    const started = Date.now();
    const result = await run(i);
    // The figure's own value beside the run's wall time, when it is a number: a slow run shows which one it was.
    const value = typeof result === 'number' ? ` (measured ${result.toFixed(0)})` : '';
    ctx.log(`  ${label} ${i === 0 ? 'warm-up' : `run ${i}/${runs}`}: ${Date.now() - started} ms${value}`);
    if (i > 0) results.push(result);
  }
  return results;
}

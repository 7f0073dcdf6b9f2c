import type { Measurement } from './budget.ts';

/** One timed step of a run (a build, the seed, a figure), in ms since the run started. */
export interface Phase {
  name: string;
  startMs: number;
  endMs: number;
}

/** The whole of `npm run bench` must fit in 10 minutes on a 2-core machine (issue 6). */
export const WALL_BUDGET_S = 600;

/** Records phases against one clock; phases may overlap (builds with the seed, figure 8 with others). */
export class PhaseClock {
  readonly phases: Phase[] = [];
  readonly #now: () => number;
  readonly #origin: number;

  constructor(now: () => number = Date.now) {
    this.#now = now;
    this.#origin = now();
  }

  /** Ms since the clock started. */
  elapsed(): number {
    return this.#now() - this.#origin;
  }

  /** Adds a phase that started at `startMs` (from elapsed()) and ends now. */
  end(name: string, startMs: number): Phase {
    const phase = { name, startMs, endMs: this.elapsed() };
    this.phases.push(phase);
    return phase;
  }

  /** Runs `work` as phase `name`; the phase is recorded even when the work fails. */
  async time<T>(name: string, work: () => Promise<T>): Promise<T> {
    const start = this.elapsed();
    try {
      return await work();
    } finally {
      this.end(name, start);
    }
  }
}

/** The names of the phases that ran at the same time as `phase` for any length of time. */
export function overlapping(phases: readonly Phase[], phase: Phase): string[] {
  return phases.filter((p) => p !== phase && p.startMs < phase.endMs && phase.startMs < p.endMs).map((p) => p.name);
}

/**
 * One row per phase (its wall time, with what ran beside it) and one for the whole run. The whole run is judged
 * against WALL_BUDGET_S only when it is a full run (every figure, 5 runs, builds, full seed): a partial run is INFO.
 */
export function wallTimeRows(phases: readonly Phase[], totalMs: number, fullRun: boolean): Measurement[] {
  const rows: Measurement[] = phases.map((phase) => {
    const beside = overlapping(phases, phase);
    return {
      figure: '0',
      name: `Wall time: ${phase.name}`,
      unit: 's',
      values: [(phase.endMs - phase.startMs) / 1000],
      note: `${(phase.startMs / 1000).toFixed(0)}–${(phase.endMs / 1000).toFixed(0)} s${beside.length > 0 ? `, concurrent with ${beside.join(', ')}` : ''}`,
    };
  });
  rows.push({
    figure: '0',
    name: 'Wall time: whole run',
    unit: 's',
    values: [totalMs / 1000],
    ...(fullRun ? { budget: { max: WALL_BUDGET_S } } : {}),
    ...(fullRun
      ? {}
      : {
          note: `partial run (--only, --runs, --skip-build or a smaller seed): the ≤ ${WALL_BUDGET_S} s budget applies to the full npm run bench`,
        }),
  });
  return rows;
}

/** Every figure module by the id it is selected with; 3 comes with 2 and 5 with 4. */
export const FIGURE_IDS = ['1', '2', '4', '6', '7', '8', '9', '10', '11', '12', '13', '14'] as const;

/**
 * Scale figures, run only when asked for (`--only 13,14`): minutes of work on their own database, outside the default
 * run's wall-time budget (13: 100,000 court communications; 14: a 1,000,000-row list and 10,000 screenings).
 */
export const OPT_IN_FIGURES: readonly string[] = ['13', '14'];

/** Figures measured by a module named after another (2 also gives 3; 4 also gives 5). */
export const ALIASES: Record<string, string> = { '3': '2', '5': '4' };

export interface Schedule {
  /** Run in order while figure 8 signs in and queues its uploads (or first, when figure 8 is not beside them). */
  whileQueueing: string[];
  /** Whether figure 8 runs in the background, in its own browser. */
  drain: boolean;
  /** Run in order while figure 8 drains over the emulated uplink. */
  whileDraining: string[];
  /** Run in order once figure 8 has finished. */
  after: string[];
}

/**
 * Figure 8 spends ~245 s on the emulated 675 kbit/s uplink; alone after the others it made the run ~870 s, so it runs
 * beside other figures, in a browser of its own (its own network emulation, its own renderer):
 * - its queueing (sign-in, 20 × 1 MiB through the form) runs beside figure 1 only, which reads byte counts from disk;
 * - its drain runs beside 4/5, then 6, 7, 10 and 12; 2/3 (first visit), 9 (API load) and 11 (the graph's pan frames,
 *   the figure with the least margin that a neighbour could tip) run after it, alone.
 * Measured on 2026-11-22, 2 cores at load average 9–17 from other work: the drain is not idle waiting. Its renderer
 * used 0.83 of a core for the whole drain (/proc, `--only 8`), so whatever runs beside it shares the CPU with it,
 * and it with them: the drain took 277–282 s alone and 289–302 s beside others (1.14–1.16 → 1.19–1.24 × floor);
 * figure 4's median went 1.77–2.09 → 2.27–3.0 s beside it, while figure 7 swung 375 ↔ 674 ms between two runs with
 * no drain at all. No order is free of that. 4/5 goes first because it waits on the slow-4G link and loses the least
 * wall time beside the drain (157 s alone, 173 s beside); 6, CPU-bound, took 139 s when it met only the drain's end
 * and 189–191 s when it started beside it (whole runs 556–593 s against 596–617 s). The first visit and the API load stay
 * clean, as asked. `drainAlone` runs figure 8 after 7 instead (the old order, ~850 s) to take its figure, or 4–7's,
 * undisturbed. Found later (2026-11-22, 17:55): most of that core was not the app but Chromium's CPU slowdown, which
 * busy-waits (an idle page at 4× took 0.87 of a core, at 1× 0.08); beside other figures the drain page now runs on
 * the slow-4G network without the CPU slowdown (outbox-drain.ts `cpuSlowdown`), alone with it.
 */
export function scheduleFigures(only: string | undefined, drainAlone: boolean): Schedule {
  const selected = only ? new Set(only.split(',').map((f) => ALIASES[f.trim()] ?? f.trim())) : null;
  const pick = (ids: readonly string[]) =>
    ids.filter((id) => (selected ? selected.has(id) : !OPT_IN_FIGURES.includes(id)));
  if (drainAlone || !pick(['8']).length) {
    return { whileQueueing: [], drain: false, whileDraining: [], after: pick(FIGURE_IDS) };
  }
  return {
    // Not 10 (tried 2026-11-30): the queueing writes 20 MiB through the form, and beside it the CSV export took
    // 465–537 ms against 201 ms beside the drain (≤ 300).
    whileQueueing: pick(['1']),
    drain: true,
    // 10 and 12 since 2026-11-29: after 7 the run waited ~40 s for the drain's end with nothing beside it (the whole
    // run 607–610 s against 600); both are browser figures with 20 % or more of margin, as 7 is.
    whileDraining: pick(['4', '6', '7', '10', '12']),
    // 13 and 14 (court data, the lists) run in this process, CPU-bound: last, alone.
    after: pick(['2', '9', '11', '13', '14']),
  };
}

/** Report order: by figure number (0 = the run itself) whatever order the figures ran in. */
export function figureOrder(figure: string): number {
  const n = Number(figure);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

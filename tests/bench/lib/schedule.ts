/** Every figure module by the id it is selected with; 3 comes with 2 and 5 with 4. */
export const FIGURE_IDS = ['1', '2', '4', '6', '7', '8', '9'] as const;

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
 * Figure 8 spends ~245 s waiting on the emulated 675 kbit/s uplink, so it runs beside other figures, in a browser of
 * its own (its own network service, its own renderer):
 * - its queueing (sign-in, 20 × 1 MiB through the form, IndexedDB writes: the busy part) runs beside figure 1 only,
 *   which reads byte counts from disk and has no clock in it;
 * - its drain runs beside 6, 7 and 2/3. Each upload ends in a 1 MiB insert on the stack's one event loop (PGlite
 *   runs on it), so it competes with figures that wait on the API. Measured on 2026-11-22 (load average 9–13 from
 *   other work, 20,000 processes): with the drain beside 4/5 and 6, figure 4's median went 1.77–1.96 → 2.27 s and
 *   figure 5's 1.17–1.61 → 2.40 s, and the drain itself 277 s alone → 289 s (296 s at 100,000 processes, over its
 *   1.2 × floor budget), while figure 6 (IndexedDB and rendering only, no API) did not move (10,000-row restore
 *   1.62 → 1.26 s, longest task 86–109 → 140 ms, both within its run-to-run spread). So 4/5, whose every visit loads
 *   org 590's 70,000-process list from the API, runs after the drain; 6 (no API), 7 (org 245's small list) and 2/3
 *   (static files and the sign-in) fill the drain's window;
 * - figure 9 (50 connections on the API, the server's CPU is the figure) runs last, alone.
 * `drainAlone` runs figure 8 in sequence instead, after 7 (the old order), to compare.
 */
export function scheduleFigures(only: string | undefined, drainAlone: boolean): Schedule {
  const selected = only ? new Set(only.split(',').map((f) => ALIASES[f.trim()] ?? f.trim())) : null;
  const pick = (ids: readonly string[]) => ids.filter((id) => !selected || selected.has(id));
  if (drainAlone || !pick(['8']).length) {
    return { whileQueueing: [], drain: false, whileDraining: [], after: pick(FIGURE_IDS) };
  }
  return { whileQueueing: pick(['1']), drain: true, whileDraining: pick(['6', '7', '2']), after: pick(['4', '9']) };
}

/** Report order: by figure number (0 = the run itself) whatever order the figures ran in. */
export function figureOrder(figure: string): number {
  const n = Number(figure);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

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
 * - its drain runs beside figures 4/5, 6 and 7. The drain keeps the server busy with one multipart upload at a time
 *   at 86 KB/s and its page idle; the medians of 4–7 measured with and without it in the same minutes stayed within
 *   run-to-run noise (numbers in the commit that made this choice);
 * - figure 9 (50 connections on the API, the server's CPU is the figure) and the first visit (2/3, the figure most
 *   sensitive to anything else on the link or the CPU) run after it, alone.
 * `drainAlone` runs figure 8 in sequence instead, after 7 (the old order), to compare.
 */
export function scheduleFigures(only: string | undefined, drainAlone: boolean): Schedule {
  const selected = only ? new Set(only.split(',').map((f) => ALIASES[f.trim()] ?? f.trim())) : null;
  const pick = (ids: readonly string[]) => ids.filter((id) => !selected || selected.has(id));
  if (drainAlone || !pick(['8']).length) {
    return { whileQueueing: [], drain: false, whileDraining: [], after: pick(FIGURE_IDS) };
  }
  return { whileQueueing: pick(['1']), drain: true, whileDraining: pick(['4', '6', '7']), after: pick(['2', '9']) };
}

/** Report order: by figure number (0 = the run itself) whatever order the figures ran in. */
export function figureOrder(figure: string): number {
  const n = Number(figure);
  return Number.isFinite(n) ? n : Number.MAX_SAFE_INTEGER;
}

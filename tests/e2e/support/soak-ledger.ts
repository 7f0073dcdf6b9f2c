/** A seeded pseudo-random source (mulberry32): the same seed replays the same soak. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** `items` in a seeded order (Fisher–Yates). */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

export interface SoakFigures {
  seed: number;
  cycles: number;
  /** Markers the app took (queued or sent): each must end on the server exactly once. */
  created: number;
  accepted: number;
  lost: number;
  duplicated: number;
  /** Still waiting in the outbox after the network, the API and the session were all back. */
  stuck: number;
  /** Files the server refused (415): parked with the reason, never on the server. */
  refused: number;
  refusedOnServer: number;
  pageErrors: number;
  actions: Record<string, number>;
  seconds: number;
}

/**
 * What became of every marker. `onServer` counts each text on the server; `waiting` are the texts still in the
 * outbox, not parked.
 */
export function reconcile(
  created: readonly string[],
  refused: readonly string[],
  onServer: readonly string[],
  waiting: ReadonlySet<string>,
): Pick<SoakFigures, 'created' | 'accepted' | 'lost' | 'duplicated' | 'stuck' | 'refused' | 'refusedOnServer'> & {
  problems: string[];
} {
  const counts = new Map<string, number>();
  for (const text of onServer) counts.set(text, (counts.get(text) ?? 0) + 1);
  const problems: string[] = [];
  let accepted = 0;
  let lost = 0;
  let duplicated = 0;
  let stuck = 0;
  for (const text of created) {
    const n = counts.get(text) ?? 0;
    if (n === 1) accepted += 1;
    if (n > 1) {
      duplicated += 1;
      problems.push(`duplicated ×${n}: ${text}`);
    }
    if (n === 0 && waiting.has(text)) {
      stuck += 1;
      problems.push(`stuck: ${text}`);
    } else if (n === 0) {
      lost += 1;
      problems.push(`lost: ${text}`);
    }
  }
  const refusedOnServer = refused.filter((text) => counts.has(text)).length;
  if (refusedOnServer) problems.push(`${refusedOnServer} refused file(s) on the server`);
  return {
    created: created.length,
    accepted,
    lost,
    duplicated,
    stuck,
    refused: refused.length,
    refusedOnServer,
    problems,
  };
}

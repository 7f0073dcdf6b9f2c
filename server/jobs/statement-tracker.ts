import type { QueryResult } from '../db/db.ts';

type ExecuteSql = (text: string, values?: unknown[]) => Promise<QueryResult<Record<string, unknown>>>;

export interface StatementTracker {
  /** The bridge pg-boss runs its SQL through, counted. */
  executeSql: ExecuteSql;
  /**
   * Resolves once no statement is in flight and none started during one more turn of `quietMs`, or at the deadline.
   * pg-boss completes and fails jobs without awaiting them, and its timekeeper's worker (scheduled jobs) is not
   * waited for by its stop: closing the pool before they ran made them reject with nobody to catch it.
   */
  settled(options?: { quietMs?: number; timeoutMs?: number }): Promise<void>;
}

export function trackStatements(executeSql: ExecuteSql): StatementTracker {
  let inFlight = 0;
  let issued = 0;
  return {
    async executeSql(text, values) {
      inFlight += 1;
      issued += 1;
      try {
        return await executeSql(text, values);
      } finally {
        inFlight -= 1;
      }
    },
    async settled({ quietMs = 20, timeoutMs = 10_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const before = issued;
        await new Promise((resolve) => setTimeout(resolve, quietMs));
        // A statement that ends starts the next of its chain within the same turn (microtasks), so a whole quiet turn
        // with nothing in flight means the chain is over.
        if (inFlight === 0 && issued === before) return;
        if (Date.now() > deadline) return;
      }
    },
  };
}

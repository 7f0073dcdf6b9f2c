import { describe, expect, it } from 'vitest';
import { trackStatements } from '../../server/jobs/statement-tracker.ts';

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the job queue waits for its own statements before the database closes', () => {
  it('settles only after a statement chained, un-awaited, on the end of another (pg-boss completing a job)', async () => {
    const ran: string[] = [];
    const tracker = trackStatements(async (text) => {
      await later(30);
      ran.push(text);
      return { rows: [] };
    });
    // As pg-boss's worker does: the handler's statement, then complete() without awaiting it.
    void tracker.executeSql('fetch').then(() => void tracker.executeSql('complete'));
    await tracker.settled({ quietMs: 5 });
    expect(ran).toEqual(['fetch', 'complete']);
  });

  it('settles at once when nothing runs, and gives up at the deadline when something never ends', async () => {
    const idle = trackStatements(async () => ({ rows: [] }));
    const started = Date.now();
    await idle.settled({ quietMs: 5 });
    expect(Date.now() - started).toBeLessThan(1_000);

    const stuck = trackStatements(() => new Promise(() => undefined));
    void stuck.executeSql('select pg_sleep(3600)');
    const before = Date.now();
    await stuck.settled({ quietMs: 5, timeoutMs: 100 });
    expect(Date.now() - before).toBeGreaterThanOrEqual(100);
  });
});

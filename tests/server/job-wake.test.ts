import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { createJobQueue, type JobHandlers, type JobQueue } from '../../server/jobs/job-queue.ts';
import { JOB_NAMES, type JobPayloads } from '../../server/jobs/job-types.ts';
import { openTestDatabase } from './helpers/test-database.ts';

/**
 * A job reaches its worker by a wake-up, not by the idle poll: after the commit of the transaction that queued it,
 * and one after the other when several are queued at once. The idle poll here is 60 s, longer than any wait below,
 * so a job left to the poll fails the test.
 */
const IDLE_POLL_S = 60;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms`);
    await sleep(10);
  }
}

describe('the database runs work after a commit', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    await db.exec('CREATE TABLE after_commit_probe (id int)');
  });
  afterAll(async () => {
    await db?.close();
  });

  it('after the outermost commit (nested ones wait for it), never after a rollback, at once outside one', async () => {
    const seen: string[] = [];
    const count = async () =>
      (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM after_commit_probe')).rows[0]!.n;
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO after_commit_probe VALUES ($1)', [1]);
      tx.afterCommit(() => seen.push('outer'));
      await tx.transaction(async (inner) => {
        inner.afterCommit(() => seen.push('nested'));
      });
      // Not yet: the transaction is still open.
      expect(seen).toEqual([]);
    });
    expect(seen).toEqual(['outer', 'nested']);
    expect(await count()).toBe(1);

    await expect(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO after_commit_probe VALUES ($1)', [2]);
        tx.afterCommit(() => seen.push('rolled back'));
        throw new Error('desfeita');
      }),
    ).rejects.toThrow('desfeita');
    expect(seen).toEqual(['outer', 'nested']);
    expect(await count()).toBe(1);

    db.afterCommit(() => seen.push('outside'));
    expect(seen).toEqual(['outer', 'nested', 'outside']);
  });

  it('a hook that throws neither fails the committed transaction nor stops the next hook', async () => {
    const seen: string[] = [];
    await db.transaction(async (tx) => {
      tx.afterCommit(() => {
        throw new Error('falha do gancho');
      });
      tx.afterCommit(() => seen.push('next'));
    });
    expect(seen).toEqual(['next']);
  });
});

describe('the job queue wakes its worker instead of waiting for the idle poll', () => {
  let db: Db;
  let queue: JobQueue;
  const ran: number[] = [];

  beforeAll(async () => {
    db = await openTestDatabase();
    queue = createJobQueue(db, { pollingIntervalSeconds: IDLE_POLL_S, retryDelaySeconds: 0 });
    const idle = { run: async () => undefined };
    const handlers = Object.fromEntries(JOB_NAMES.map((name) => [name, idle])) as unknown as JobHandlers;
    handlers['push-send'] = {
      async run(payload: JobPayloads['push-send']) {
        // Long enough for every send of a burst to land while the first job runs.
        await sleep(50);
        ran.push(payload.organizationId);
      },
    };
    await queue.start(handlers);
    // The workers' first polls are behind them: from here on only a wake-up or the 60 s poll finds a job.
    await sleep(500);
  });
  afterAll(async () => {
    await queue?.stop();
    await db?.close();
  });

  it('runs a job queued in a transaction right after its commit, however long the transaction stayed open', async () => {
    const sentAt = Date.now();
    await db.transaction(async (tx) => {
      await queue.send('push-send', { organizationId: 1, notificationIds: [] }, { db: tx });
      // Longer than any fixed guess at when the sender commits.
      await sleep(700);
    });
    expect(Date.now() - sentAt).toBeGreaterThanOrEqual(700);
    await until(() => ran.includes(1), 5_000);
  });

  it('works through a burst back to back, not one job per poll', async () => {
    const burst = [11, 12, 13, 14, 15];
    for (const organizationId of burst) await queue.send('push-send', { organizationId, notificationIds: [] });
    await until(() => burst.every((id) => ran.includes(id)), 5_000);
  });
});

import { spawn } from 'node:child_process';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { openDatabase } from '../../server/db/open-database.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import type { JobHandlers } from '../../server/jobs/job-queue.ts';
import { seed } from '../../server/seed/seed.ts';
import { TEST_APP_CONFIG } from './helpers/test-app.ts';
import { createTestIdentity } from './helpers/tokens.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/**
 * A PostgreSQL server restarted while jobs are queued and one is running: nothing is lost, the queue reconnects.
 * Needs a scratch cluster this test may restart: TEST_DATABASE_URL (a database it may create others in) and
 * TEST_PG_DATA (its data folder; TEST_PG_BIN the folder of pg_ctl, TEST_PG_USER the account that runs it).
 */
const url = process.env['TEST_DATABASE_URL'];
const dataDir = process.env['TEST_PG_DATA'];
// It restarts the cluster: only when scripts/run-tests.mjs runs it alone, after the rest of the PostgreSQL stage.
const alone = process.env['TEST_PG_RESTART'] === '1';

/** Waits for the command's exit only: the restarted server keeps no pipe of ours open (stdio ignored). */
const run = (command: string, args: string[]) =>
  new Promise<void>((resolve, reject) => {
    spawn(command, args, { stdio: 'ignore' })
      .on('error', reject)
      .on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });

/** Asynchronously, so the API's event loop sees its connections drop meanwhile (as it would in production). */
async function restartCluster(): Promise<void> {
  const pgCtl = `${process.env['TEST_PG_BIN'] ?? '/usr/lib/postgresql/15/bin'}/pg_ctl`;
  const args = ['-D', dataDir!, '-l', `${dataDir!}/restart.log`, '-w', '-m', 'fast', 'restart'];
  const user = process.env['TEST_PG_USER'];
  if (user) await run('su', [user, '-s', '/bin/sh', '-c', [pgCtl, ...args].map((a) => `'${a}'`).join(' ')]);
  else await run(pgCtl, args);
}

describe.skipIf(!url || !dataDir || !alone)(
  'job queue on PostgreSQL across a server restart (needs TEST_DATABASE_URL, TEST_PG_DATA and TEST_PG_RESTART=1: npm test runs it last in its PostgreSQL stage)',
  () => {
    const database = `jobs_restart_${process.pid}`;
    const scratchUrl = () => {
      const u = new URL(url!);
      u.pathname = `/${database}`;
      return u.toString();
    };
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    let db: Db;
    let app: App;
    const gate = { held: false, release: () => undefined as void };
    const identity = createTestIdentity();

    beforeAll(async () => {
      await admin(`DROP DATABASE IF EXISTS ${database}`);
      await admin(`CREATE DATABASE ${database}`);
      db = await openDatabase({ url: scratchUrl() });
      await migrate(db);
      await seed(db, { processes: 5 });
      // The first report's job holds until released: it is running while the server restarts.
      const wrapHandlers = (handlers: JobHandlers): JobHandlers => ({
        ...handlers,
        'generated-report': {
          ...handlers['generated-report'],
          async run(payload, context) {
            if (!gate.held) {
              gate.held = true;
              await new Promise<void>((resolve) => {
                gate.release = resolve;
              });
            }
            await handlers['generated-report'].run(payload, context);
          },
        },
      });
      app = await buildApp({
        db,
        verifier: identity.verifier,
        appConfig: TEST_APP_CONFIG,
        jobs: { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5, wrapHandlers },
      });
      await app.ready();
    }, 120_000);

    afterAll(async () => {
      gate.release();
      await app?.close();
      await db?.close();
      await admin(`DROP DATABASE IF EXISTS ${database}`);
    });

    it('reports queued and running before a restart are all READY after it, each job completed once', async () => {
      const ask = async () => {
        const res = await app.inject({
          method: 'POST',
          url: `/v2/organization/${DEMO_ORGS.moraes}/report`,
          headers: { authorization: `Bearer ${identity.sign({ email: DEMO_USERS.admin.email })}` },
          payload: { type: 'PROCESSES', format: 'CSV' },
        });
        expect(res.statusCode).toBe(202);
        return res.json().id as number;
      };
      const ids = [await ask(), await ask(), await ask()];
      const deadline = Date.now() + 10_000;
      while (!gate.held && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(gate.held).toBe(true);

      await restartCluster();
      gate.release();
      // After the restart the API queues new work as before (the pool replaced its dropped connections).
      ids.push(await ask());
      await app.jobs.drain(60_000);

      const { rows } = await db.query<{ status: string }>(
        'SELECT status FROM generated_reports WHERE id = ANY($1::bigint[]) ORDER BY id',
        [ids],
      );
      expect(rows.map((row) => row.status)).toEqual(['READY', 'READY', 'READY', 'READY']);
      const jobs = await db.query<{ state: string }>("SELECT state FROM pgboss.job WHERE name = 'generated-report'");
      expect(jobs.rows.map((job) => job.state)).toEqual(['completed', 'completed', 'completed', 'completed']);
    }, 120_000);
  },
);

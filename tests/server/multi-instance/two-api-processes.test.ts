import type { ChildProcess } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiInstanceEnv, spawnApiInstance, stopChild } from '../../../scripts/api-instances.ts';
import { HELD_PREFIX } from '../../../scripts/test-job-hold.ts';
import type { Db } from '../../../server/db/db.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { openDatabase } from '../../../server/db/open-database.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { seed } from '../../../server/seed/seed.ts';
import { multipart, processIds, uploadParts } from '../helpers/multipart.ts';
import { createScratchDatabase, testPostgresUrl } from '../helpers/test-database.ts';
import { createTestIdentity, TEST_CLIENT_ID, TEST_ISSUER } from '../helpers/tokens.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

const BASE = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`;
const PREMIUM_PLAN = 8;
/** Feed periods (1 minute each, pg-boss's cron granularity) watched before counting cycles. */
const PERIODS = 3;

interface Instance {
  label: string;
  child: ChildProcess;
  url: string;
  held: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function until<T>(
  what: string,
  probe: () => Promise<T | null | undefined | false>,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(200);
  }
}

/**
 * Issue 20 (b): two API PROCESSES (scripts/start-api.ts, as `API_INSTANCES=2 npm start` runs them) on one PostgreSQL,
 * requests alternating between them. Needs a PostgreSQL server: server-pg project only (npm test's pg stage).
 */
describe.skipIf(!testPostgresUrl())('two API processes on one PostgreSQL', () => {
  const identity = createTestIdentity();
  const holdFile = join(tmpdir(), `job-hold-${process.pid}-${Date.now()}`);
  const instances: Instance[] = [];
  let jwksServer: Server;
  let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
  let db: Db;
  let startedAt = new Date();
  let turn = 0;

  /** The next instance in turn, skipping a killed one: what a round-robin balancer does. */
  const next = (): Instance => {
    const alive = instances.filter(
      (instance) => instance.child.exitCode === null && instance.child.signalCode === null,
    );
    const instance = alive[turn++ % alive.length];
    if (!instance) throw new Error('no instance alive');
    return instance;
  };
  const call = async (
    instance: Instance,
    method: string,
    path: string,
    email: string,
    init: { body?: Buffer | string; headers?: Record<string, string> } = {},
  ) => {
    const response = await fetch(`${instance.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${identity.sign({ email })}`, ...init.headers },
      ...(init.body === undefined
        ? {}
        : { body: typeof init.body === 'string' ? init.body : new Uint8Array(init.body) }),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => null)) as Record<string, unknown> | null,
    };
  };

  beforeAll(async () => {
    jwksServer = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(identity.jwks));
    });
    await new Promise<void>((resolve) => jwksServer.listen(0, '127.0.0.1', resolve));
    const jwksPort = (jwksServer.address() as { port: number }).port;
    scratch = await createScratchDatabase(testPostgresUrl() ?? '');
    db = await openDatabase({ url: scratch.url });
    await migrate(db);
    await seed(db, { processes: 30 });
    startedAt = new Date();
    const env = {
      ...process.env,
      ...apiInstanceEnv({
        url: 'http://127.0.0.1:9',
        userPoolId: 'local_testpool',
        clientId: TEST_CLIENT_ID,
        issuer: TEST_ISSUER,
        jwksUri: `http://127.0.0.1:${jwksPort}/jwks.json`,
      }),
      DATABASE_URL: scratch.url,
      HOST: '127.0.0.1',
      PORT: '0',
      PWA_DIST: '',
      E2E_TEST_ROUTES: '1',
      JOB_TEST_HOLD_FILE: holdFile,
      // The feed every minute, schedules checked every second; a lost worker's job is failed after 5 s and retried.
      COURT_FEED_MINUTES: '1',
      JOB_CRON_CHECK_SECONDS: '1',
      JOB_EXPIRE_SECONDS: '5',
      JOB_MAINTENANCE_SECONDS: '2',
      JOB_RETRY_DELAY_SECONDS: '1',
      JOB_POLL_SECONDS: '0.5',
    };
    for (const label of ['A', 'B']) {
      const held: string[] = [];
      const { child, url } = await spawnApiInstance(env, label, (line) => {
        if (line.includes(HELD_PREFIX)) held.push(line.slice(line.indexOf(HELD_PREFIX) + HELD_PREFIX.length));
      });
      instances.push({ label, child, url, held });
    }
  }, 180_000);

  afterAll(async () => {
    rmSync(holdFile, { force: true });
    await Promise.all(instances.map((instance) => stopChild(instance.child)));
    await db?.close();
    await scratch?.drop();
    await new Promise((resolve) => jwksServer?.close(resolve));
  }, 60_000);

  /** Items (consulted documents) of the Moraes holder: one analysis runs per item at a time. */
  const itemIds = async (): Promise<number[]> => {
    const list = await call(next(), 'GET', `${BASE}/activities`, DEMO_USERS.basico.email);
    return (list.json?.result as { id: number }[]).map((item) => item.id);
  };
  const startAnalysis = async (item: number): Promise<number> => {
    const answer = await call(
      next(),
      'PUT',
      `${BASE}/consumeunique/${item}/plan/${PREMIUM_PLAN}/analytics`,
      DEMO_USERS.basico.email,
    );
    expect(answer.status, JSON.stringify(answer.json)).toBe(201);
    return (answer.json?.register as { userPlanConsumeAnalyticsId: number }).userPlanConsumeAnalyticsId;
  };
  const analysis = async (id: number) =>
    (
      await db.query<{ status: string; status_report: string }>(
        'SELECT status, status_report FROM analyses WHERE id = $1',
        [id],
      )
    ).rows[0];
  const jobStates = async (name: string, id: number) =>
    (
      await db.query<{ state: string; retry_count: number }>(
        "SELECT state, retry_count FROM pgboss.job WHERE name = $1 AND data->>'analysisId' = $2 ORDER BY created_on",
        [name, String(id)],
      )
    ).rows;

  it('analyses started on either instance finish once (one job, one PDF each)', async () => {
    const items = (await itemIds()).slice(0, 4);
    expect(items).toHaveLength(4);
    const ids: number[] = [];
    // next() alternates: the starts land on A, B, A, B.
    for (const item of items) ids.push(await startAnalysis(item));
    for (const id of ids) {
      await until(
        `analysis ${id} DONE with its PDF`,
        async () => (await analysis(id))?.status_report === 'READY',
        60_000,
      );
    }
    for (const id of ids) {
      expect(await jobStates('analysis', id)).toEqual([{ state: 'completed', retry_count: 0 }]);
      expect((await jobStates('analysis-report', id)).map((job) => job.state)).toEqual(['completed']);
      expect((await db.query('SELECT 1 FROM analysis_reports WHERE analysis_id = $1', [id])).rows).toHaveLength(1);
    }
  }, 120_000);

  it('an upload replayed on the other instance with the same Idempotency-Key creates one movement', async () => {
    const processId = (await processIds(db, DEMO_ORGS.moraes))[0] ?? 0;
    const stamp = Date.now();
    const description = `Upload repetido entre instâncias ${stamp}`;
    const body = multipart(uploadParts({ description }));
    const send = (instance: Instance) =>
      call(
        instance,
        'POST',
        `/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${processId}`,
        DEMO_USERS.advogada.email,
        {
          body: body.payload,
          headers: { 'content-type': body.contentType, 'idempotency-key': `two-instances-${stamp}` },
        },
      );
    const [a, b] = instances as [Instance, Instance];
    const first = await send(a);
    const replay = await send(b);
    expect(first.status, JSON.stringify(first.json)).toBe(201);
    expect(replay.status, JSON.stringify(replay.json)).toBe(201);
    expect(replay.json?.id).toBe(first.json?.id);
    const rows = await db.query('SELECT id FROM movements WHERE process_id = $1 AND is_manual AND text = $2', [
      processId,
      description,
    ]);
    expect(rows.rows).toHaveLength(1);
  }, 60_000);

  it('a job whose worker process is killed mid-run is finished once by the other instance', async () => {
    writeFileSync(holdFile, 'hold');
    const id = await startAnalysis((await itemIds())[4] ?? 0);
    const holder = await until(
      'an instance holding the job',
      async () => instances.find((instance) => instance.held.includes(`analysis ${id}`)),
      30_000,
    );
    rmSync(holdFile, { force: true });
    holder.child.kill('SIGKILL');
    await until('the killed process gone', async () => holder.child.signalCode === 'SIGKILL', 10_000);
    await until(
      `analysis ${id} finished by the survivor`,
      async () => (await analysis(id))?.status_report === 'READY',
      90_000,
    );
    // One job: its first run lost with the process, failed at its expiry and retried once, elsewhere.
    const jobs = await jobStates('analysis', id);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ state: 'completed' });
    expect(jobs[0]?.retry_count).toBeGreaterThanOrEqual(1);
    expect((await db.query('SELECT 1 FROM analysis_reports WHERE analysis_id = $1', [id])).rows).toHaveLength(1);
  }, 150_000);

  it(
    `the court feed runs once per period over ${PERIODS} periods (no duplicated cycles or notifications)`,
    async () => {
      const cycles = async () =>
        (
          await db.query<{ cycle: Date; movements: number }>(
            `SELECT date_trunc('second', date) AS cycle, count(*)::int AS movements FROM movements
        WHERE NOT is_manual AND created_by IS NULL AND date >= $1 GROUP BY 1 ORDER BY 1`,
            [startedAt.toISOString()],
          )
        ).rows;
      await until(`${PERIODS} feed cycles`, async () => (await cycles()).length >= PERIODS, (PERIODS + 2) * 60_000);
      const seen = await cycles();
      // One cycle per minute at most: two instances each running the schedule would show two in some minute. (pg-boss
      // sends a cron job once per period; the first may come at the start, seconds before the next minute's.)
      const minutes = seen.map((row) => new Date(row.cycle).toISOString().slice(0, 16));
      expect(new Set(minutes).size).toBe(minutes.length);
      const feedJobs = await db.query<{ minute: string; n: number }>(
        `SELECT to_char(date_trunc('minute', started_on), 'YYYY-MM-DD"T"HH24:MI') AS minute, count(*)::int AS n FROM pgboss.job
        WHERE name = 'court-feed' AND started_on IS NOT NULL GROUP BY 1 HAVING count(*) > 1`,
      );
      expect(feedJobs.rows).toEqual([]);
      // Each movement notified once (the organizations that want CHANGE_MOVIMENT notifications).
      const duplicated = await db.query(
        `SELECT process_id, last_update_date FROM notifications WHERE type = 'CHANGE_MOVIMENT' AND date >= $1
        GROUP BY 1, 2 HAVING count(*) > 1`,
        [startedAt.toISOString()],
      );
      expect(duplicated.rows).toEqual([]);
    },
    (PERIODS + 3) * 60_000,
  );
});

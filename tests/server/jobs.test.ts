import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../server/app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import type { JobContext, JobHandlers } from '../../server/jobs/job-queue.ts';
import { generatedReportJob } from '../../server/reports/generated-report-job.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const BASE = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`;
const BASIC_PLAN = 7;
const PREMIUM_PLAN = 8;

/** Faults the tests put around the real analysis handler (shared by every instance on the database). */
const faults = {
  throwsLeft: 0,
  hangNext: false,
  hanging: false,
  release: () => undefined as void,
  runs: 0,
  reportThrows: false,
};

const wrapHandlers = (handlers: JobHandlers): JobHandlers => ({
  ...handlers,
  'generated-report': {
    ...handlers['generated-report'],
    async run(payload, context) {
      if (faults.reportThrows) throw new Error('disco cheio');
      await handlers['generated-report'].run(payload, context);
    },
  },
  analysis: {
    ...handlers.analysis,
    async run(payload, context) {
      faults.runs += 1;
      if (faults.throwsLeft > 0) {
        faults.throwsLeft -= 1;
        throw new Error('falha simulada do cálculo');
      }
      if (faults.hangNext) {
        faults.hangNext = false;
        faults.hanging = true;
        await new Promise<void>((resolve) => {
          faults.release = resolve;
        });
        faults.hanging = false;
      }
      await handlers.analysis.run(payload, context);
    },
  },
});

const until = async (condition: () => boolean, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
};

describe('job queue: retries, failures and expiry of a real handler (analyses)', () => {
  let ctx: TestContext;
  let other: App;
  let itemId: number;

  beforeAll(async () => {
    const jobs = {
      retryDelaySeconds: 0,
      pollingIntervalSeconds: 0.5,
      expireInSeconds: 1,
      maintenanceIntervalSeconds: 3600,
      wrapHandlers,
    };
    ctx = await createTestContext({ jobs });
    // A second API instance on the same database: the jobs are rows, either instance runs them.
    other = await buildApp({ db: ctx.db, verifier: ctx.identity.verifier, appConfig: TEST_APP_CONFIG, jobs });
    await other.ready();
    const list = await ctx.get(`${BASE}/activities?text=${encodeURIComponent('Ricardo Almeida Fontes')}`, {
      as: DEMO_USERS.basico.email,
    });
    itemId = list.json().result[0].id;
  });
  afterAll(async () => {
    faults.release();
    await other?.close();
    await ctx?.close();
  });

  const start = async (planId: number): Promise<number> => {
    const res = await ctx.put(`${BASE}/consumeunique/${itemId}/plan/${planId}/analytics`, {
      as: DEMO_USERS.basico.email,
    });
    expect(res.statusCode).toBe(201);
    return res.json().register.userPlanConsumeAnalyticsId as number;
  };
  const row = async (id: number) =>
    (
      await ctx.db.query<{ status: string; status_report: string; error: string | null }>(
        'SELECT status, status_report, error FROM analyses WHERE id = $1',
        [id],
      )
    ).rows[0];
  const jobRows = async (name: string, id: number) =>
    (
      await ctx.db.query<{ state: string; output: { message?: string } | null }>(
        "SELECT state, output FROM pgboss.job WHERE name = $1 AND data->>'analysisId' = $2 ORDER BY created_on",
        [name, String(id)],
      )
    ).rows;

  it('a handler that throws is retried with its limit, then parked as failed with the reason; the analysis is ERROR', async () => {
    faults.runs = 0;
    faults.throwsLeft = Number.POSITIVE_INFINITY;
    const id = await start(BASIC_PLAN);
    await ctx.app.jobs.drain();
    faults.throwsLeft = 0;
    expect(faults.runs).toBe(4); // the first run and three retries (JOB_SETTINGS.analysis.retryLimit)
    expect(await jobRows('analysis', id)).toEqual([
      { state: 'failed', output: expect.objectContaining({ message: 'falha simulada do cálculo' }) },
    ]);
    expect(await row(id)).toMatchObject({ status: 'ERROR', error: 'falha simulada do cálculo' });
    // The user sees it as before: the analysis in ERROR ("Tentar novamente" starts a new one), its detail a 409.
    const url = `${BASE}/consumeunique/${itemId}/analytics/${id}`;
    expect((await ctx.get(url, { as: DEMO_USERS.basico.email })).json().register.status).toBe('ERROR');
    expect((await ctx.get(`${url}/detail`, { as: DEMO_USERS.basico.email })).statusCode).toBe(409);
    const again = await start(BASIC_PLAN);
    await ctx.app.jobs.drain();
    expect((await row(again))?.status).toBe('DONE');
  });

  it('a generated report whose job keeps failing is ERROR with the catalogue reason, as the API always showed it', async () => {
    faults.reportThrows = true;
    const url = `/v2/organization/${DEMO_ORGS.moraes}/report`;
    const res = await ctx.post(url, { as: DEMO_USERS.admin.email, body: { type: 'PROCESSES', format: 'CSV' } });
    expect(res.statusCode).toBe(202);
    await ctx.app.jobs.drain();
    faults.reportThrows = false;
    const report = (await ctx.get(url, { as: DEMO_USERS.admin.email }))
      .json()
      .result.find((r: { id: number }) => r.id === res.json().id);
    expect(report).toMatchObject({ status: 'ERROR' });
    const download = await ctx.get(`${url}/${report.id}/download`, { as: DEMO_USERS.admin.email });
    expect(download.statusCode).toBe(409);
    expect(download.json().message).toContain('Não foi possível montar o arquivo do relatório.');
    // "Tentar novamente" queues it again, and this time it is built.
    expect((await ctx.post(`${url}/${report.id}/retry`, { as: DEMO_USERS.admin.email })).statusCode).toBe(202);
    await ctx.app.jobs.drain();
    expect((await ctx.get(`${url}/${report.id}/download`, { as: DEMO_USERS.admin.email })).statusCode).toBe(200);
  });

  it('a handler that throws once is retried and the analysis finishes once', async () => {
    faults.runs = 0;
    faults.throwsLeft = 1;
    const id = await start(BASIC_PLAN);
    await ctx.app.jobs.drain();
    expect(faults.runs).toBe(2);
    expect(await row(id)).toMatchObject({ status: 'DONE', error: null });
    expect((await jobRows('analysis', id)).map((job) => job.state)).toEqual(['completed']);
  });

  it('a job still running past its expiry is picked up again (by either instance) and its effect happens once', async () => {
    faults.runs = 0;
    faults.hangNext = true;
    const id = await start(PREMIUM_PLAN);
    await until(() => faults.hanging);
    // The first run hangs like a dead worker; after its expiry (1 s here) the queue fails it and it is retried.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await ctx.app.jobs.expire();
    await until(() => faults.runs >= 2);
    await ctx.app.jobs.drain();
    expect(await row(id)).toMatchObject({ status: 'DONE', status_report: 'READY' });
    // The hung run wakes up late and finds its analysis DONE: nothing is computed or queued again.
    faults.release();
    await until(() => !faults.hanging);
    await ctx.app.jobs.drain();
    expect(await row(id)).toMatchObject({ status: 'DONE', status_report: 'READY' });
    expect(await jobRows('analysis-report', id)).toHaveLength(1);
    const reports = await ctx.db.query('SELECT 1 FROM analysis_reports WHERE analysis_id = $1', [id]);
    expect(reports.rows).toHaveLength(1);
  });
});

describe('jobs survive a restart; a job delivered twice has one effect (generated reports)', () => {
  const jobs = { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5 };
  const context: JobContext = { log: null, send: async () => undefined, retryCount: 0 };

  it('queued by an instance that dies before running it, finished by the next; two runs at once store one file', async () => {
    // This instance queues jobs and runs none, like an API process that stops before its job ran.
    const ctx = await createTestContext({ jobs: { ...jobs, workers: false } }, 0);
    const next = { app: null as App | null };
    try {
      const ask = async () => {
        const res = await ctx.post(`/v2/organization/${DEMO_ORGS.moraes}/report`, {
          as: DEMO_USERS.admin.email,
          body: { type: 'PROCESSES', format: 'CSV' },
        });
        expect(res.statusCode).toBe(202);
        return res.json().id as number;
      };
      const left = await ask();
      const twice = await ask();
      await ctx.app.close();
      const report = async (id: number) =>
        (
          await ctx.db.query<{ status: string; finished_at: Date | null; file_name: string | null }>(
            'SELECT status, finished_at, file_name FROM generated_reports WHERE id = $1',
            [id],
          )
        ).rows[0];
      expect(await report(left)).toMatchObject({ status: 'QUEUED' });

      // The same job delivered twice at once (a retry racing a slow first run): both claim it, one READY is written.
      const handler = generatedReportJob(ctx.db);
      await Promise.all([handler.run({ reportId: twice }, context), handler.run({ reportId: twice }, context)]);
      const done = await report(twice);
      expect(done).toMatchObject({ status: 'READY', file_name: expect.stringMatching(/\.csv$/) });

      next.app = await buildApp({ db: ctx.db, verifier: ctx.identity.verifier, appConfig: TEST_APP_CONFIG, jobs });
      await next.app.ready();
      await next.app.jobs.drain();
      expect(await report(left)).toMatchObject({ status: 'READY' });
      // Its queued job ran too, found the report READY and changed nothing.
      expect(await report(twice)).toEqual(done);
      const states = await ctx.db.query<{ state: string }>(
        "SELECT state FROM pgboss.job WHERE name = 'generated-report' ORDER BY created_on",
      );
      expect(states.rows.map((job) => job.state)).toEqual(['completed', 'completed']);
    } finally {
      await next.app?.close();
      await ctx.db.close();
    }
    // Two app builds and a queue drain: ~5 s on a quiet machine, past 30 s when the machine is loaded.
  }, 120_000);
});

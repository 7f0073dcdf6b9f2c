import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line of the exposition text, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const [series = '', value = ''] = line.split(/ (?=[^ ]+$)/);
    const seriesName = series.replace(/\{.*$/, '');
    if (seriesName !== name) continue;
    if (Object.entries(labels).every(([key, wanted]) => series.includes(`${key}="${wanted}"`))) return Number(value);
  }
  return undefined;
}

describe('Prometheus metrics', { timeout: 60_000 }, () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ observability: { metricsToken: TOKEN } });
  }, 240_000);
  afterAll(() => ctx.close());

  const scrape = () =>
    ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });

  it('answers only with the metrics token', async () => {
    expect((await ctx.get('/metrics')).statusCode).toBe(401);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/metrics',
          headers: { authorization: 'Bearer wrong-token-0123456789abcdef' },
        })
      ).statusCode,
    ).toBe(401);
    // A user's ID token is no metrics token.
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/metrics', headers: ctx.as('admin@exemplo.test') })).statusCode,
    ).toBe(401);
    const answer = await scrape();
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('times requests per route pattern and status, never per raw path', async () => {
    await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/holders`, { as: 'admin@exemplo.test' });
    await ctx.get('/v1/organization/590/process/52998224725');
    const text = (await scrape()).body;
    expect(
      sample(text, 'painel_http_request_duration_seconds_count', {
        route: '/v1/organization/:orgId/holders',
        status_code: '200',
        method: 'GET',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('52998224725');
    expect(text).toContain('route="unmatched"');
  });

  it('reports the job queue: depth, failures, age of the oldest waiting job, and whether the workers run', async () => {
    // A queued analysis the workers have not run yet: stop them first, then queue one.
    await ctx.app.jobs.stop();
    await ctx.app.jobs.send('analysis', { analysisId: 987_654 } as never);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const text = (await scrape()).body;
    expect(sample(text, 'painel_job_queue_stats_up')).toBe(1);
    expect(sample(text, 'painel_job_queue_running')).toBe(0);
    expect(sample(text, 'painel_job_queue_waiting', { queue: 'analysis' })).toBe(1);
    expect(sample(text, 'painel_job_queue_oldest_waiting_seconds', { queue: 'analysis' })).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'painel_job_queue_failed', { queue: 'analysis' })).toBe(0);
  });

  it('counts push deliveries by outcome', async () => {
    // An endpoint that is no push service: the sender refuses it without any network call.
    const device = {
      id: 0,
      user_id: 'x',
      organization_id: DEMO_ORGS.moraes,
      endpoint: 'https://push.exemplo.test/abc',
      p256dh: 'x',
      auth: 'x',
      label: 'Teste',
      created_at: new Date(),
      last_success_at: null,
      failure_count: 0,
    };
    expect((await ctx.app.pushDispatcher.sendTest(device)).kind).toBe('refused');
    const text = (await scrape()).body;
    expect(text).toContain('# TYPE painel_push_deliveries_total counter');
    expect(sample(text, 'painel_push_deliveries_total', { outcome: 'refused' })).toBe(1);
  });

  it('reports the court data sources: organizations, failing ones, the stalest success', async () => {
    // The demo seed's own status row (what "Fontes de dados" shows a newcomer) gives way to this test's two.
    await ctx.db.query('DELETE FROM court_source_status');
    await ctx.db.query(
      `INSERT INTO court_source_status (organization_id, source, last_run_at, last_success_at, errors)
       VALUES ($1, 'DJEN', now(), now() - interval '2 hours', 0), ($2, 'DJEN', now(), now() - interval '30 minutes', 3)`,
      [DEMO_ORGS.moraes, DEMO_ORGS.atlantico],
    );
    const text = (await scrape()).body;
    expect(sample(text, 'painel_court_source_organizations', { source: 'DJEN' })).toBe(2);
    expect(sample(text, 'painel_court_source_failing_organizations', { source: 'DJEN' })).toBe(1);
    expect(sample(text, 'painel_court_source_oldest_success_seconds', { source: 'DJEN' })).toBeGreaterThanOrEqual(
      7_200,
    );
  });

  it('is not served at all when the production start has no token', async () => {
    const closed = await createTestContext({ observability: { metricsToken: null } }, 0);
    try {
      expect((await closed.get('/metrics')).statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});

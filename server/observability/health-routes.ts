import { timingSafeEqual } from 'node:crypto';
import { Type } from 'typebox';
import fp from 'fastify-plugin';
import { PUBLIC } from '../auth/access.ts';
import { PLUGIN } from '../http/plugin-names.ts';
import { registerCourtSourceMetrics } from './court-source-metrics.ts';
import { registerJobQueueMetrics } from './job-queue-metrics.ts';
import { checkReadiness } from './readiness.ts';

export interface ObservabilityOptions {
  /** Fetches the identity service's signing keys, for readiness; omitted = reported 'not-configured'. */
  identityKeys?: () => Promise<void>;
  /**
   * GET /metrics: undefined = open (the local stack listens on loopback; tests), a string = only with
   * `Authorization: Bearer <token>`, null = not served.
   */
  metricsToken?: string | null;
  /** Each readiness check's limit (default 2 s). */
  checkTimeoutMs?: number;
}

const CheckState = Type.Union([Type.Literal('ok'), Type.Literal('failing'), Type.Literal('not-configured')]);
const ReadinessBody = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
  checks: Type.Object({ database: CheckState, identity: CheckState, jobs: CheckState }),
});

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Liveness (the process answers: restart it when not), readiness (send it traffic: database, identity keys, job
 * workers) and Prometheus metrics. /health stays as it was for what already probes it.
 */
export const observabilityRoutes = fp<ObservabilityOptions>(
  async (app, options) => {
    const timeoutMs = options.checkTimeoutMs ?? 2_000;
    registerJobQueueMetrics(app.metrics.registry, app.db, () => app.jobs);
    registerCourtSourceMetrics(app.metrics.registry, app.db);

    app.get(
      '/health/live',
      {
        config: {
          access: PUBLIC(
            'Probed by the process supervisor and load balancers, which hold no token; says nothing but "running"',
          ),
        },
        schema: {
          tags: ['sistema'],
          summary: 'Processo vivo (liveness)',
          response: { 200: Type.Object({ status: Type.Literal('ok') }) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return { status: 'ok' as const };
      },
    );

    app.get(
      '/health/ready',
      {
        config: {
          access: PUBLIC('Probed by load balancers before sending traffic; answers only ok/failing per dependency'),
        },
        schema: {
          tags: ['sistema'],
          summary: 'Pronto para atender (readiness): banco, chaves da identidade, fila de jobs',
          response: { 200: ReadinessBody, 503: ReadinessBody },
        },
      },
      async (_request, reply) => {
        const readiness = await checkReadiness({
          db: app.db,
          jobs: app.jobs,
          timeoutMs,
          ...(options.identityKeys ? { identityKeys: options.identityKeys } : {}),
        });
        reply.header('Cache-Control', 'no-store');
        return reply
          .code(readiness.ready ? 200 : 503)
          .send({ status: readiness.ready ? 'ok' : 'unavailable', checks: readiness.checks });
      },
    );

    if (options.metricsToken === null) return;
    const token = options.metricsToken;
    app.get(
      '/metrics',
      {
        config: {
          access: PUBLIC('Scraped by Prometheus, which holds no user token; in production guarded by METRICS_TOKEN'),
        },
        schema: { tags: ['sistema'], summary: 'Métricas Prometheus', hide: true },
      },
      async (request, reply) => {
        if (token !== undefined) {
          const given = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
          if (!sameSecret(given, token)) {
            return reply
              .code(401)
              .header('WWW-Authenticate', 'Bearer realm="metrics"')
              .type('text/plain; charset=utf-8')
              .send('unauthorized\n');
          }
        }
        reply.header('Cache-Control', 'no-store').type(app.metrics.registry.contentType);
        return app.metrics.registry.metrics();
      },
    );
  },
  { name: PLUGIN.observabilityRoutes, dependencies: [PLUGIN.core, PLUGIN.appMetrics, PLUGIN.jobs, PLUGIN.openApi] },
);

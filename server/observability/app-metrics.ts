import fp from 'fastify-plugin';
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { PLUGIN } from '../http/plugin-names.ts';
import type { PushSender } from '../push/push-sender.ts';

/** The Prometheus metrics of one app: its own registry, so tests that build several apps never share counts. */
export interface AppMetrics {
  registry: Registry;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
  pushDeliveries: Counter<'outcome'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Prometheus metrics (server/observability): request durations, push deliveries, and the job queue at scrape. */
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** Node's process metrics (CPU, memory, event loop lag); the production start turns them on. */
  processMetrics?: boolean;
}

export function createAppMetrics(options: MetricsOptions = {}): AppMetrics {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry, prefix: 'painel_' });
  return {
    registry,
    httpDuration: new Histogram({
      name: 'painel_http_request_duration_seconds',
      help: 'Duration of HTTP requests by route pattern (never the raw path) and status',
      labelNames: ['method', 'route', 'status_code'],
      // The performance budgets (docs/performance.md) sit between 50 ms and 2 s.
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10],
      registers: [registry],
    }),
    pushDeliveries: new Counter({
      name: 'painel_push_deliveries_total',
      help: 'Web Push send attempts by outcome (sent, gone, refused, failed)',
      labelNames: ['outcome'],
      registers: [registry],
    }),
  };
}

/** The push sender with each attempt's outcome counted. */
export function countingPushSender(sender: PushSender, metrics: AppMetrics): PushSender {
  return {
    ...sender,
    async send(...args) {
      try {
        const outcome = await sender.send(...args);
        metrics.pushDeliveries.inc({ outcome: outcome.kind });
        return outcome;
      } catch (error) {
        metrics.pushDeliveries.inc({ outcome: 'failed' });
        throw error;
      }
    },
  };
}

/**
 * Registered before everything else, so that the push sender (core) can count its sends and every route's answer
 * is timed. The route label is the pattern ('/v1/organization/:orgId/process'): raw paths would carry ids and
 * documents, and make one series per URL.
 */
export const appMetrics = fp<MetricsOptions>(
  async (app, options) => {
    const metrics = createAppMetrics(options);
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.httpDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_code: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
    });
  },
  { name: PLUGIN.appMetrics },
);

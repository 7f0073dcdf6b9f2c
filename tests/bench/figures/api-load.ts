import autocannon from 'autocannon';
import type { Measurement } from '../lib/budget.ts';
import type { BenchContext } from '../lib/context.ts';
import { idTokenFor } from '../lib/identity-token.ts';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

const CONNECTIONS = 50;
const SECONDS = 10;
const ORG = 590;

interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  requests: number;
}

function load(url: string | string[], token: string, duration: number): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    // Several URLs: autocannon spreads the connections over them (its README; @types/autocannon declares one).
    autocannon({ url: url as string, connections: CONNECTIONS, duration, headers: { authorization: `Bearer ${token}` } }, (error, result) => {
      if (error) return reject(error);
      const nonOk = result.non2xx + result.errors + result.timeouts;
      // autocannon's histogram gives p97_5 and p99 but not p95; p95 sits between p90 and p97.5.
      const latency = result.latency as unknown as Record<string, number>;
      resolve({ rps: result.requests.average, p50: result.latency.p50, p95: latency.p95 ?? interpolate(latency.p90 ?? NaN, latency.p97_5 ?? NaN), p99: result.latency.p99, errors: nonOk, requests: result.requests.total });
    });
  });
}

/** Linear estimate of p95 from p90 and p97.5 when the histogram does not report it. */
function interpolate(p90: number, p97: number): number {
  return p90 + ((p97 - p90) * (95 - 90)) / (97.5 - 90);
}

/** Figure 9: the API at 50 connections for 10 s per endpoint, authenticated, on the seeded database. */
export async function apiLoadFigure(ctx: BenchContext): Promise<Measurement[]> {
  const base = ctx.stack.url;
  const token = await idTokenFor(base, ctx.stack.clientId, 'admin@exemplo.test', DEMO_PASSWORD);
  const list = (await (await fetch(`${base}/v1/organization/${ORG}/process?page=0`, { headers: { authorization: `Bearer ${token}` } })).json()) as { result: { id: number }[]; total: number };
  const processId = list.result[0]?.id;
  const endpoints = {
    'process list': `${base}/v1/organization/${ORG}/process?page=0`,
    'process detail': `${base}/v1/process/${ORG}/${processId}`,
    notifications: `${base}/v1/organization/${ORG}/notifications?page=0`,
  };
  const out: Measurement[] = [];
  for (const [name, url] of Object.entries(endpoints)) {
    await load(url, token, 2); // warm-up: JIT, plans, connection pools
    ctx.log(`  ${name}: ${CONNECTIONS} connections for ${SECONDS} s…`);
    const r = await load(url, token, SECONDS);
    const db = ctx.stack.database;
    out.push(
      { figure: '9', name: `${name} (${db}): requests/s`, unit: 'req/s', values: [r.rps], note: `${r.requests} requests; org ${ORG} holds ${list.total} of the seeded processes` },
      { figure: '9', name: `${name} (${db}): p50 latency`, unit: 'ms', values: [r.p50] },
      { figure: '9', name: `${name} (${db}): p95 latency`, unit: 'ms', values: [r.p95], budget: { max: 50 } },
      { figure: '9', name: `${name} (${db}): p99 latency`, unit: 'ms', values: [r.p99] },
      { figure: '9', name: `${name} (${db}): errors`, unit: 'count', values: [r.errors], budget: { exact: 0 } },
    );
  }
  if (ctx.stack.instances) out.push(...(await instancesRows(ctx, ctx.stack.instances, endpoints, token)));
  return out;
}

/**
 * PostgreSQL only: the same endpoints on one API process (scripts/start-api.ts), then on two with the connections
 * spread over both (same run, same seed), and the ratio. On a machine with few cores the processes share them with
 * the load generator and PostgreSQL, so the ratio says how much a second instance helps here, not on a bigger host.
 */
async function instancesRows(ctx: BenchContext, fronts: { one: string[]; two: string[] }, endpoints: Record<string, string>, token: string): Promise<Measurement[]> {
  const out: Measurement[] = [];
  const base = ctx.stack.url;
  for (const [name, url] of Object.entries(endpoints)) {
    const results: Record<'one' | 'two', LoadResult> = {} as Record<'one' | 'two', LoadResult>;
    for (const count of ['one', 'two'] as const) {
      const target = fronts[count].map((address) => url.replace(base, address));
      await load(target, token, 2);
      ctx.log(`  ${name}, ${count === 'one' ? '1 instance' : '2 instances'}: ${CONNECTIONS} connections for ${SECONDS} s…`);
      const r = await load(target, token, SECONDS);
      results[count] = r;
      const label = `${name} (PostgreSQL, ${count === 'one' ? '1 instance' : '2 instances'})`;
      out.push(
        { figure: '9', name: `${label}: requests/s`, unit: 'req/s', values: [r.rps], note: `${r.requests} requests; connections spread over the instances` },
        { figure: '9', name: `${label}: p95 latency`, unit: 'ms', values: [r.p95] },
        { figure: '9', name: `${label}: errors`, unit: 'count', values: [r.errors], budget: { exact: 0 } },
      );
    }
    out.push(
      { figure: '9', name: `${name} (PostgreSQL): 2 instances / 1, requests/s`, unit: 'ratio', values: [results.two.rps / results.one.rps] },
      { figure: '9', name: `${name} (PostgreSQL): 2 instances / 1, p95`, unit: 'ratio', values: [results.two.p95 / results.one.p95] },
    );
  }
  return out;
}

import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../../server/http/route-catalogue.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { malformedJsonBody, malformedMultipart, type RawBody } from './hostile-bodies.ts';
import { addSuperAdmin, PROFILE_USERS } from './profile-users.ts';
import {
  apiRoutes,
  fillUrl,
  injectWithTimeout,
  INTERNALS,
  isMultipartRoute,
  newFigures,
  printFigures,
  schemaPart,
  type SweepFigures,
} from './route-sweep.ts';
import { hostileObject, toJsonText, type IdMap } from './schema-to-arbitrary.ts';
import { victimIds } from './victim-ids.ts';

/** Cases per route and kind; SWEEP_RUNS=1000 for a deep run (the default keeps the suite at a few minutes on 2 cores). */
const RUNS = Number(process.env.SWEEP_RUNS ?? 25);
const SEED = Number(process.env.SWEEP_SEED ?? 20261123);

/** What every answer must be, whatever was sent: not a 5xx, a Portuguese reason on errors, headers, no internals. */
function problems(res: LightMyRequestResponse): string[] {
  const found: string[] = [];
  if (res.statusCode >= 500) found.push(`status ${res.statusCode}`);
  if (!res.headers['content-security-policy'] || res.headers['x-content-type-options'] !== 'nosniff')
    found.push('no security headers');
  if (INTERNALS.test(res.body)) found.push('internals in the answer');
  if (res.statusCode >= 400) {
    let message: unknown;
    try {
      message = (JSON.parse(res.body) as { message?: unknown }).message;
    } catch {
      message = undefined;
    }
    if (typeof message !== 'string' || message.length === 0) found.push('error without a message');
  }
  return found;
}

/**
 * Part (d): property-based fuzzing of every API route from its own schemas (params, querystring, body), plus
 * malformed JSON, wrong content types and malformed multipart. Never a 5xx, a hang, or internals in an answer.
 */
describe('route sweep (d): fuzzing every route from its schemas', () => {
  let ctx: TestContext;
  let ids: IdMap;
  let headers: Record<string, string>;
  const figures: SweepFigures = newFigures();
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    await addSuperAdmin(ctx);
    ids = await victimIds(ctx.db);
    headers = ctx.as(PROFILE_USERS.SUPER_ADMIN);
  }, 60_000);
  afterAll(async () => {
    printFigures(`(d) fuzz, ${RUNS} runs per route and kind, seed ${SEED}`, figures);
    await ctx.close();
  });

  /** Runs one property over a route; the first counterexample (with fast-check's seed and path) is recorded. */
  async function fuzz<T>(
    route: CatalogueEntry,
    arbitrary: fc.Arbitrary<T>,
    toRequest: (value: T) => InjectOptions,
  ): Promise<void> {
    let last = '';
    const property = fc.asyncProperty(arbitrary, async (value) => {
      const request = toRequest(value);
      figures.requests += 1;
      const res = await injectWithTimeout(ctx.app, request);
      if (res.statusCode >= 500) figures.serverErrors += 1;
      if (INTERNALS.test(res.body)) figures.leaks += 1;
      const found = problems(res);
      if (found.length) {
        last = `${found.join(', ')}: ${String(request.method)} ${String(request.url).slice(0, 160)} → ${res.statusCode} ${res.body.slice(0, 160)}`;
        throw new Error(last);
      }
    });
    try {
      await fc.assert(property, { numRuns: RUNS, seed: SEED, endOnFailure: true });
    } catch (error) {
      // The counterexample can hold 100 kB strings; the request line and the replay path say enough.
      const path = /path: "([^"]*)"/.exec((error as Error).message)?.[1] ?? '?';
      const cause =
        (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message;
      figures.failures.push(
        `${route.method} ${route.url}: ${last || cause.slice(0, 300)} (replay: seed ${SEED}, path ${path})`,
      );
    }
  }

  it('structured inputs: hostile values in every param, query and body property', async () => {
    for (const route of apiRoutes(ctx.app)) {
      figures.routes += 1;
      const bodySchema = schemaPart(route, 'body');
      const arbitrary = fc.record({
        params: hostileObject(schemaPart(route, 'params'), ids),
        query: hostileObject(schemaPart(route, 'querystring'), ids),
        body: bodySchema ? hostileObject(bodySchema, ids) : fc.constant(undefined),
      });
      await fuzz(route, arbitrary, ({ params, query, body }) => ({
        method: route.method as InjectOptions['method'],
        url: fillUrl(route.url, { ...ids, ...params }, query),
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { payload: toJsonText(body) }),
      }));
    }
    expect(figures.failures).toEqual([]);
  }, 240_000);

  it('raw bodies: malformed JSON, wrong content types, malformed multipart', async () => {
    const before = figures.failures.length;
    const send =
      (route: CatalogueEntry) =>
      (body: RawBody): InjectOptions => ({
        method: route.method as InjectOptions['method'],
        url: fillUrl(route.url, ids),
        headers: body.contentType === undefined ? headers : { ...headers, 'content-type': body.contentType },
        payload: body.payload,
      });
    for (const route of apiRoutes(ctx.app)) {
      if (isMultipartRoute(route)) await fuzz(route, malformedMultipart(), send(route));
      if (isMultipartRoute(route)) await fuzz(route, malformedMultipart(), send(route));
      else if (route.method !== 'GET' && route.method !== 'DELETE') await fuzz(route, malformedJsonBody, send(route));
    }
    expect(figures.failures.slice(before)).toEqual([]);
  }, 240_000);

  it('every JSON body schema refuses undeclared properties (so a stray field is a 400, not ignored)', () => {
    const open = apiRoutes(ctx.app)
      .filter((route) => schemaPart(route, 'body') && schemaPart(route, 'body')?.additionalProperties !== false)
      .map((route) => `${route.method} ${route.url}`);
    expect(open).toEqual([]);
  });
});

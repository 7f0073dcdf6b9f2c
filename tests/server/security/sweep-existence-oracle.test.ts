import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERSHIP_RULES } from '../../../server/auth/resource-ownership.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { apiRoutes, injectWithTimeout, namesIn, newFigures, printFigures, validRequest } from './route-sweep.ts';
import type { IdMap } from './schema-to-arbitrary.ts';
import { addVictimPushDevice, addVictimTcuCertificate, CROSS_ORG_ATTACKERS, victimIds } from './victim-ids.ts';

/** Ids no row has: what "unknown" answers. */
const UNKNOWN_NUMBER = 2_000_000_000;
const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';
const RESOURCE_NAMES = new Set(Object.keys(OWNERSHIP_RULES));

const unknownLike = (value: unknown): unknown =>
  typeof value === 'number' ? UNKNOWN_NUMBER : typeof value === 'string' ? UNKNOWN_UUID : value;
const answerOf = (status: number, body: string): string => {
  try {
    return `${status} ${String((JSON.parse(body) as { message?: unknown }).message)}`;
  } catch {
    return `${status} ${body.slice(0, 120)}`;
  }
};

/**
 * Part (e): no existence oracle. For every route that names an organization-owned resource, a member of another
 * organization naming the victim's real id (inside their own organization and holder) gets exactly the answer an id
 * that exists nowhere gets: the same status and the same message.
 */
describe("route sweep (e): another organization's id answers exactly as an unknown id", () => {
  let ctx: TestContext;
  let ids: IdMap;
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    await addVictimPushDevice(ctx.db);
    await addVictimTcuCertificate(ctx.db);
    ids = await victimIds(ctx.db);
  }, 60_000);
  afterAll(async () => ctx.close());

  it('answers the same for a real id of the victim and for an id that exists nowhere', async () => {
    for (const { email } of CROSS_ORG_ATTACKERS) await ctx.get('/v1/user', { as: email });
    const figures = newFigures();
    const routes = apiRoutes(ctx.app).filter(
      (route) => !route.isPublic && [...namesIn(route)].some((name) => RESOURCE_NAMES.has(name) && name in ids),
    );
    figures.routes = routes.length;
    for (const route of routes) {
      const resourceNames = [...namesIn(route)].filter((name) => RESOURCE_NAMES.has(name) && name in ids);
      for (const attacker of CROSS_ORG_ATTACKERS) {
        const real: IdMap = { ...ids, ...attacker.own };
        const unknown: IdMap = {
          ...real,
          ...Object.fromEntries(resourceNames.map((name) => [name, unknownLike(ids[name])])),
        };
        const headers = ctx.as(attacker.email);
        const [withReal, withUnknown] = [
          await injectWithTimeout(ctx.app, validRequest(route, real, headers)),
          await injectWithTimeout(ctx.app, validRequest(route, unknown, headers)),
        ];
        figures.requests += 2;
        if (withReal.statusCode >= 500 || withUnknown.statusCode >= 500) figures.serverErrors += 1;
        if (withReal.statusCode < 300) figures.leaks += 1;
        const [a, b] = [
          answerOf(withReal.statusCode, withReal.body),
          answerOf(withUnknown.statusCode, withUnknown.body),
        ];
        if (a !== b || withReal.statusCode < 300)
          figures.failures.push(`${attacker.email} ${route.method} ${route.url}: real → ${a} | unknown → ${b}`);
      }
    }
    printFigures('(e) existence oracle', figures);
    expect(figures.routes).toBeGreaterThan(20);
    expect(figures.failures).toEqual([]);
  }, 180_000);
});

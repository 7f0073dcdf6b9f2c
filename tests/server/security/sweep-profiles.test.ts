import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberAccess } from '../../../server/auth/access.ts';
import type { CatalogueEntry } from '../../../server/http/route-catalogue.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { addSuperAdmin, ALL_PROFILES, PROFILE_USERS } from './profile-users.ts';
import { apiRoutes, injectWithTimeout, newFigures, printFigures, validRequest } from './route-sweep.ts';
import type { IdMap } from './schema-to-arbitrary.ts';
import { victimIds } from './victim-ids.ts';

/** Below this many declared /v1|/v2 routes the declarations have not landed and part (c) would check nothing. */
const MIN_DECLARED_ROUTES = 40;

const memberAccess = (route: CatalogueEntry): MemberAccess | null =>
  route.access?.kind === 'member' ? route.access : null;

/**
 * Part (c): each member route's declared profiles, tried with a BASIC, LAWYER, ADMIN and SUPER_ADMIN of the same
 * organization on a request the schemas accept: a profile outside the list gets 403, one inside never 401/403.
 */
describe('route sweep (c): declared profiles are what the server enforces', () => {
  let ctx: TestContext;
  let ids: IdMap;
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    await addSuperAdmin(ctx);
    ids = await victimIds(ctx.db);
  }, 60_000);
  afterAll(async () => ctx.close());

  // WAITS FOR THE ACCESS-DECLARATION BRANCH: red until every route declares `config: { access }`; then green.
  it(`[needs access declarations] at least ${MIN_DECLARED_ROUTES} /v1|/v2 routes declare their access`, () => {
    const declared = apiRoutes(ctx.app).filter((route) => route.access !== undefined);
    console.log(`[sweep] (c) declared routes: ${declared.length} of ${apiRoutes(ctx.app).length}`);
    expect(declared.length).toBeGreaterThanOrEqual(MIN_DECLARED_ROUTES);
  });

  it('every API route that declares access declares a known kind (and public ones say why)', () => {
    for (const route of apiRoutes(ctx.app)) {
      if (!route.access) continue;
      expect(['public', 'signedIn', 'member'], `${route.method} ${route.url}`).toContain(route.access.kind);
      if (route.access.kind === 'public')
        expect(route.access.why.length, `${route.method} ${route.url}`).toBeGreaterThan(10);
      if (route.access.kind === 'member')
        for (const profile of route.access.profiles ?? []) expect(ALL_PROFILES).toContain(profile);
    }
  });

  it('a profile outside the list gets 403; a profile inside never 401/403', async () => {
    const figures = newFigures();
    const members = apiRoutes(ctx.app).flatMap((route) => {
      const access = memberAccess(route);
      return access ? [{ route, allowed: access.profiles ?? ALL_PROFILES }] : [];
    });
    figures.routes = members.length;
    const attempt = async (route: CatalogueEntry, profile: (typeof ALL_PROFILES)[number], inside: boolean) => {
      const res = await injectWithTimeout(ctx.app, validRequest(route, ids, ctx.as(PROFILE_USERS[profile])));
      figures.requests += 1;
      if (res.statusCode >= 500) figures.serverErrors += 1;
      const wrong = inside
        ? res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500
        : res.statusCode !== 403;
      if (!inside && res.statusCode < 300) figures.leaks += 1;
      if (wrong)
        figures.failures.push(
          `${profile} (${inside ? 'allowed' : 'not allowed'}) ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`,
        );
    };
    // Refusals first: they must not change anything the allowed calls then read.
    for (const { route, allowed } of members) {
      for (const profile of ALL_PROFILES.filter((p) => !allowed.includes(p))) await attempt(route, profile, false);
    }
    for (const { route, allowed } of members) {
      for (const profile of allowed) await attempt(route, profile, true);
    }
    printFigures('(c) profiles', figures);
    expect(figures.failures).toEqual([]);
  }, 180_000);
});

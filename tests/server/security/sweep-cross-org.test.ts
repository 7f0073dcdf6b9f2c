import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { diffSnapshots, snapshotDb } from './db-snapshot.ts';
import {
  apiRoutes,
  fillUrl,
  injectWithTimeout,
  namesIn,
  newFigures,
  printFigures,
  validRequest,
} from './route-sweep.ts';
import type { IdMap } from './schema-to-arbitrary.ts';
import {
  addVictimPushDevice,
  addVictimTcuCertificate,
  CROSS_ORG_ATTACKERS as ATTACKERS,
  VICTIM_ORG,
  victimIds,
} from './victim-ids.ts';

const SCOPE_NAMES = new Set(['orgId', 'organizationId', 'holderId']);
/** Refusals the audit trail records (issue 28): the one write a refused request makes, never in the victim's trail. */
const REFUSAL_EVENTS = "action IN ('ADMIN_ACTION_REFUSED', 'INACTIVE_MEMBER_REFUSED')";
/** Not the victim's property: anyone may look a CPF/CNPJ up in their own organization. */
const SHARED_NAMES = new Set(['documentNumber']);

/**
 * Part (b): a member of another organization sends every route the real ids of organization DEMO_ORGS.moraes — all of them,
 * and also with its own organization and holder around the victim's resource ids (the classic IDOR). It never
 * gets a 2xx and no row of the database changes.
 */
describe("route sweep (b): another organization's real ids never work", () => {
  let ctx: TestContext;
  let ids: IdMap;
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    await addVictimPushDevice(ctx.db);
    await addVictimTcuCertificate(ctx.db);
    ids = await victimIds(ctx.db);
  }, 60_000);
  afterAll(async () => ctx.close());

  it(`the victim ids are real rows of organization ${VICTIM_ORG}`, () => {
    for (const name of [
      'processId',
      'movementId',
      'notificationId',
      'consumeUniqueId',
      'analysisId',
      'planId',
      'groupId',
      'fieldId',
      'fileId',
      'userId',
      'subscriptionId',
      'registrationId',
      'tcuCertificateId',
    ]) {
      expect(ids[name], name).toBeDefined();
    }
  });

  it('never answers 2xx and leaves every table as it was', async () => {
    // Sign each attacker in once first: creating their own user row is not a change to the victim's data.
    for (const { email } of ATTACKERS) await ctx.get('/v1/user', { as: email });
    const before = await snapshotDb(ctx.db, { audit_events: REFUSAL_EVENTS });
    const lastEvent =
      (await ctx.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM audit_events')).rows[0]?.id ?? 0;
    const figures = newFigures();
    const routes = apiRoutes(ctx.app).filter((route) => !route.isPublic);
    const named = routes.filter((route) => [...namesIn(route)].some((name) => name in ids));
    figures.routes = named.length;
    for (const route of named) {
      const names = namesIn(route);
      const victimResource = [...names].some(
        (name) => name in ids && !SCOPE_NAMES.has(name) && !SHARED_NAMES.has(name),
      );
      for (const attacker of ATTACKERS) {
        const variants: [string, IdMap][] = [['victim ids', ids]];
        if (victimResource) variants.push(['own organization, victim resources', { ...ids, ...attacker.own }]);
        for (const [variant, variantIds] of variants) {
          const request = validRequest(route, variantIds, ctx.as(attacker.email));
          const res = await injectWithTimeout(ctx.app, request);
          figures.requests += 1;
          if (res.statusCode >= 500) figures.serverErrors += 1;
          if (res.statusCode < 300 || res.statusCode >= 500) {
            if (res.statusCode < 300) figures.leaks += 1;
            figures.failures.push(
              `${attacker.email} (${variant}) ${request.method} ${String(request.url)} → ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
          }
        }
      }
    }
    const changed = diffSnapshots(before, await snapshotDb(ctx.db, { audit_events: REFUSAL_EVENTS }));
    const victimTrail = await ctx.db.query(`SELECT action FROM audit_events WHERE id > $1 AND organization_id = $2`, [
      lastEvent,
      VICTIM_ORG,
    ]);
    printFigures('(b) cross-organization', figures, { changedTables: Object.keys(changed).length });
    expect(figures.failures).toEqual([]);
    expect(changed).toEqual({});
    expect(victimTrail.rows).toEqual([]);
  }, 180_000);

  it('covers the routes that name an organization outside the path too (query and body)', () => {
    const urls = apiRoutes(ctx.app).map((route) => fillUrl(route.url, {}));
    expect(urls).toEqual(expect.arrayContaining(['/v1/url', '/v1/search', '/v1/report/explain']));
  });
});

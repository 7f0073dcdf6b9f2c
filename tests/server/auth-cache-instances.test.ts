import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../server/app.ts';
import type { Db } from '../../server/db/db.ts';
import { migrate } from '../../server/db/migrate.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { seed } from '../../server/seed/seed.ts';
import { createFakeIdentityAdmin } from './helpers/fake-identity-admin.ts';
import { TEST_APP_CONFIG } from './helpers/test-app.ts';
import { openTestDatabase, testPostgresUrl } from './helpers/test-database.ts';
import { createTestIdentity } from './helpers/tokens.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = DEMO_ORGS.moraes;
const LAWYER = DEMO_USERS.advogada.email;

/**
 * Two API instances on ONE database, requests sent to either: a change made through A must hold on B's very next
 * call although B had the old rows cached (server/auth/auth-invalidation.ts). Runs on PGlite (two apps sharing the
 * embedded database in one process: its own listen) and, in server-pg, on a PostgreSQL server (LISTEN/NOTIFY).
 */
describe('auth caches across two API instances on one database', () => {
  const identity = createTestIdentity();
  let db: Db;
  let a: App;
  let b: App;
  let lawyerId = '';

  const build = async () => {
    const app = await buildApp({
      db,
      verifier: identity.verifier,
      appConfig: TEST_APP_CONFIG,
      identityAdmin: createFakeIdentityAdmin(),
    });
    await app.ready();
    return app;
  };
  const call = (
    app: App,
    method: 'GET' | 'PUT' | 'DELETE',
    url: string,
    authorization: string,
    payload?: object,
  ): Promise<LightMyRequestResponse> =>
    app.inject({ method, url, headers: { authorization }, ...(payload ? { payload } : {}) });
  const bearer = (email: string) => `Bearer ${identity.sign({ email })}`;
  const total = (app: App, authorization = bearer(LAWYER)) =>
    call(app, 'GET', `/v1/organization/${ORG}/notifications/total`, authorization);

  beforeAll(async () => {
    db = await openTestDatabase();
    await migrate(db);
    await seed(db, { processes: 5 });
    a = await build();
    b = await build();
    lawyerId = (await db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [LAWYER])).rows[0]?.id ?? '';
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.close();
  });

  it('a member deactivated through A is refused by B at once, and reactivated at once', async () => {
    expect((await total(b)).statusCode).toBe(200);
    const off = await call(
      a,
      'PUT',
      `/v1/organization/${ORG}/user/${lawyerId}/inactivate`,
      bearer(DEMO_USERS.admin.email),
    );
    expect(off.statusCode).toBe(200);
    const refused = await total(b);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: expect.stringMatching(/desativad|inativ/i) });
    expect(
      (await call(a, 'PUT', `/v1/organization/${ORG}/user/${lawyerId}/activate`, bearer(DEMO_USERS.admin.email)))
        .statusCode,
    ).toBe(200);
    expect((await total(b)).statusCode).toBe(200);
  });

  it('a profile changed through A holds on B at once', async () => {
    const audit = () => call(b, 'GET', `/v1/organization/${ORG}/audit`, bearer(LAWYER));
    // B caches the LAWYER membership (found, then refused for its profile).
    expect((await audit()).statusCode).toBe(403);
    const change = (accessType: string) =>
      call(a, 'PUT', `/v1/organization/${ORG}/user/${lawyerId}/profile`, bearer(DEMO_USERS.admin.email), {
        accessType,
      });
    expect((await change('ADMIN')).statusCode).toBe(200);
    expect((await audit()).statusCode).toBe(200);
    expect((await change('LAWYER')).statusCode).toBe(200);
    expect((await audit()).statusCode).toBe(403);
  });

  it('a token signed out on A is refused by B at once', async () => {
    const token = bearer(LAWYER);
    expect((await total(b, token)).statusCode).toBe(200);
    expect((await call(a, 'DELETE', '/v1/session', token)).statusCode).toBe(204);
    expect((await total(b, token)).statusCode).toBe(401);
  });

  it('a change made by hand in SQL, unannounced, holds within the documented lifetime only', async () => {
    expect((await total(b)).statusCode).toBe(200);
    await db.query('UPDATE memberships SET active = false WHERE user_id = $1 AND organization_id = $2', [
      lawyerId,
      ORG,
    ]);
    // B still answers from its cached row (auth-cache.ts: MEMBERSHIP_CACHE_TTL_MS bounds this case)…
    expect((await total(b)).statusCode).toBe(200);
    await db.query('UPDATE memberships SET active = true WHERE user_id = $1 AND organization_id = $2', [lawyerId, ORG]);
  });

  it.skipIf(!testPostgresUrl())(
    'on PostgreSQL every authenticated request reads the epoch, so a bump alone empties the caches of B',
    async () => {
      expect((await total(b)).statusCode).toBe(200);
      await db.query('UPDATE memberships SET active = false WHERE user_id = $1 AND organization_id = $2', [
        lawyerId,
        ORG,
      ]);
      await db.query('UPDATE auth_epoch SET value = value + 1');
      expect((await total(b)).statusCode).toBe(403);
      await db.query('UPDATE memberships SET active = true WHERE user_id = $1 AND organization_id = $2', [
        lawyerId,
        ORG,
      ]);
      await db.query('UPDATE auth_epoch SET value = value + 1');
      expect((await total(b)).statusCode).toBe(200);
    },
  );
});

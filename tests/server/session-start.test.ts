import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

/**
 * The session's start in one answer (GET /v1/session) says what the three reads it replaces at sign-in say: one
 * source for every fact.
 */
describe('the session start', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = async (url: string, email: string) => {
    const res = await ctx.get(url, { as: email });
    expect(res.statusCode, `${email} ${url}`).toBe(200);
    return res.json() as unknown;
  };

  it('answers what GET /v1/user, GET /v1/organization and the first organization’s holders answer', async () => {
    for (const user of [DEMO_USERS.admin, DEMO_USERS.master, DEMO_USERS.restrito]) {
      const organizations = (await get('/v1/organization', user.email)) as { id: number }[];
      const first = organizations[0]?.id;
      expect(first, user.email).toBeDefined();
      expect(await get('/v1/session', user.email)).toEqual({
        user: await get('/v1/user', user.email),
        organizations,
        holders: { orgId: first, list: await get(`/v1/organization/${first}/holders`, user.email) },
      });
    }
  });

  it('has no holders for a user without organization (the app then signs them out)', async () => {
    const answer = (await get('/v1/session', DEMO_USERS.semOrganizacao.email)) as Record<string, unknown>;
    expect(answer.organizations).toEqual([]);
    expect(answer.holders).toBeNull();
    expect(answer.user).toEqual(await get('/v1/user', DEMO_USERS.semOrganizacao.email));
  });

  it('leaves out a deactivated membership, as GET /v1/organization does', async () => {
    const deactivate = (active: boolean) =>
      ctx.db.query(`UPDATE memberships SET active = $1 WHERE user_id = (SELECT id FROM users WHERE email = $2)`, [
        active,
        DEMO_USERS.advogada.email,
      ]);
    await deactivate(false);
    try {
      expect(await get('/v1/session', DEMO_USERS.advogada.email)).toMatchObject({ organizations: [], holders: null });
    } finally {
      await deactivate(true);
    }
    const answer = (await get('/v1/session', DEMO_USERS.advogada.email)) as { holders: { orgId: number } };
    expect(answer.holders.orgId).toBe(DEMO_ORGS.moraes);
  });

  it('needs a token', async () => {
    expect((await ctx.get('/v1/session')).statusCode).toBe(401);
  });
});

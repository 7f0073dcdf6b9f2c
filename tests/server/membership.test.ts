import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../../server/auth/access.ts';
import { HolderOrgParams, OrgParams } from '../../src/contract/common.ts';
import {
  ADMIN_PROFILES,
  canActOnCompliance,
  canEditProcesses,
  isAdmin,
  isLawyer,
  isUser,
  LAWYER_PROFILES,
  PROFILES,
} from '../../src/contract/constants/profiles.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Routes as later issues will write them: the access declaration is the only authorization code they need. */
const guardedRoutes: FastifyPluginAsync = async (app) => {
  const Ok = Type.Object({ profile: Type.String() });
  app.get(
    '/v1/organization/:orgId/admin-only',
    {
      schema: { hide: true, params: OrgParams, response: { 200: Ok } },
      config: { access: member({ profiles: ADMIN_PROFILES }) },
    },
    async (request) => ({ profile: request.membership?.profile ?? '' }),
  );
  app.get(
    '/v1/organization/:orgId/lawyer-only',
    {
      schema: { hide: true, params: OrgParams, response: { 200: Ok } },
      config: { access: member({ profiles: LAWYER_PROFILES }) },
    },
    async (request) => ({ profile: request.membership?.profile ?? '' }),
  );
  app.get(
    '/v2/holder/:holderId/organization/:orgId/any-member',
    { schema: { hide: true, params: HolderOrgParams, response: { 200: Ok } }, config: { access: member() } },
    async (request) => ({ profile: request.membership?.profile ?? '' }),
  );
};

describe('membership and profile checks (docs/product.md#profile-groups)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ plugins: [guardedRoutes] }, 0);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, email?: string) => ctx.get(url, { headers: email ? ctx.as(email) : {} });

  it('groups profiles as docs/product.md#profile-groups says', () => {
    expect(PROFILES.filter(isAdmin)).toEqual(['ADMIN', 'SUPER_ADMIN']);
    expect(PROFILES.filter(isUser)).toEqual(['BASIC', 'SUPER_ADMIN']);
    expect(PROFILES.filter(isLawyer)).toEqual(['SUPER_ADMIN', 'LAWYER']);
    expect(PROFILES.filter(canEditProcesses)).toEqual(['ADMIN', 'SUPER_ADMIN', 'LAWYER']);
    expect(PROFILES.filter(canActOnCompliance)).toEqual(['BASIC', 'ADMIN', 'SUPER_ADMIN']);
  });

  it('lets admins through an admin-only route and stops the others with 403', async () => {
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/admin-only`, DEMO_USERS.admin.email)).json()).toEqual({
      profile: 'ADMIN',
    });
    expect((await get(`/v1/organization/${DEMO_ORGS.atlantico}/admin-only`, DEMO_USERS.master.email)).json()).toEqual({
      profile: 'SUPER_ADMIN',
    });
    for (const email of [DEMO_USERS.basico.email, DEMO_USERS.advogada.email]) {
      const res = await get(`/v1/organization/${DEMO_ORGS.moraes}/admin-only`, email);
      expect(res.statusCode, email).toBe(403);
      expect(res.json().message).toBe('Seu perfil não permite esta ação nesta organização.');
    }
  });

  it('checks membership before the profile', async () => {
    const res = await get(`/v1/organization/${DEMO_ORGS.atlantico}/admin-only`, DEMO_USERS.admin.email);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você não tem acesso a esta organização.');
  });

  it('applies lawyer groups', async () => {
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/lawyer-only`, DEMO_USERS.advogada.email)).statusCode).toBe(
      200,
    );
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/lawyer-only`, DEMO_USERS.admin.email)).statusCode).toBe(
      403,
    );
  });

  it('checks the holder on /v2 routes too, and authenticates them', async () => {
    expect(
      (
        await get(
          `/v2/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/any-member`,
          DEMO_USERS.basico.email,
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await get(
          `/v2/holder/${DEMO_HOLDERS.master}/organization/${DEMO_ORGS.moraes}/any-member`,
          DEMO_USERS.basico.email,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await get(`/v2/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/any-member`)).statusCode,
    ).toBe(401);
  });
});

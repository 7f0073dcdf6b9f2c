import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationUser } from '../../src/contract/organization-users.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { createFakeIdentityAdmin, type FakeIdentityAdmin } from './helpers/fake-identity-admin.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const RIBEIRO = `/v1/organization/${DEMO_ORGS.ribeiro}`;
const ADMIN = DEMO_USERS.admin.email;

describe('organization users (issue 17)', () => {
  let ctx: TestContext;
  let identity: FakeIdentityAdmin;
  const users = async (query = '') =>
    (await ctx.get(`${ORG}/listuser${query}`, { as: ADMIN })).json() as OrganizationUser[];
  const idOf = async (email: string) => (await users()).find((u) => u.email === email)?.id ?? '';
  const add = (body: Record<string, unknown>, as = ADMIN, org = ORG) =>
    ctx.post(`${org}/adduser`, { as, body: { organizationLawFirmId: DEMO_ORGS.moraes, accessType: 'BASIC', ...body } });
  const countRows = async (sql: string, params: unknown[]) =>
    (await ctx.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${sql}`, params)).rows[0]?.n;

  beforeAll(async () => {
    identity = createFakeIdentityAdmin();
    ctx = await createTestContext({ identityAdmin: identity }, 10);
  }, 60_000);
  afterAll(async () => ctx.close());

  it('lists members with access type, status, last sign-in and who added them; q and status filter', async () => {
    const list = await users();
    const byEmail = new Map(list.map((u) => [u.email, u]));
    expect(byEmail.get(ADMIN)).toMatchObject({
      accessType: 'ADMIN',
      profile: 'ADMIN',
      status: 'ACTIVE',
      active: true,
      createdByName: null,
    });
    expect(byEmail.get(ADMIN)?.lastSignInAt).toMatch(/^2026-10-/);
    expect(byEmail.get(DEMO_USERS.temporaria.email)).toMatchObject({
      status: 'INVITED',
      lastSignInAt: null,
      createdByName: 'Ana Moraes',
    });
    expect(byEmail.get(DEMO_USERS.inativo.email)).toMatchObject({
      status: 'INACTIVE',
      active: false,
      accessType: 'LAWYER',
    });
    expect((await users('?status=INVITED')).map((u) => u.email).sort()).toEqual([
      DEMO_USERS.conviteExpirado.email,
      DEMO_USERS.temporaria.email,
    ]);
    expect((await users('?q=carla')).map((u) => u.email)).toEqual([DEMO_USERS.advogada.email]);
    expect((await users('?q=BASICO@')).map((u) => u.email)).toEqual([DEMO_USERS.basico.email]);
    // Any member may list (movement assignment); outsiders and anonymous callers may not.
    expect((await ctx.get(`${ORG}/listuser`, { as: DEMO_USERS.basico.email })).statusCode).toBe(200);
    expect((await ctx.get(`${ORG}/listuser`)).statusCode).toBe(401);
    expect((await ctx.get(`${ORG}/listuser`, { as: DEMO_USERS.restrito.email })).statusCode).toBe(403);
    expect((await ctx.get(`${ORG}/listuser?status=GONE`, { as: ADMIN })).statusCode).toBe(400);
  });

  it('adds a new person: identity created with a temporary password shown once, member INVITED, audit row', async () => {
    const res = await add({
      username: ' Nova.Pessoa@Exemplo.test ',
      name: 'Nova Pessoa da Silva',
      accessType: 'LAWYER',
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ identityCreated: true, temporaryPassword: expect.stringMatching(/^Temp#/) });
    expect(body.user).toMatchObject({
      email: 'nova.pessoa@exemplo.test',
      name: 'Nova Pessoa da Silva',
      accessType: 'LAWYER',
      status: 'INVITED',
      createdByName: 'Ana Moraes',
    });
    expect(identity.people.get('nova.pessoa@exemplo.test')?.status).toBe('FORCE_CHANGE_PASSWORD');
    expect(
      await countRows(`audit_events WHERE action = 'USER_ADDED' AND target_label = $1`, ['nova.pessoa@exemplo.test']),
    ).toBe(1);
    // The new person's first token finds the organization (bound by subject at creation).
    const orgs = (await ctx.get('/v1/organization', { as: 'nova.pessoa@exemplo.test' })).json();
    expect(orgs.map((o: { id: number }) => o.id)).toEqual([DEMO_ORGS.moraes]);
    // Adding twice → 409, nothing new.
    const again = await add({ username: 'nova.pessoa@exemplo.test' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGES.userAlreadyMember);
  });

  it('adds a person who already exists elsewhere without creating an identity or a password', async () => {
    const before = identity.calls.filter((c) => c.startsWith('createUser')).length;
    const res = await add({ username: DEMO_USERS.restrito.email });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      identityCreated: false,
      user: expect.objectContaining({ email: DEMO_USERS.restrito.email, status: 'ACTIVE' }),
    });
    expect(identity.calls.filter((c) => c.startsWith('createUser')).length).toBe(before);
  });

  it('refuses bad input with Portuguese 400s', async () => {
    const malformed = await add({ username: 'sem-arroba.exemplo.test' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe(MESSAGES.invalidUserEmail);
    expect((await add({ username: 'a@b.test', accessType: 'OWNER' })).statusCode).toBe(400);
    expect((await add({ username: 'a\u0000b@exemplo.test' })).json().message).toBe(MESSAGES.invisibleUserEmail);
    const mismatch = await add({ username: 'x@exemplo.test', organizationLawFirmId: DEMO_ORGS.ribeiro });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().message).toBe(MESSAGES.lawFirmMismatch);
    expect((await add({ username: 'x@exemplo.test', extra: 1 })).statusCode).toBe(400);
    expect((await ctx.put(`${ORG}/user/not-a-uuid/activate`, { as: ADMIN })).statusCode).toBe(400);
    expect(
      (
        await ctx.put(`${ORG}/user/${await idOf(DEMO_USERS.basico.email)}/profile`, {
          as: ADMIN,
          body: { accessType: 'ROOT' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('only admins of the organization manage users: 401, 403 for BASIC, LAWYER and other organizations, 404 for non-members', async () => {
    const basico = await idOf(DEMO_USERS.basico.email);
    const calls = [
      (as?: string) =>
        ctx.post(`${ORG}/adduser`, {
          ...(as ? { as } : {}),
          body: { username: 'z@exemplo.test', organizationLawFirmId: DEMO_ORGS.moraes, accessType: 'BASIC' },
        }),
      (as?: string) => ctx.put(`${ORG}/user/${basico}/inactivate`, as ? { as } : {}),
      (as?: string) => ctx.put(`${ORG}/user/${basico}/activate`, as ? { as } : {}),
      (as?: string) =>
        ctx.put(`${ORG}/user/${basico}/profile`, { ...(as ? { as } : {}), body: { accessType: 'LAWYER' } }),
      (as?: string) => ctx.post(`${ORG}/user/${basico}/reinvite`, as ? { as } : {}),
      (as?: string) => ctx.get(`${ORG}/audit`, as ? { as } : {}),
      (as?: string) => ctx.get(`${ORG}/audit/export`, as ? { as } : {}),
    ];
    for (const call of calls) {
      expect((await call()).statusCode).toBe(401);
      for (const as of [DEMO_USERS.basico.email, DEMO_USERS.advogada.email, DEMO_USERS.master.email])
        expect((await call(as)).statusCode, as).toBe(403);
    }
    expect(await countRows('users WHERE email = $1', ['z@exemplo.test'])).toBe(0);
    // An admin of another organization names a moraes member in their own organization: not a member there → 404.
    const master = await ctx.put(`/v1/organization/${DEMO_ORGS.atlantico}/user/${basico}/inactivate`, {
      as: DEMO_USERS.master.email,
    });
    expect(master.statusCode).toBe(404);
    expect((await ctx.get('/v1/organization', { as: DEMO_USERS.basico.email })).json()).toHaveLength(1);
  });

  it('a deactivated member is refused on the very next call with the same token; reactivation restores access', async () => {
    const token = ctx.bearer({ email: DEMO_USERS.basico.email });
    const call = () =>
      ctx.app.inject({ method: 'GET', url: `${ORG}/notifications/total`, headers: { authorization: token } });
    expect((await call()).statusCode).toBe(200); // the membership is now cached
    const basico = await idOf(DEMO_USERS.basico.email);
    const off = await ctx.put(`${ORG}/user/${basico}/inactivate`, { as: ADMIN });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ status: 'INACTIVE', active: false });
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.membershipInactive);
    expect((await ctx.get('/v1/organization', { as: DEMO_USERS.basico.email })).json()).toEqual([]);
    expect((await ctx.put(`${ORG}/user/${basico}/activate`, { as: ADMIN })).json()).toMatchObject({ status: 'ACTIVE' });
    expect((await call()).statusCode).toBe(200);
    expect(
      await countRows(
        `audit_events WHERE action IN ('USER_INACTIVATED', 'USER_ACTIVATED') AND target_label = $1 AND request_id IS NOT NULL`,
        [DEMO_USERS.basico.email],
      ),
    ).toBe(2);
  });

  it('a person in two organizations deactivated in one keeps the other', async () => {
    const restrito = await idOf(DEMO_USERS.restrito.email);
    expect((await ctx.put(`${ORG}/user/${restrito}/inactivate`, { as: ADMIN })).statusCode).toBe(200);
    expect((await ctx.get(`${ORG}/listuser`, { as: DEMO_USERS.restrito.email })).statusCode).toBe(403);
    expect((await ctx.get(`${RIBEIRO}/listuser`, { as: DEMO_USERS.restrito.email })).statusCode).toBe(200);
    expect(
      (await ctx.get('/v1/organization', { as: DEMO_USERS.restrito.email })).json().map((o: { id: number }) => o.id),
    ).toEqual([DEMO_ORGS.ribeiro]);
  });

  it('nobody deactivates themselves or leaves the organization without an active admin (409 with the reason)', async () => {
    const admin = await idOf(ADMIN);
    const self = await ctx.put(`${ORG}/user/${admin}/inactivate`, { as: ADMIN });
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(MESSAGES.cannotDeactivateSelf);
    const demote = await ctx.put(`${ORG}/user/${admin}/profile`, { as: ADMIN, body: { accessType: 'BASIC' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(MESSAGES.lastActiveAdmin);
    // A second admin: then the first may be deactivated, and the second is the last one.
    const carla = await idOf(DEMO_USERS.advogada.email);
    expect(
      (await ctx.put(`${ORG}/user/${carla}/profile`, { as: ADMIN, body: { accessType: 'ADMIN' } })).json(),
    ).toMatchObject({ accessType: 'ADMIN' });
    expect((await ctx.put(`${ORG}/user/${admin}/inactivate`, { as: DEMO_USERS.advogada.email })).statusCode).toBe(200);
    const last = await ctx.put(`${ORG}/user/${carla}/profile`, {
      as: DEMO_USERS.advogada.email,
      body: { accessType: 'LAWYER' },
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toBe(MESSAGES.lastActiveAdmin);
    expect((await ctx.put(`${ORG}/user/${admin}/activate`, { as: DEMO_USERS.advogada.email })).statusCode).toBe(200);
    expect(
      (await ctx.put(`${ORG}/user/${carla}/profile`, { as: ADMIN, body: { accessType: 'LAWYER' } })).statusCode,
    ).toBe(200);
    // An ADMIN never grants SUPER_ADMIN.
    expect(
      (await ctx.put(`${ORG}/user/${carla}/profile`, { as: ADMIN, body: { accessType: 'SUPER_ADMIN' } })).statusCode,
    ).toBe(403);
    expect(
      await countRows(
        `audit_events WHERE action = 'USER_PROFILE_CHANGED' AND target_label = '${DEMO_USERS.advogada.email}' AND occurred_at > now() - interval '1 hour'`,
        [],
      ),
    ).toBe(2);
  });

  it('"Reenviar convite" issues a fresh temporary password for a pending invite only', async () => {
    const temporaria = await idOf(DEMO_USERS.temporaria.email);
    const res = await ctx.post(`${ORG}/user/${temporaria}/reinvite`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      temporaryPassword: expect.stringMatching(/Nova$/),
      user: { status: 'INVITED' },
    });
    const active = await ctx.post(`${ORG}/user/${await idOf(DEMO_USERS.basico.email)}/reinvite`, { as: ADMIN });
    expect(active.statusCode).toBe(409);
    expect(active.json().message).toBe(MESSAGES.inviteNotPending);
    expect(await countRows(`audit_events WHERE action = 'USER_REINVITED'`, [])).toBe(1);
  });

  it('an identity service that is down answers 503 and leaves no half-created member', async () => {
    identity.down = true;
    try {
      const res = await add({ username: 'fora.do.ar@exemplo.test' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(MESSAGES.identityAdminUnavailable);
      expect(await countRows('users WHERE email = $1', ['fora.do.ar@exemplo.test'])).toBe(0);
      expect(
        (await ctx.post(`${ORG}/user/${await idOf(DEMO_USERS.temporaria.email)}/reinvite`, { as: ADMIN })).statusCode,
      ).toBe(503);
    } finally {
      identity.down = false;
    }
    expect((await add({ username: 'fora.do.ar@exemplo.test' })).statusCode).toBe(201);
  });
});

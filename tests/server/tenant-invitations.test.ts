import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationUser } from '../../src/contract/organization-users.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { createFakeIdentityAdmin, type FakeIdentityAdmin } from './helpers/fake-identity-admin.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const MORAES = `/v1/organization/${DEMO_ORGS.moraes}`;
const MASTER_ORG = `/v1/organization/${DEMO_ORGS.master}`;
const ADMIN = DEMO_USERS.admin.email;
const MASTER = DEMO_USERS.master.email;

/**
 * Issue 28, items 1, 6 and 7: credentials are re-issued only by the organization whose invitation created the
 * identity, an admin learns nothing another organization knows of a person, and an invitation nobody accepted is no
 * admin to fall back on.
 */
describe('invitations across organizations', () => {
  let ctx: TestContext;
  let identity: FakeIdentityAdmin;
  const add = (org: string, orgId: number, as: string, body: Record<string, unknown>) =>
    ctx.post(`${org}/adduser`, { as, body: { organizationLawFirmId: orgId, accessType: 'BASIC', ...body } });
  const members = async (org: string, as: string) =>
    (await ctx.get(`${org}/listuser`, { as })).json() as OrganizationUser[];
  const auditOf = async (orgId: number, action: string) =>
    (
      await ctx.db.query<{ target_label: string; after: Record<string, unknown> }>(
        'SELECT target_label, after FROM audit_events WHERE organization_id = $1 AND action = $2 ORDER BY id',
        [orgId, action],
      )
    ).rows;

  // One database for the file: each case invites its own person; the case that demotes the admin runs last.
  beforeAll(async () => {
    identity = createFakeIdentityAdmin();
    ctx = await createTestContext({ identityAdmin: identity }, 5);
  }, 60_000);
  const resends = (email: string) => identity.calls.filter((call) => call === `resendInvite ${email}`);
  afterAll(async () => ctx.close());

  /** The master's organization invites `email` as ADMIN; the invitation is pending. */
  const inviteInMaster = async (email: string) => {
    const res = await add(MASTER_ORG, DEMO_ORGS.master, MASTER, {
      username: email,
      name: 'Pessoa Sigilosa da Silva',
      accessType: 'ADMIN',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ identityCreated: true, user: { status: 'INVITED' } });
    return res.json().user.id as string;
  };

  it('another organization that adds a pending invitee can neither re-issue nor see their credentials', async () => {
    const TARGET = 'alvo.convite@exemplo.test';
    const targetId = await inviteInMaster(TARGET);
    // Org 590 adds the same e-mail, then presses "Reenviar convite".
    const added = await add(MORAES, DEMO_ORGS.moraes, ADMIN, { username: TARGET, name: 'Nome Dado Pelo Moraes' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toEqual({
      identityCreated: false,
      user: expect.objectContaining({ name: 'Nome Dado Pelo Moraes', lastSignInAt: null }),
    });
    expect(added.body).not.toContain('Sigilosa');
    const reinvite = await ctx.post(`${MORAES}/user/${targetId}/reinvite`, { as: ADMIN });
    expect(reinvite.statusCode).toBe(409);
    expect(reinvite.json()).toEqual({ message: MESSAGES.inviteNotReissuable, statusCode: 409, error: 'Conflict' });
    expect(resends(TARGET)).toEqual([]);
    // Nor may the inviting organization now: the person belongs to another one, whose admin would get the account.
    expect((await ctx.post(`${MASTER_ORG}/user/${targetId}/reinvite`, { as: MASTER })).statusCode).toBe(409);
    // Both trails say it: 590 added them, and the master organization sees its person added elsewhere.
    expect((await auditOf(DEMO_ORGS.moraes, 'USER_ADDED')).filter((row) => row.target_label === TARGET)).toEqual([
      expect.objectContaining({ after: expect.objectContaining({ memberElsewhere: true }) }),
    ]);
    expect(await auditOf(DEMO_ORGS.master, 'USER_ADDED_ELSEWHERE')).toEqual([
      { target_label: TARGET, after: { organizationId: DEMO_ORGS.moraes } },
    ]);
    // The master organization still sees the name it gave.
    expect((await members(MASTER_ORG, MASTER)).find((m) => m.email === TARGET)?.name).toBe('Pessoa Sigilosa da Silva');
  });

  it('the inviting organization re-issues while the person belongs nowhere else', async () => {
    const TARGET = 'so.no.master@exemplo.test';
    const targetId = await inviteInMaster(TARGET);
    const res = await ctx.post(`${MASTER_ORG}/user/${targetId}/reinvite`, { as: MASTER });
    expect(res.statusCode).toBe(200);
    expect(res.json().temporaryPassword).toMatch(/^Temp#/);
    expect(identity.calls).toContain(`resendInvite ${TARGET}`);
  });

  it('with Amazon Cognito the invitation e-mail goes to the person, never a password to the other admin', async () => {
    const TARGET = 'via.email@exemplo.test';
    const targetId = await inviteInMaster(TARGET);
    await add(MORAES, DEMO_ORGS.moraes, ADMIN, { username: TARGET, name: 'Outra Pessoa' });
    identity.delivery = 'email';
    try {
      const res = await ctx.post(`${MORAES}/user/${targetId}/reinvite`, { as: ADMIN });
      expect(res.statusCode).toBe(200);
      expect(res.json().temporaryPassword).toBeUndefined();
      expect(resends(TARGET)).toHaveLength(1);
      expect(
        (await auditOf(DEMO_ORGS.moraes, 'USER_REINVITED'))
          .filter((row) => row.target_label === TARGET)
          .map((row) => row.after),
      ).toEqual([{ delivery: 'email' }]);
    } finally {
      identity.delivery = 'shown';
    }
  });

  it('an ADMIN may not re-invite a SUPER_ADMIN', async () => {
    const temporaria = (await members(MORAES, ADMIN)).find((m) => m.email === DEMO_USERS.temporaria.email)!;
    await ctx.db.query("UPDATE memberships SET profile = 'SUPER_ADMIN' WHERE user_id = $1 AND organization_id = $2", [
      temporaria.id,
      DEMO_ORGS.moraes,
    ]);
    ctx.app.authCache.memberships.clear();
    const res = await ctx.post(`${MORAES}/user/${temporaria.id}/reinvite`, { as: ADMIN });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.superAdminOnly);
    expect(resends(DEMO_USERS.temporaria.email)).toEqual([]);
  });

  it('adding someone who exists elsewhere reveals neither the name nor the last sign-in another organization knows', async () => {
    // restrito@ signed in before (seeded last sign-in) and is a member of Ribeiro Costa; the master organization adds them.
    const res = await add(MASTER_ORG, DEMO_ORGS.master, MASTER, {
      username: DEMO_USERS.restrito.email,
      name: 'Contato Externo',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: 'Contato Externo', lastSignInAt: null });
    expect(res.body).not.toMatch(/Gabriela|Pires/);
    const listed = (await members(MASTER_ORG, MASTER)).find((m) => m.email === DEMO_USERS.restrito.email);
    expect(listed).toMatchObject({ name: 'Contato Externo', lastSignInAt: null });
    // A sign-in after joining is this organization's business too.
    await ctx.db.query(
      `UPDATE users SET last_sign_in_at = now() + interval '1 second' WHERE email = '${DEMO_USERS.restrito.email}'`,
    );
    expect(
      (await members(MASTER_ORG, MASTER)).find((m) => m.email === DEMO_USERS.restrito.email)?.lastSignInAt,
    ).not.toBeNull();
  });

  it('refuses the addresses that look like others or that no mail server takes, with a Portuguese reason', async () => {
    const cases: [string, string][] = [
      ['a@exemplo..test', MESSAGES.invalidUserEmail],
      ['a@exemplo.test.', MESSAGES.invalidUserEmail],
      ['"a"@exemplo.test', MESSAGES.invalidUserEmail],
      ['a<b@exemplo.test', MESSAGES.invalidUserEmail],
      ['ana😀@exemplo.test', MESSAGES.invalidUserEmail],
      ['admin\u200b@exemplo.test', MESSAGES.invisibleUserEmail],
      [`${DEMO_USERS.admin.email}\u200b`, MESSAGES.invisibleUserEmail],
    ];
    for (const [username, message] of cases) {
      const res = await add(MORAES, DEMO_ORGS.moraes, ADMIN, { username, name: 'Alguém' });
      expect([res.statusCode, res.json().message], JSON.stringify(username)).toEqual([400, message]);
    }
    expect(identity.calls.filter((call) => call.startsWith('createUser') && call.includes('exemplo..'))).toEqual([]);
    expect(
      await ctx.db.query("SELECT 1 FROM users WHERE email LIKE '%\u200b%' OR email LIKE '%\"%'").then((r) => r.rows),
    ).toEqual([]);
    // NFKC, trimmed, lower case: a full-width address is the existing member.
    const fullWidth = await add(MORAES, DEMO_ORGS.moraes, ADMIN, {
      username: ' ＡＤＭＩＮ@exemplo.test ',
      name: 'Ana',
    });
    expect([fullWidth.statusCode, fullWidth.json().message]).toEqual([409, MESSAGES.userAlreadyMember]);
  });
  // Last: it demotes the admin the other cases act as.
  it('the last-admin guard counts only admins who can sign in, never a pending invitation', async () => {
    const invited = await add(MORAES, DEMO_ORGS.moraes, ADMIN, {
      username: 'novo.admin@exemplo.test',
      name: 'Novo Admin',
      accessType: 'ADMIN',
    });
    expect(invited.json().user).toMatchObject({ status: 'INVITED', accessType: 'ADMIN' });
    const self = (await members(MORAES, ADMIN)).find((m) => m.email === ADMIN)!;
    const demote = await ctx.put(`${MORAES}/user/${self.id}/profile`, { as: ADMIN, body: { accessType: 'BASIC' } });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe(MESSAGES.lastActiveAdmin);
    // Once the invitee has signed in they count.
    await ctx.db.query("UPDATE users SET invite_pending = false WHERE email = 'novo.admin@exemplo.test'");
    expect(
      (await ctx.put(`${MORAES}/user/${self.id}/profile`, { as: ADMIN, body: { accessType: 'BASIC' } })).statusCode,
    ).toBe(200);
  });
});

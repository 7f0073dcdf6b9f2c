import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const NO_ACCESS = 'Você não tem acesso a esta organização.';

describe('organizations, holders, balance, notifications, plan types', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = (url: string, email: string) => ctx.get(url, { as: email });

  describe('GET /v1/organization', () => {
    it("lists the caller's organizations with their own profile, roles and settings", async () => {
      const res = await get('/v1/organization', DEMO_USERS.admin.email);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        {
          id: DEMO_ORGS.moraes,
          name: 'Moraes & Associados Advocacia',
          typeOrganization: 'LAW_FIRM',
          profile: 'ADMIN',
          roles: expect.arrayContaining(['USUARIOS']),
          oldAdmin: false,
          settings: { notifications: { changeProcess: true, newProcess: true, riskChange: true } },
        },
      ]);
    });
    it('lists both organizations of the super admin, the MASTER one flagged by type', async () => {
      const res = (await get('/v1/organization', DEMO_USERS.master.email)).json() as {
        id: number;
        typeOrganization: string;
        profile: string;
      }[];
      expect(res.map((o) => [o.id, o.typeOrganization, o.profile]).sort()).toEqual([
        [DEMO_ORGS.master, 'MASTER', 'SUPER_ADMIN'],
        [DEMO_ORGS.atlantico, 'COMPANY', 'SUPER_ADMIN'],
      ]);
    });
    it('is empty for the user without organization', async () => {
      expect((await get('/v1/organization', DEMO_USERS.semOrganizacao.email)).json()).toEqual([]);
    });
    it('hides inactive memberships', async () => {
      await ctx.db.query(
        `UPDATE memberships SET active = false WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO_USERS.advogada.email}')`,
      );
      expect((await get('/v1/organization', DEMO_USERS.advogada.email)).json()).toEqual([]);
      expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/holders`, DEMO_USERS.advogada.email)).statusCode).toBe(
        403,
      );
      await ctx.db.query(
        `UPDATE memberships SET active = true WHERE user_id = (SELECT id FROM users WHERE email = '${DEMO_USERS.advogada.email}')`,
      );
    });
  });

  describe('GET /v1/organization/{orgId}/holders', () => {
    it('returns the holder of a member organization', async () => {
      expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/holders`, DEMO_USERS.basico.email)).json()).toEqual([
        { holderId: DEMO_HOLDERS.moraes, holderName: 'Moraes & Associados Advocacia Ltda' },
      ]);
      expect((await get(`/v1/organization/${DEMO_ORGS.atlantico}/holders`, DEMO_USERS.master.email)).json()).toEqual([
        { holderId: DEMO_HOLDERS.atlantico, holderName: 'Atlântico Participações S.A.' },
      ]);
    });
    it('returns an empty list for an organization without holder', async () => {
      expect((await get(`/v1/organization/${DEMO_ORGS.ribeiro}/holders`, DEMO_USERS.restrito.email)).json()).toEqual(
        [],
      );
    });
    it('answers 403 across organizations, and for organizations that do not exist', async () => {
      for (const [url, email] of [
        [`/v1/organization/${DEMO_ORGS.atlantico}/holders`, DEMO_USERS.admin.email],
        [`/v1/organization/${DEMO_ORGS.moraes}/holders`, DEMO_USERS.master.email],
        ['/v1/organization/999999/holders', DEMO_USERS.admin.email],
      ] as const) {
        const res = await get(url, email);
        expect(res.statusCode, `${email} ${url}`).toBe(403);
        expect(res.json()).toEqual({ statusCode: 403, error: 'Forbidden', message: NO_ACCESS });
      }
    });
    it('answers 400 for a non-numeric or non-positive id', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
        const res = await get(`/v1/organization/${id}/holders`, DEMO_USERS.admin.email);
        expect(res.statusCode, id).toBe(400);
        expect(res.json().message).toMatch(/^Requisição inválida: params\/orgId/);
      }
    });
  });

  describe('GET /v1/holder/{holderId}/organization/{orgId}/balance', () => {
    it('returns balances with available = limit − consume and the alert from 80% on', async () => {
      const res = await get(
        `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/balance`,
        DEMO_USERS.admin.email,
      );
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.balance).toEqual([
        {
          planId: 1,
          typePlan: 'Consulta',
          available: 363,
          consume: 137,
          limitEnd: 500,
          isVisible: true,
          msgConsume: null,
        },
        {
          planId: 2,
          typePlan: 'Monitoria',
          available: 15,
          consume: 85,
          limitEnd: 100,
          isVisible: true,
          msgConsume: expect.stringContaining('85%'),
        },
        {
          planId: 7,
          typePlan: 'AnaliseBasica',
          available: 26,
          consume: 4,
          limitEnd: 30,
          isVisible: true,
          msgConsume: null,
        },
        {
          planId: 8,
          typePlan: 'AnalisePremium',
          available: 7,
          consume: 3,
          limitEnd: 10,
          isVisible: true,
          msgConsume: null,
        },
      ]);
      expect(body.messages).toEqual({ nearEnd: expect.any(String), exhausted: expect.any(String) });
    });
    it('never reports a negative balance and flags an exhausted plan', async () => {
      await ctx.db.query('UPDATE plans SET consume = 230 WHERE id = 3');
      const res = await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/balance`,
        DEMO_USERS.master.email,
      );
      const consulta = res.json().balance.find((b: { planId: number }) => b.planId === 3);
      expect(consulta).toMatchObject({ available: 0, consume: 230, limitEnd: 200 });
      expect(consulta.msgConsume).toContain('esgotado');
    });
    it('answers 403 for a holder of another organization', async () => {
      const res = await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.moraes}/balance`,
        DEMO_USERS.admin.email,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Este titular não pertence a esta organização.');
      // The super admin belongs to both master and atlantico, but holder 2 is atlantico's.
      expect(
        (
          await get(
            `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.master}/balance`,
            DEMO_USERS.master.email,
          )
        ).statusCode,
      ).toBe(403);
      expect(
        (await get(`/v1/holder/424242/organization/${DEMO_ORGS.moraes}/balance`, DEMO_USERS.admin.email)).statusCode,
      ).toBe(403);
    });
    it('answers 403 for an organization the caller is not in, even with its real holder', async () => {
      const res = await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/balance`,
        DEMO_USERS.admin.email,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(NO_ACCESS);
    });
    it('answers 400 for bad ids', async () => {
      expect(
        (await get(`/v1/holder/x/organization/${DEMO_ORGS.moraes}/balance`, DEMO_USERS.admin.email)).json().message,
      ).toMatch(/params\/holderId/);
    });
  });

  describe('GET /v1/organization/{orgId}/notifications/total', () => {
    it('counts unviewed notifications per organization', async () => {
      // The court feed's 7, the 3 of the demo DJEN communications (server/seed/seed-court-data.ts) and the 2 risk
      // changes (server/seed/seed-risk-changes.ts): the badge counts every unviewed notification, whatever its type.
      expect(
        (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications/total`, DEMO_USERS.basico.email)).json(),
      ).toEqual({ total: 7 + 3 + 2 });
      expect(
        (await get(`/v1/organization/${DEMO_ORGS.atlantico}/notifications/total`, DEMO_USERS.master.email)).json(),
      ).toEqual({ total: 150 });
      expect(
        (await get(`/v1/organization/${DEMO_ORGS.master}/notifications/total`, DEMO_USERS.master.email)).json(),
      ).toEqual({ total: 0 });
    });
    it('follows views and is never cached', async () => {
      await ctx.db.query(
        `UPDATE notifications SET viewed_at = now() WHERE id = (SELECT min(id) FROM notifications WHERE organization_id = ${DEMO_ORGS.moraes} AND viewed_at IS NULL)`,
      );
      const res = await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications/total`, DEMO_USERS.basico.email);
      expect(res.json()).toEqual({ total: 7 + 3 + 2 - 1 });
      expect(res.headers['cache-control']).toBe('no-store');
    });
    it('answers 403 across organizations', async () => {
      expect(
        (await get(`/v1/organization/${DEMO_ORGS.atlantico}/notifications/total`, DEMO_USERS.admin.email)).statusCode,
      ).toBe(403);
    });
  });

  describe('GET /v1/plan-types', () => {
    it('lists Consulta, Monitoria, Pausa and the analysis plans with Portuguese descriptions', async () => {
      const res = await get('/v1/plan-types', DEMO_USERS.basico.email);
      expect(res.statusCode).toBe(200);
      const types = res.json() as { type: string; label: string; description: string; activityOnly: boolean }[];
      expect(types.map((t) => t.type)).toEqual(['Consulta', 'Monitoria', 'Pausa', 'AnaliseBasica', 'AnalisePremium']);
      expect(types.find((t) => t.type === 'Pausa')?.activityOnly).toBe(true);
      expect(types.every((t) => t.description.length > 10)).toBe(true);
    });
  });
});

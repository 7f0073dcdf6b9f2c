import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CourtSourcesStatus,
  CourtSuspensionList,
  OabRegistration,
  OabRegistrationList,
} from '../../../src/contract/court-data.ts';
import type { MovementList } from '../../../src/contract/movements.ts';
import { OAB_MESSAGES } from '../../../server/court-data/oab.ts';
import { SUSPENSION_MESSAGES } from '../../../server/court-data/court-suspensions.ts';
import { listCourtSuspensions } from '../../../server/repositories/court-suspensions.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { MESSAGES } from '../../../server/http/messages.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}/court-data`;
const MASTER_ORG = `/v1/organization/${DEMO_ORGS.master}/court-data`;
const ADMIN = DEMO_USERS.admin.email;
const BASIC = DEMO_USERS.basico.email;
const LAWYER = DEMO_USERS.advogada.email;
const OTHER_ADMIN = DEMO_USERS.master.email;

/** The routes of "Advogados e OAB" and "Fontes de dados" (contract src/contract/court-data.ts). */
describe('court data routes', () => {
  let ctx: TestContext;
  const registrations = async (as = ADMIN) =>
    ((await ctx.get(`${ORG}/oab-registrations`, { as })).json() as OabRegistrationList).result;
  const auditActions = async () =>
    (
      await ctx.db.query<{ action: string }>('SELECT action FROM audit_events WHERE organization_id = $1 ORDER BY id', [
        DEMO_ORGS.moraes,
      ])
    ).rows.map((r) => r.action);

  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
  }, 60_000);
  afterAll(async () => ctx.close());

  it('lists the demo registrations with what each brought, to any member', async () => {
    const list = await registrations(BASIC);
    expect(list.map((r) => `${r.number}/${r.uf} ${r.lawyerName}`)).toEqual([
      '123456/SP Carla Lima',
      '98765/RJ Paulo Moraes',
    ]);
    const [carla, paulo] = list;
    expect(carla).toMatchObject({
      active: true,
      totalCommunications: 2,
      cancelledCommunications: 0,
      lastItems: 2,
      lastError: null,
    });
    expect(carla?.latest).toHaveLength(2);
    expect(carla?.latest[0]?.processNumber).toMatch(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/);
    expect(paulo).toMatchObject({ totalCommunications: 1, cancelledCommunications: 1 });
    expect(paulo?.latest[0]).toMatchObject({ cancelled: true, type: 'Citação' });
  });

  it('registers a number (dots ignored, UF upper-cased), audits it, and lists it', async () => {
    const res = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '045.678', uf: 'mg', lawyerName: '  Rita   Alves ' },
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as OabRegistration;
    expect(created).toMatchObject({
      number: '45678',
      uf: 'MG',
      lawyerName: 'Rita Alves',
      active: true,
      totalCommunications: 0,
      latest: [],
    });
    expect((await registrations()).some((r) => r.id === created.id)).toBe(true);
    expect(await auditActions()).toContain('OAB_REGISTERED');
  });

  it('links the registration to a member, and refuses someone who is not one', async () => {
    const carlaId = (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [LAWYER])).rows[0]?.id;
    const ok = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '777', uf: 'SP', lawyerName: 'Carla Lima', lawyerUserId: carlaId },
    });
    expect(ok.json()).toMatchObject({ lawyerUserId: carlaId });
    const outsider = (
      await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_USERS.restrito.email])
    ).rows[0]?.id;
    const refused = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '778', uf: 'SP', lawyerName: 'X', lawyerUserId: outsider },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MESSAGES.oabLawyerNotMember);
  });

  it('answers bad input with a 400 in Portuguese and stores nothing', async () => {
    const before = (await registrations()).length;
    const letters = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '12345-A', uf: 'SP', lawyerName: 'Ana' },
    });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().message).toBe(OAB_MESSAGES.numberDigits);
    const uf = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '12345', uf: 'XX', lawyerName: '' },
    });
    expect(uf.json().message).toBe(`${OAB_MESSAGES.ufInvalid} ${MESSAGES.oabLawyerNameBlank}`);
    const extra = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '1', uf: 'SP', lawyerName: 'A', admin: true },
    });
    expect(extra.statusCode).toBe(400);
    expect((await registrations()).length).toBe(before);
  });

  it('inactivates a registration (kept, with what it brought) and audits it once', async () => {
    const carla = (await registrations()).find((r) => r.number === '123456');
    const res = await ctx.put(`${ORG}/oab-registrations/${carla?.id}/inactivate`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ active: false, totalCommunications: 2 });
    await ctx.put(`${ORG}/oab-registrations/${carla?.id}/inactivate`, { as: ADMIN });
    expect((await auditActions()).filter((a) => a === 'OAB_INACTIVATED')).toHaveLength(1);
    // Registering it again reactivates it.
    const again = await ctx.post(`${ORG}/oab-registrations`, {
      as: ADMIN,
      body: { number: '123456', uf: 'SP', lawyerName: 'Carla Lima' },
    });
    expect(again.json()).toMatchObject({ id: carla?.id, active: true });
  });

  it("refuses changes to non-admins (403) and another organization's ids (404, the same answer as an unknown id)", async () => {
    for (const as of [BASIC, LAWYER]) {
      expect(
        (await ctx.post(`${ORG}/oab-registrations`, { as, body: { number: '1', uf: 'SP', lawyerName: 'A' } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await ctx.post(`${ORG}/suspensions`, {
            as,
            body: { from: '2026-11-02', to: '2026-11-02', kind: 'CLOSED', reason: 'x' },
          })
        ).statusCode,
      ).toBe(403);
    }
    const id = (await registrations())[0]?.id;
    expect((await ctx.put(`${ORG}/oab-registrations/${id}/inactivate`, { as: BASIC })).statusCode).toBe(403);
    // The master organization's admin names the moraes registration under his own organization.
    const foreign = await ctx.put(`${MASTER_ORG}/oab-registrations/${id}/inactivate`, { as: OTHER_ADMIN });
    const unknown = await ctx.put(`${MASTER_ORG}/oab-registrations/999999/inactivate`, { as: OTHER_ADMIN });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.json().message).toBe(MESSAGES.oabRegistrationNotFound);
    expect((await ctx.get(`${ORG}/oab-registrations`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    expect((await ctx.get(`${ORG}/sources`, { as: OTHER_ADMIN })).statusCode).toBe(403);
    expect((await ctx.get(`${MASTER_ORG}/oab-registrations`, { as: OTHER_ADMIN })).json()).toEqual({ result: [] });
  });

  it('says the demo feed is active and shows the source status', async () => {
    const status = (await ctx.get(`${ORG}/sources`, { as: BASIC })).json() as CourtSourcesStatus;
    expect(status).toMatchObject({ mode: 'demo', schedule: null });
    expect(status.activeRegistrations).toBeGreaterThanOrEqual(2);
    expect(status.sources).toEqual([
      expect.objectContaining({
        source: 'DJEN',
        items: 3,
        cancellations: 1,
        errors: 0,
        lastError: null,
        lastRunAt: '2026-10-31T09:00:00.000Z',
      }),
    ]);
    // The demo register cannot fail: its card says so, with the demo data's date and the demo's invented protests.
    expect(status.companyRegistry).toEqual({
      mode: 'demo',
      host: null,
      dataDate: '2026-10-12',
      lastSuccessAt: null,
      lastErrorAt: null,
      lastError: null,
      lastErrorStatus: null,
      protestSource: 'DEMO',
    });
  });

  it('adds a suspension (admin), lists it to members, and refuses bad input in Portuguese', async () => {
    const body = {
      court: 'tjsp',
      from: '2099-03-02',
      to: '2099-03-03',
      kind: 'CLOSED',
      reason: 'Indisponibilidade do sistema',
    };
    const res = await ctx.post(`${ORG}/suspensions`, { as: ADMIN, body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ court: 'TJSP', from: '2099-03-02', to: '2099-03-03', kind: 'CLOSED' });
    const list = (await ctx.get(`${ORG}/suspensions`, { as: BASIC })).json() as CourtSuspensionList;
    expect(list.result[0]).toMatchObject({ court: 'TJSP', reason: 'Indisponibilidade do sistema' });
    expect(await auditActions()).toContain('COURT_SUSPENSION_ADDED');
    // The organization's own: another organization neither sees it nor has its deadline starts moved by it.
    const elsewhere = (await ctx.get(`${MASTER_ORG}/suspensions`, { as: OTHER_ADMIN })).json() as CourtSuspensionList;
    expect(elsewhere.result.map((s) => s.reason)).not.toContain('Indisponibilidade do sistema');
    expect(await listCourtSuspensions(ctx.db, '2099-01-01', DEMO_ORGS.master)).toEqual([]);
    expect(await listCourtSuspensions(ctx.db, '2099-01-01', DEMO_ORGS.moraes)).toEqual([
      expect.objectContaining({ court: 'TJSP', from: '2099-03-02' }),
    ]);
    const bad = await ctx.post(`${ORG}/suspensions`, {
      as: ADMIN,
      body: { from: '2099-03-05', to: '2099-03-01', kind: 'OTHER', reason: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(
      [SUSPENSION_MESSAGES.dates, SUSPENSION_MESSAGES.kind, SUSPENSION_MESSAGES.reason].join(' '),
    );
  });

  it('a DJEN movement carries its publication date, deadline start, certificate and cancellation', async () => {
    const { rows } = await ctx.db.query<{ process_id: number; cancelled: boolean }>(
      'SELECT process_id::int, cancelled FROM court_communications WHERE organization_id = $1 ORDER BY id',
      [DEMO_ORGS.moraes],
    );
    for (const row of rows) {
      const page = (
        await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${row.process_id}/moviments`, { as: BASIC })
      ).json() as MovementList;
      const movement = page.result.find((m) => m.communication);
      expect(movement?.communication).toMatchObject({ source: 'DJEN', cancelled: row.cancelled });
      expect(movement?.communication?.certificateUrl).toMatch(
        /^https:\/\/comunicaapi\.pje\.jus\.br\/api\/v1\/comunicacao\/demo\d{4}\/certidao$/,
      );
      expect((movement?.communication?.deadlineStart ?? '') > (movement?.communication?.publicationDate ?? '')).toBe(
        true,
      );
      expect(movement?.text).toContain('prazo começa em');
    }
    expect(rows.filter((row) => row.cancelled)).toHaveLength(1);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('notification centre', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 30);
  });
  afterAll(async () => ctx.close());

  const get = (url: string, email = DEMO_USERS.basico.email) => ctx.get(url, { as: email });
  /**
   * The demo court feed's 25, the 3 of the demo DJEN communications (server/seed/seed-court-data.ts) and the 2 risk
   * changes of the re-screening (server/seed/seed-risk-changes.ts).
   */
  const SEEDED = 25 + 3 + 2;
  const total = async (org = DEMO_ORGS.moraes, email = DEMO_USERS.basico.email) =>
    (await get(`/v1/organization/${org}/notifications/total`, email)).json().total as number;

  it('lists 10 per page, newest first, with the Notification fields', async () => {
    const res = await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?page=0`);
    expect(res.statusCode).toBe(200);
    const { result, total: count } = res.json();
    expect(count).toBe(SEEDED);
    expect(result).toHaveLength(10);
    const fields = {
      id: expect.any(Number),
      type: expect.stringMatching(/^(NEW_PROCESS|CHANGE_MOVIMENT)$/),
      processId: expect.any(Number),
      processNumber: expect.any(String),
      court: expect.any(String),
      date: expect.any(String),
      authors: expect.any(Array),
      defendants: expect.any(Array),
      lastUpdate: { class: expect.any(String), date: expect.any(String), text: expect.any(String) },
      wasViewed: false,
      viewedAt: null,
    };
    // The newest are the demo DJEN's (the first one cancelled since): they carry their communication; the feed's do not.
    expect(result[0]).toEqual({
      ...fields,
      communication: {
        source: 'DJEN',
        publicationDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        deadlineStart: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        certificateUrl: expect.stringMatching(
          /^https:\/\/comunicaapi\.pje\.jus\.br\/api\/v1\/comunicacao\/\w+\/certidao$/,
        ),
        cancelled: true,
        cancellationReason: 'Publicação em duplicidade',
      },
    });
    expect(result.find((n: { communication?: unknown; risk?: unknown }) => !n.communication && !n.risk)).toEqual(
      fields,
    );
    const dates = result.map((n: { date: string }) => n.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?page=2`)).json().result).toHaveLength(
      SEEDED - 20,
    );
  });

  it('filters by type, viewed and period; wasViewed follows viewedAt exactly', async () => {
    const unviewed = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?viewed=false`)).json();
    expect(unviewed.total).toBe(await total());
    expect(
      unviewed.result.every((n: { wasViewed: boolean; viewedAt: null }) => !n.wasViewed && n.viewedAt === null),
    ).toBe(true);
    const viewed = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?viewed=true`)).json();
    expect(
      viewed.result.every(
        (n: { wasViewed: boolean; viewedAt: string }) => n.wasViewed && typeof n.viewedAt === 'string',
      ),
    ).toBe(true);
    const news = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?type=NEW_PROCESS`)).json();
    expect(news.result.every((n: { type: string }) => n.type === 'NEW_PROCESS')).toBe(true);
    const risks = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?type=RISK_CHANGE`)).json();
    expect(risks.total).toBe(2);
    expect(risks.result.map((n: { lastUpdate: { class: string } }) => n.lastUpdate.class).sort()).toEqual([
      'Novo risco em Marcos Vinícius Tavares',
      'Risco encerrado em Marcos Vinícius Tavares',
    ]);
    expect(risks.result[0]).toMatchObject({
      type: 'RISK_CHANGE',
      processId: null,
      processNumber: null,
      court: null,
      authors: [],
      defendants: [],
      risk: {
        entityName: 'Marcos Vinícius Tavares',
        entityDocument: '***.204.736-**',
        entityKind: 'PERSON',
        analysisId: expect.any(Number),
      },
    });
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?from=2999-01-01`)).json().total).toBe(0);
    expect(
      (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?from=2026-10-01&to=2026-10-31`)).json().total,
    ).toBe(SEEDED);
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?type=OTHER`)).statusCode).toBe(400);
    expect(
      (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?from=2026-11-02&to=2026-11-01`)).statusCode,
    ).toBe(400);
  });

  it('PUT marks one viewed (once), the total falls, and other organizations get 403', async () => {
    const before = await total();
    const [first] = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications?viewed=false`)).json().result;
    const put = () =>
      ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/notifications/${first.id}`, { as: DEMO_USERS.basico.email });
    const res = await put();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: first.id, wasViewed: true, viewedAt: expect.any(String) });
    expect((await put()).json().viewedAt).toBe(res.json().viewedAt);
    expect(await total()).toBe(before - 1);
    const foreign = (await get(`/v1/organization/${DEMO_ORGS.atlantico}/notifications`, DEMO_USERS.master.email)).json()
      .result[0];
    const cross = await ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/notifications/${foreign.id}`, {
      as: DEMO_USERS.basico.email,
    });
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('Notificação não encontrada.');
    expect(
      (await ctx.put(`/v1/organization/${DEMO_ORGS.atlantico}/notifications/1`, { as: DEMO_USERS.basico.email }))
        .statusCode,
    ).toBe(403);
    expect(
      (await ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/notifications/99999999`, { as: DEMO_USERS.basico.email }))
        .statusCode,
    ).toBe(404);
  });

  it('DELETE clears all by marking them viewed; the badge total becomes 0 and history stays', async () => {
    const res = await ctx.del(`/v1/organization/${DEMO_ORGS.moraes}/notifications`, { as: DEMO_USERS.advogada.email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ cleared: expect.any(Number), total: 0 });
    expect(await total()).toBe(0);
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications`)).json().total).toBe(SEEDED);
    expect(await total(DEMO_ORGS.atlantico, DEMO_USERS.master.email)).toBe(150);
  });

  it('settings: admins change them, others get 403, bad bodies 400', async () => {
    const put = (email: string, payload: object) =>
      ctx.put(`/v1/organization/${DEMO_ORGS.moraes}/settings/notifications`, { as: email, body: payload });
    // A client that predates riskChange leaves it as it is (on by default).
    const res = await put(DEMO_USERS.admin.email, { changeProcess: false, newProcess: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ changeProcess: false, newProcess: true, riskChange: true });
    const orgs = (await get('/v1/organization', DEMO_USERS.admin.email)).json();
    expect(orgs[0].settings.notifications).toEqual({ changeProcess: false, newProcess: true, riskChange: true });
    const off = await put(DEMO_USERS.admin.email, { changeProcess: false, newProcess: true, riskChange: false });
    expect(off.json()).toEqual({ changeProcess: false, newProcess: true, riskChange: false });
    expect((await put(DEMO_USERS.admin.email, { changeProcess: false, newProcess: true })).json().riskChange).toBe(
      false,
    );
    expect(
      (await put(DEMO_USERS.admin.email, { changeProcess: false, newProcess: true, riskChange: 'x' })).statusCode,
    ).toBe(400);
    expect((await put(DEMO_USERS.basico.email, { changeProcess: true, newProcess: true })).statusCode).toBe(403);
    expect((await put(DEMO_USERS.advogada.email, { changeProcess: true, newProcess: true })).statusCode).toBe(403);
    expect((await put(DEMO_USERS.admin.email, { changeProcess: true })).statusCode).toBe(400);
    expect((await put(DEMO_USERS.admin.email, { changeProcess: 'x', newProcess: true })).statusCode).toBe(400);
  });

  it('needs a token (401)', async () => {
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/notifications`)).statusCode).toBe(401);
    expect((await ctx.del(`/v1/organization/${DEMO_ORGS.moraes}/notifications`)).statusCode).toBe(401);
  });
});

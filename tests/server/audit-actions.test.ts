import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf, maskDocumentNumber } from '../../src/contract/brazil-document.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { COGNITO_CONTENT_TYPE } from '../../server/identity/cognito-client.ts';
import { afterIdentityAnswer } from '../../server/identity/sign-in-events.ts';
import { checkAuditChain } from '../../server/repositories/audit-events.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const ADMIN = DEMO_USERS.admin.email;
const BASIC = DEMO_USERS.basico.email;
/** A looked-up document of the demo organization without a relationship analysis (tests/server/relationships.test.ts). */
const HELENA = completeCpf('390533447');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface EventRow {
  action: string;
  actor_email: string | null;
  target_label: string | null;
  target_document: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  request_id: string | null;
}

/** Issue 28 item 4: the actions the trail lacked, refusals, and request ids unique beyond one process. */
describe('audit trail: actions added in issue 28', () => {
  let ctx: TestContext;
  let mark = 0;
  let firstMark = 0;
  /** Events of `action` in the demo organization since the last mark, oldest first. */
  const events = async (action: string, organizationId: number = DEMO_ORGS.moraes) =>
    (
      await ctx.db.query<EventRow>(
        'SELECT action, actor_email, target_label, target_document, before, after, request_id FROM audit_events WHERE organization_id = $1 AND action = $2 AND id > $3 ORDER BY id',
        [organizationId, action, mark],
      )
    ).rows;
  const setMark = async () => {
    mark =
      (await ctx.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::int AS id FROM audit_events')).rows[0]?.id ?? 0;
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
  }, 60_000);
  beforeAll(async () => {
    await setMark();
    firstMark = mark;
  });
  afterAll(async () => ctx.close());

  it('starting a relationship analysis and exporting its graph are recorded, with the masked document', async () => {
    const item = Number(
      (
        await ctx.db.query<{ id: number }>(
          'SELECT id FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2',
          [DEMO_ORGS.moraes, HELENA],
        )
      ).rows[0]?.id,
    );
    const started = await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC });
    expect(started.statusCode).toBe(201);
    const analysisId = started.json().register.businessRelationshipsId as number;
    // Asking again answers the same analysis and starts nothing: no second event.
    expect(
      (await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC })).statusCode,
    ).toBe(200);
    const [start, ...more] = await events('RELATIONSHIP_ANALYSIS_STARTED');
    expect(more).toEqual([]);
    expect(start).toMatchObject({
      actor_email: BASIC,
      target_document: maskDocumentNumber(HELENA),
      after: { analysisId },
    });
    expect(start?.request_id).toMatch(UUID);

    const exported = await ctx.post(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/export`, {
      as: DEMO_USERS.advogada.email,
      body: { format: 'PDF', rows: 12 },
    });
    expect(exported.statusCode).toBe(204);
    expect((await events('EXPORT')).at(-1)).toMatchObject({
      actor_email: DEMO_USERS.advogada.email,
      target_label: 'Grafo de relacionamentos (PDF)',
      target_document: maskDocumentNumber(HELENA),
      after: { analysisId, rows: 12 },
    });
    const bad = await ctx.post(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/export`, {
      as: BASIC,
      body: { format: 'DOCX', rows: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
  });

  it('requesting and downloading a generated report are recorded (the file carries party names)', async () => {
    const requested = await ctx.post(`/v2/organization/${DEMO_ORGS.moraes}/report`, {
      as: ADMIN,
      body: { type: 'PROCESSES', format: 'CSV' },
    });
    expect(requested.statusCode).toBe(202);
    const reportId = requested.json().id as number;
    expect((await events('REPORT_REQUESTED')).at(-1)).toMatchObject({
      actor_email: ADMIN,
      target_label: 'Relatório: Processos da organização (CSV)',
      after: { reportId },
    });
    await ctx.app.jobs.drain();
    const file = await ctx.get(`/v2/organization/${DEMO_ORGS.moraes}/report/${reportId}/download`, { as: ADMIN });
    expect(file.statusCode).toBe(200);
    const download = (await events('DOWNLOAD')).at(-1);
    expect(download).toMatchObject({ actor_email: ADMIN, after: { reportId } });
    expect(file.headers['content-disposition']).toContain(download?.target_label);
  });

  it('changing the notification settings is recorded with before and after', async () => {
    const res = await ctx.put(`${ORG}/settings/notifications`, {
      as: ADMIN,
      body: { changeProcess: false, newProcess: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await events('NOTIFICATION_SETTINGS_CHANGED')).at(-1)).toMatchObject({
      actor_email: ADMIN,
      before: { changeProcess: true, newProcess: true },
      after: { changeProcess: false, newProcess: true },
    });
  });

  it('a refused administrative attempt (403 profile, 409 rule) is recorded once by the generic hook; other refusals are not', async () => {
    await setMark();
    const profile = await ctx.put(`${ORG}/settings/notifications`, {
      as: BASIC,
      body: { changeProcess: true, newProcess: true },
    });
    expect(profile.statusCode).toBe(403);
    const adminId = (await ctx.get(`${ORG}/listuser?q=admin@`, { as: ADMIN })).json()[0].id as string;
    const self = await ctx.put(`${ORG}/user/${adminId}/inactivate`, { as: ADMIN });
    expect(self.statusCode).toBe(409);
    const refused = await events('ADMIN_ACTION_REFUSED');
    expect(refused).toEqual([
      expect.objectContaining({
        actor_email: BASIC,
        target_label: `PUT ${ORG}/settings/notifications`,
        after: { httpStatus: 403, reason: profile.json().message },
      }),
      expect.objectContaining({
        actor_email: ADMIN,
        target_label: `PUT ${ORG}/user/${adminId}/inactivate`,
        after: { httpStatus: 409, reason: self.json().message },
      }),
    ]);
    // Not a management route (a LAWYER may not start an analysis), and not a member of the organization named.
    expect(
      (await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/1`, { as: DEMO_USERS.advogada.email }))
        .statusCode,
    ).toBe(403);
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/audit`, { as: ADMIN })).statusCode).toBe(403);
    expect(await events('ADMIN_ACTION_REFUSED')).toHaveLength(2);
    expect(await events('ADMIN_ACTION_REFUSED', DEMO_ORGS.atlantico)).toEqual([]);
  });

  it('a deactivated member is recorded when the API refuses them (once per window) and when they sign in', async () => {
    const call = () => ctx.get(`${ORG}/notifications/total`, { as: DEMO_USERS.inativo.email });
    const refused = await call();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.membershipInactive);
    expect((await call()).statusCode).toBe(403);
    expect(await events('INACTIVE_MEMBER_REFUSED')).toEqual([
      expect.objectContaining({
        actor_email: DEMO_USERS.inativo.email,
        target_label: `GET ${ORG}/notifications/total`,
        after: { httpStatus: 403 },
      }),
    ]);
    const subject =
      (
        await ctx.db.query<{ subject: string | null }>(
          `SELECT subject FROM users WHERE email = '${DEMO_USERS.inativo.email}'`,
        )
      ).rows[0]?.subject ?? 'x';
    const idToken = `x.${Buffer.from(JSON.stringify({ sub: subject, email: DEMO_USERS.inativo.email })).toString('base64url')}.y`;
    const proxyRequest = {
      headers: { 'user-agent': 'Vitest' },
      ip: '10.9.8.7',
      id: 'proxy-request',
    } as unknown as FastifyRequest;
    await afterIdentityAnswer(
      ctx.db,
      proxyRequest,
      'InitiateAuth',
      { AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: DEMO_USERS.inativo.email, PASSWORD: 'x' } },
      {
        status: 200,
        contentType: COGNITO_CONTENT_TYPE,
        body: JSON.stringify({ AuthenticationResult: { IdToken: idToken } }),
      },
    );
    expect((await events('INACTIVE_MEMBER_REFUSED')).at(-1)).toMatchObject({
      actor_email: DEMO_USERS.inativo.email,
      target_label: 'Entrada no sistema',
    });
    expect(await events('SIGN_IN')).toEqual([]);
  });

  it('request ids are random UUIDs, distinct per request; the chain still holds', async () => {
    const { rows } = await ctx.db.query<{ request_id: string }>(
      'SELECT request_id FROM audit_events WHERE id > $1 AND request_id <> $2 ORDER BY id',
      [firstMark, 'proxy-request'],
    );
    const recent = rows.map((r) => r.request_id);
    expect(recent.length).toBeGreaterThan(6);
    expect(recent.every((id) => UUID.test(id))).toBe(true);
    expect(new Set(recent).size).toBe(recent.length);
    expect(await checkAuditChain(ctx.db, DEMO_ORGS.moraes)).toMatchObject({ ok: true });
  });
});

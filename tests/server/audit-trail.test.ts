import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf, maskDocumentNumber } from '../../src/contract/brazil-document.ts';
import { AUDIT_ACTIONS } from '../../src/contract/constants/organization-users.ts';
import type { AuditEvent } from '../../src/contract/organization-users.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { COGNITO_CONTENT_TYPE } from '../../server/identity/cognito-client.ts';
import {
  afterIdentityAnswer,
  expiredTemporaryPassword,
  TEMPORARY_PASSWORD_EXPIRED,
} from '../../server/identity/sign-in-events.ts';
import { checkAuditChain } from '../../server/repositories/audit-events.ts';
import { runRetention } from '../../server/maintenance/retention.ts';
import { multipart, processIds, uploadParts } from './helpers/multipart.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const BASE = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`;
const ADMIN = DEMO_USERS.admin.email;
// Each has its own test: audit-actions.test.ts, tenant-invitations.test.ts (USER_ADDED_ELSEWHERE), paid-lookups.test.ts
// (the QSA and partner-companies lookups), court-data/court-data-routes.test.ts (issue 33's OAB and suspension changes).
const ISSUE_28_ACTIONS: readonly string[] = [
  'RELATIONSHIP_ANALYSIS_STARTED',
  'REPORT_REQUESTED',
  'NOTIFICATION_SETTINGS_CHANGED',
  'ADMIN_ACTION_REFUSED',
  'INACTIVE_MEMBER_REFUSED',
  'USER_ADDED_ELSEWHERE',
  'QSA_LOOKUP',
  'PARTNER_COMPANIES_LOOKUP',
  'OAB_REGISTERED',
  'OAB_INACTIVATED',
  'COURT_SUSPENSION_ADDED',
  // Issue 34's decisions on hits: tests/server/risk-decisions.test.ts.
  'RISK_DECISION_RECORDED',
  // Issue 34's re-screening (a system event, no request): tests/server/watchlists/risk-rescreen.test.ts.
  'RISK_FLAG_CHANGED',
  // Issue 34's TCU certificates: tests/server/watchlists/tcu-certificate-routes.test.ts.
  'TCU_CERTIFICATE_ISSUED',
];
const CPF = completeCpf('700800900');

/** A request as the identity proxy sees it. */
const proxyRequest = {
  headers: { 'user-agent': 'Vitest Browser' },
  ip: '10.1.2.3',
  id: 'req-proxy-1',
} as unknown as FastifyRequest;
const tokenAnswer = (sub: string, email: string) => ({
  status: 200,
  contentType: COGNITO_CONTENT_TYPE,
  body: JSON.stringify({
    AuthenticationResult: { IdToken: `x.${Buffer.from(JSON.stringify({ sub, email })).toString('base64url')}.y` },
  }),
});
const initiate = (username: string) => ({
  AuthFlow: 'USER_PASSWORD_AUTH',
  AuthParameters: { USERNAME: username, PASSWORD: 'x' },
});

describe('audit trail (issue 17)', () => {
  let ctx: TestContext;
  const audit = async (query = '', as = ADMIN) =>
    (await ctx.get(`${ORG}/audit${query}`, { as })).json() as { result: AuditEvent[]; total: number };
  const actionsSince = async (id: number) =>
    (await ctx.db.query<{ action: string }>('SELECT DISTINCT action FROM audit_events WHERE id > $1', [id])).rows
      .map((r) => r.action)
      .sort();
  let startId = 0;

  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    startId = (await ctx.db.query<{ id: number }>('SELECT max(id)::int AS id FROM audit_events')).rows[0]?.id ?? 0;
  }, 60_000);
  afterAll(async () => ctx.close());

  it('the seed leaves a history for the demo organization, newest first, 10 per page, with masked documents', async () => {
    const first = await audit();
    expect(first.total).toBeGreaterThanOrEqual(20);
    expect(first.result).toHaveLength(10);
    expect(first.result[0]?.id).toBeGreaterThan(first.result[1]?.id ?? Infinity);
    const second = await audit('?page=1');
    expect(second.result[0]?.id).toBeLessThan(first.result[9]?.id ?? 0);
    const lookups = await audit(`?document=${completeCpf('390533447')}`);
    expect(lookups.total).toBeGreaterThan(0);
    expect(lookups.result.every((e) => e.targetDocument === '***.533.447-**')).toBe(true);
    expect((await audit('?action=USER_INACTIVATED')).result.map((e) => e.targetLabel)).toEqual([
      DEMO_USERS.inativo.email,
    ]);
    expect(
      (await audit('?from=2026-10-29&to=2026-10-31')).result.every((e) => e.occurredAt >= '2026-10-29T03:00:00.000Z'),
    ).toBe(true);
  });

  it('answers bad filters with a 400 and guards the screen', async () => {
    expect((await ctx.get(`${ORG}/audit?document=123`, { as: ADMIN })).json().message).toBe('Documento inválido');
    expect((await ctx.get(`${ORG}/audit?from=2026-10-31&to=2026-10-01`, { as: ADMIN })).statusCode).toBe(400);
    expect((await ctx.get(`${ORG}/audit?from=2026-02-30`, { as: ADMIN })).statusCode).toBe(400);
    expect((await ctx.get(`${ORG}/audit?action=DELETE_EVERYTHING`, { as: ADMIN })).statusCode).toBe(400);
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/audit`, { as: ADMIN })).statusCode).toBe(403);
  });

  it('records every listed action, each in the organization with actor, IP, user agent and request id', async () => {
    const basico = { as: DEMO_USERS.basico.email, headers: { 'user-agent': 'Teste/1.0' } };
    const lookup = await ctx.post(`${BASE}/partner/process`, { ...basico, body: { documentNumber: CPF } });
    const itemId = lookup.json().register.id;
    expect((await ctx.put(`${BASE}/consumeunique/${itemId}/monitor`, basico)).statusCode).toBe(200);
    expect((await ctx.put(`${BASE}/consumeunique/${itemId}/pause`, { ...basico, body: { days: 30 } })).statusCode).toBe(
      200,
    );
    expect((await ctx.del(`${BASE}/consumeunique/${itemId}/monitor`, basico)).statusCode).toBe(200);
    expect((await ctx.put(`${BASE}/consumeunique/${itemId}/plan/8/analytics`, basico)).statusCode).toBe(201);
    expect(
      (
        await ctx.post('/v1/report/explain', {
          ...basico,
          body: { organizationId: DEMO_ORGS.moraes, expression: { terms: [CPF] }, size: 20, from: 0 },
        })
      ).statusCode,
    ).toBe(200);
    const processId = (await processIds(ctx.db, DEMO_ORGS.moraes))[1] ?? 0;
    const form = multipart(uploadParts());
    const upload = await ctx.post(`/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${processId}`, {
      as: DEMO_USERS.advogada.email,
      headers: { 'content-type': form.contentType },
      body: form.payload,
    });
    expect(upload.statusCode).toBe(201);
    expect((await ctx.get(`/v1/urlById/${upload.json().file.id}`, { as: DEMO_USERS.advogada.email })).statusCode).toBe(
      200,
    );
    const fields = (await ctx.get(`${ORG}/process/${processId}/customfield/list`, basico)).json() as {
      id: number;
      type: string;
    }[];
    const text = fields.find((f) => f.type === 'TEXT')?.id;
    expect(
      (
        await ctx.put(`${ORG}/process/${processId}/customfield`, {
          ...basico,
          body: { answerCustomFields: [{ customFieldId: text, value: 'Cliente auditado' }] },
        })
      ).statusCode,
    ).toBe(200);
    const groups = (await ctx.get(`${ORG}/checklistgroup`, basico)).json() as { id: number }[];
    expect(
      (
        await ctx.post(`${ORG}/process/${processId}/checklist`, {
          ...basico,
          body: { groupId: groups[0]?.id, questions: [] },
        })
      ).statusCode,
    ).toBe(200);
    const carla = (await ctx.get(`${ORG}/listuser?q=carla`, { as: ADMIN })).json()[0].id;
    await ctx.put(`${ORG}/user/${carla}/profile`, { as: ADMIN, body: { accessType: 'BASIC' } });
    await ctx.put(`${ORG}/user/${carla}/inactivate`, { as: ADMIN });
    await ctx.put(`${ORG}/user/${carla}/activate`, { as: ADMIN });
    await ctx.put(`${ORG}/user/${carla}/profile`, { as: ADMIN, body: { accessType: 'LAWYER' } });
    await ctx.post(`${ORG}/adduser`, {
      as: ADMIN,
      body: { username: 'auditada@exemplo.test', organizationLawFirmId: DEMO_ORGS.moraes, accessType: 'BASIC' },
    });
    const invited = (await ctx.get(`${ORG}/listuser?q=auditada`, { as: ADMIN })).json()[0].id;
    expect((await ctx.post(`${ORG}/user/${invited}/reinvite`, { as: ADMIN })).statusCode).toBe(200);
    const basicoRow = (
      await ctx.db.query<{ subject: string | null }>(
        `SELECT subject FROM users WHERE email = '${DEMO_USERS.basico.email}'`,
      )
    ).rows[0];
    await afterIdentityAnswer(
      ctx.db,
      proxyRequest,
      'InitiateAuth',
      initiate(DEMO_USERS.basico.email),
      tokenAnswer(basicoRow?.subject ?? 'x', DEMO_USERS.basico.email),
    );
    expect((await ctx.get(`${ORG}/audit/export`, { as: ADMIN })).statusCode).toBe(200);

    // Issue 28's actions have their own test (audit-actions.test.ts).
    expect(await actionsSince(startId)).toEqual(
      AUDIT_ACTIONS.filter((action) => !ISSUE_28_ACTIONS.includes(action)).sort(),
    );
    const lookupEvent = (await audit('?action=DOCUMENT_LOOKUP')).result[0];
    expect(lookupEvent).toMatchObject({
      actorEmail: DEMO_USERS.basico.email,
      actorName: 'Bruno Souza',
      targetDocument: maskDocumentNumber(CPF),
      userAgent: 'Teste/1.0',
    });
    expect(lookupEvent?.ip).toBeTruthy();
    expect(lookupEvent?.requestId).toBeTruthy();
    // The document is never stored in clear.
    expect(
      (
        await ctx.db.query(`SELECT 1 FROM audit_events WHERE (to_jsonb(audit_events)::text) LIKE '%' || $1 || '%'`, [
          CPF,
        ])
      ).rows,
    ).toEqual([]);
    const profile = (await audit('?action=USER_PROFILE_CHANGED')).result[0];
    expect(profile).toMatchObject({ before: { accessType: 'BASIC' }, after: { accessType: 'LAWYER' } });
    const signIn = (await audit('?action=SIGN_IN')).result[0];
    expect(signIn).toMatchObject({
      actorEmail: DEMO_USERS.basico.email,
      ip: '10.1.2.3',
      userAgent: 'Vitest Browser',
      requestId: 'req-proxy-1',
    });
    expect((await ctx.get(`${ORG}/listuser?q=basico`, { as: ADMIN })).json()[0].lastSignInAt).toMatch(
      new RegExp(`^${new Date().getFullYear()}`),
    );
  });

  it('the CSV export has the filtered rows, for Excel pt-BR, and is itself recorded', async () => {
    const res = await ctx.get(`${ORG}/audit/export?action=USER_INACTIVATED`, { as: ADMIN });
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="auditoria-590-/);
    const lines = res.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      [
        'Nº',
        'Organização',
        'Data e hora (ISO 8601, Brasília)',
        'Código da ação',
        'Ação',
        'Pessoa',
        'ID da pessoa',
        'E-mail',
        'Alvo',
        'Documento',
        'Antes (JSON)',
        'Depois (JSON)',
        'IP',
        'Navegador',
        'Requisição',
        'Hash anterior',
        'Hash',
      ]
        .map((name) => `"${name}"`)
        .join(';'),
    );
    expect(lines.slice(1).every((line) => line.includes('"Usuário desativado"'))).toBe(true);
    expect((await audit('?action=EXPORT')).result[0]).toMatchObject({
      targetLabel: 'Trilha de auditoria (CSV)',
      actorEmail: ADMIN,
    });
  });

  it('an invitation past its validity answers the expired-password error until it is re-sent', async () => {
    // The proxy asks once the temporary password proved right (tests/server/identity-challenge.test.ts end to end).
    const expired = await expiredTemporaryPassword(ctx.db, DEMO_USERS.conviteExpirado.email);
    expect(expired?.status).toBe(400);
    expect(JSON.parse(expired?.body ?? '{}')).toEqual({
      __type: 'NotAuthorizedException',
      message: TEMPORARY_PASSWORD_EXPIRED,
    });
    // Invitations with no known issue date (the older demo one) and fresh ones go on to NEW_PASSWORD_REQUIRED.
    expect(await expiredTemporaryPassword(ctx.db, DEMO_USERS.temporaria.email)).toBeNull();
    const id = (await ctx.get(`${ORG}/listuser?q=convite.expirado`, { as: ADMIN })).json()[0].id;
    expect((await ctx.post(`${ORG}/user/${id}/reinvite`, { as: ADMIN })).statusCode).toBe(200);
    expect(await expiredTemporaryPassword(ctx.db, DEMO_USERS.conviteExpirado.email)).toBeNull();
  });

  it('the hash chain is intact after the actions above; a modified row breaks it', async () => {
    const check = await checkAuditChain(ctx.db, DEMO_ORGS.moraes);
    expect(check).toMatchObject({ ok: true, brokenAt: null });
    expect(check.checked).toBeGreaterThan(30);
    // The table refuses changes itself; a tamperer with the power to switch triggers off is caught by the chain.
    await expect(
      ctx.db.query("UPDATE audit_events SET target_label = 'x' WHERE id = $1", [startId + 1]),
    ).rejects.toThrow(/append-only/);
    await expect(ctx.db.query('DELETE FROM audit_events WHERE id = $1', [startId + 1])).rejects.toThrow(/186 days/);
    await ctx.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query("UPDATE audit_events SET target_label = 'outra pessoa' WHERE id = $1", [startId + 3]);
    });
    const broken = await checkAuditChain(ctx.db, DEMO_ORGS.moraes);
    expect(broken).toMatchObject({ ok: false, brokenAt: startId + 3 });
    // Retention prunes nothing younger than six months.
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events')).rows[0]?.n;
    await runRetention(ctx.db);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_events')).rows[0]?.n).toBe(before);
  });
});

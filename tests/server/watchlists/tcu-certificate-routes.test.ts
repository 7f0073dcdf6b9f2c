import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipEntity, RelationshipGraph } from '../../../src/contract/relationships.ts';
import type { TcuCertificate } from '../../../src/contract/tcu-certificates.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { REAL_DEPS } from '../../../server/court-data/court-data-providers.ts';
import { TCU_MESSAGES } from '../../../server/watchlists/tcu/tcu-certificate.ts';
import {
  createOfficialTcuCertificates,
  tcuCertificatesFromConfig,
  type TcuCertificates,
} from '../../../server/watchlists/tcu/tcu-certificate-source.ts';
import { DEMO_WATCHLISTS } from '../../../server/watchlists/watchlists-config.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { startFakeListsServer, type FakeListsServer } from './fake-lists-server.ts';
import { alfaAnalysisId } from '../helpers/seeded-analyses.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const OTHER = `/v1/business-relationships/organizations/${DEMO_ORGS.atlantico}/holder/${DEMO_HOLDERS.atlantico}`;
const BASIC = DEMO_USERS.basico.email;
const LAWYER = DEMO_USERS.advogada.email;
const STRANGER = DEMO_USERS.master.email;
const CERTIDOES = '/api/rest/publico/certidoes';

const fixture = (name: string) => readFileSync(new URL(`../../fixtures/watchlists/tcu/${name}`, import.meta.url));
const recorded = (name: string) =>
  (JSON.parse(fixture(name).toString('utf8')) as { response: { status: number; body: Record<string, unknown> } })
    .response;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Issue 34 item 3: the TCU's consolidated certificate on demand from the graph, its PDF kept as evidence. */
describe('TCU certificate of a graph company (POST/GET …/tcu-certificate, GET …/tcu-certificates/{id}/pdf)', () => {
  let ctx: TestContext;
  let fake: FakeListsServer;
  let analysisId: number;
  let companies: RelationshipEntity[];
  let person: RelationshipEntity;
  // Demo by default (like `npm start`); the official adapter on the fake TCU where a test says so.
  let active: TcuCertificates = tcuCertificatesFromConfig(DEMO_WATCHLISTS);
  const switchable: TcuCertificates = {
    get source() {
      return active.source;
    },
    issue: (company) => active.issue(company),
  };
  const S = () => `${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}`;
  const issue = (entityId: string, as = BASIC, base = S()) => ctx.post(`${base}/tcu-certificate/${entityId}`, { as });
  const pdfUrl = (id: number, orgId: number = DEMO_ORGS.moraes) =>
    `/v1/organization/${orgId}/tcu-certificates/${id}/pdf`;

  beforeAll(async () => {
    const constam = recorded('certidao-constam.json');
    const violations = recorded('412-violacoes.json');
    fake = await startFakeListsServer({});
    ctx = await createTestContext({ tcuCertificates: switchable });
    analysisId = await alfaAnalysisId(ctx);
    const graph: RelationshipGraph = (await ctx.get(`${S()}/business_relationships`, { as: BASIC })).json().register;
    companies = graph.entities.filter((e) => e.kind === 'COMPANY');
    person = graph.entities.find((e) => e.kind === 'PERSON')!;
    const duarte = companies.find((e) => e.id === 'J27451893000148');
    if (!duarte || companies.length < 3) throw new Error('the alfa graph lacks its companies');
    // The fake TCU: the recorded certificate for Duarte Campos, a 412 for a second company, the firewall for a third.
    const [, refused, blocked] = companies.filter((e) => e !== duarte);
    fake.serve({
      [`${CERTIDOES}/27451893000148`]: { status: 200, type: 'application/json', body: JSON.stringify(constam.body) },
      [`${CERTIDOES}/${refused!.id.slice(1)}`]: {
        status: 412,
        type: 'application/json',
        body: JSON.stringify(violations.body),
      },
      [`${CERTIDOES}/${blocked!.id.slice(1)}`]: { status: 200, type: 'text/html', body: fixture('firewall.html') },
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  const official = () =>
    (active = createOfficialTcuCertificates(`${fake.url}${CERTIDOES}`, {
      ...REAL_DEPS,
      sleep: async () => undefined,
    }));

  it('WATCHLISTS picks the source: the TCU only with official, the demo world otherwise', () => {
    expect(tcuCertificatesFromConfig(DEMO_WATCHLISTS).source).toBe('DEMO');
    expect(tcuCertificatesFromConfig({ ...DEMO_WATCHLISTS, mode: 'official' }).source).toBe('TCU');
  });

  it('demo: a certificate drawn from the demo flags, its PDF stored with its sha256 and downloadable', async () => {
    const company = companies[0]!;
    const res = await issue(company.id);
    expect(res.statusCode).toBe(201);
    const certificate: TcuCertificate = res.json().register;
    expect(certificate).toMatchObject({ source: 'DEMO', cnpj: company.id.slice(1) });
    expect(certificate.registries.map((r) => r.registry)).toEqual(['Licitantes Inidôneos', 'CNIA', 'CEIS', 'CNEP']);
    const pdf = await ctx.get(pdfUrl(certificate.id), { as: LAWYER });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(pdf.rawPayload)).toBe(certificate.pdf?.sha256);
  });

  it('official: a listed company → stored (registries, issue time, control code) and its PDF is the TCU’s', async () => {
    official();
    const res = await issue('J27451893000148');
    expect(res.statusCode).toBe(201);
    const certificate: TcuCertificate = res.json().register;
    expect(fake.requests).toContain(`${CERTIDOES}/27451893000148`);
    expect(certificate).toMatchObject({
      source: 'TCU',
      cnpj: '27451893000148',
      controlCode: 'EXEMPLO0000000000',
      // 09:00 in Brasília, as the TCU writes it without a zone.
      issuedAt: '2026-09-29T12:00:00.000Z',
    });
    expect(certificate.registries.map((r) => [r.registry, r.listed])).toEqual([
      ['Licitantes Inidôneos', false],
      ['CNIA', false],
      ['CEIS', true],
      ['CNEP', false],
    ]);
    const expected = Buffer.from(String(recorded('certidao-constam.json').body.certidaoPDF), 'base64');
    expect(certificate.pdf).toEqual({ sha256: sha256(expected), size: expected.length });
    const pdf = await ctx.get(pdfUrl(certificate.id), { as: BASIC });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(sha256(pdf.rawPayload)).toBe(certificate.pdf?.sha256);
    // The newest certificate of the CNPJ is what the sheet opens with.
    const latest = await ctx.get(`${S()}/tcu-certificate/J27451893000148`, { as: LAWYER });
    expect(latest.json().register).toEqual(certificate);
    const events = await ctx.db.query<{ action: string; target_label: string; after: Record<string, unknown> }>(
      "SELECT action, target_label, after FROM audit_events WHERE action IN ('TCU_CERTIFICATE_ISSUED', 'DOWNLOAD') AND organization_id = $1 ORDER BY id",
      [DEMO_ORGS.moraes],
    );
    expect(events.rows.filter((e) => e.action === 'TCU_CERTIFICATE_ISSUED').at(-1)?.after).toMatchObject({
      certificateId: certificate.id,
      source: 'TCU',
      listed: 'CEIS',
      pdfSha256: certificate.pdf?.sha256,
    });
    expect(events.rows.filter((e) => e.target_label.startsWith('certidao-tcu-')).length).toBe(2);
  });

  it('official: 412 with violacoes → 400, the firewall’s HTML → 503, each with the Portuguese message; nothing stored', async () => {
    official();
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tcu_certificates')).rows[0]?.n;
    const others = companies.filter((e) => e.id !== 'J27451893000148');
    const refused = await issue(others[1]!.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(TCU_MESSAGES.invalidCnpj);
    const blocked = await issue(others[2]!.id);
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().message).toBe(TCU_MESSAGES.unavailable);
    const after = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM tcu_certificates')).rows[0]?.n;
    expect(after).toBe(before);
    // A person has no certificate: the service is CNPJ only.
    const personal = await issue(person.id);
    expect(personal.statusCode).toBe(400);
    expect(personal.json().message).toBe('A certidão consolidada do TCU é emitida só para empresas (CNPJ).');
  });

  it('a LAWYER reads but cannot issue; another organization gets 403/404 on both routes', async () => {
    active = tcuCertificatesFromConfig(DEMO_WATCHLISTS);
    const company = companies[0]!;
    expect((await issue(company.id, LAWYER)).statusCode).toBe(403);
    expect((await issue(company.id, STRANGER)).statusCode).toBe(403);
    const underOwnOrg = `${OTHER}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}`;
    expect((await issue(company.id, STRANGER, underOwnOrg)).statusCode).toBe(404);
    expect((await ctx.get(`${underOwnOrg}/tcu-certificate/${company.id}`, { as: STRANGER })).statusCode).toBe(404);
    const id = (await ctx.db.query<{ id: number }>('SELECT max(id)::int AS id FROM tcu_certificates')).rows[0]!.id;
    // Under the victim's organization: not a member (403); under their own: as unknown as an id that exists nowhere.
    expect((await ctx.get(pdfUrl(id), { as: STRANGER })).statusCode).toBe(403);
    const mine = await ctx.get(pdfUrl(id, DEMO_ORGS.atlantico), { as: STRANGER });
    const unknown = await ctx.get(pdfUrl(2_000_000_000, DEMO_ORGS.atlantico), { as: STRANGER });
    expect(mine.statusCode).toBe(404);
    expect(mine.body).toBe(unknown.body);
  });
});

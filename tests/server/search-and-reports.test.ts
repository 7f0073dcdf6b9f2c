import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf, formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { pdfTextRuns } from './helpers/pdf-text.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const SHOWCASE_NAME = 'Ricardo Almeida Fontes';

describe('search result, term count, explain exports and consumption metrics', () => {
  let ctx: TestContext;
  let documentNumber: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    const list = await ctx.get(
      `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/activities?text=${encodeURIComponent(SHOWCASE_NAME)}`,
      { as: DEMO_USERS.basico.email },
    );
    documentNumber = list.json().result[0].documentNumber;
  });
  afterAll(async () => ctx.close());

  const post = (url: string, payload: Record<string, unknown>, email = DEMO_USERS.basico.email) =>
    ctx.post(url, { as: email, body: payload });
  const search = (
    filters: Record<string, unknown>,
    organizationId = DEMO_ORGS.moraes,
    showMetrics = true,
    email = DEMO_USERS.basico.email,
  ) => post('/v1/search', { organizationId, showMetrics, filters }, email);

  it('POST /v1/search: the processes where a looked-up document is a party, with metrics on request, 10 per page', async () => {
    const res = await search({ documentNumber: formatDocumentNumber(documentNumber) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ documentNumber, documentType: 'CPF', documentInfo: SHOWCASE_NAME });
    expect(body.total).toBeGreaterThan(0);
    expect(body.result.length).toBe(Math.min(10, body.total));
    const all = body.metrics.find((m: { category: string }) => m.category === 'ALL');
    expect(all.total).toBe(body.total);
    expect(body.metrics.every((m: { percentageValueChange: null }) => m.percentageValueChange === null)).toBe(true);
    const parties = await ctx.db.query(
      `SELECT DISTINCT pp.process_id FROM process_parties pp JOIN processes p ON p.id = pp.process_id WHERE p.organization_id = ${DEMO_ORGS.moraes} AND pp.document = $1`,
      [documentNumber],
    );
    expect(body.total).toBe(parties.rows.length);
    expect((await search({ documentNumber }, DEMO_ORGS.moraes, false)).json().metrics).toBeNull();
    const defendant = (await search({ documentNumber, side: 'DEFENDANT' })).json();
    expect(defendant.result.every((p: { typeOfPart: string }) => p.typeOfPart === 'DEFENDANT')).toBe(true);
    const beyond = await search({ documentNumber, page: 40 });
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().result).toEqual([]);
  });

  it('search refuses invalid documents (400), documents never looked up (409), other organizations (403), no token (401)', async () => {
    const invalid = await search({ documentNumber: '123.456.789-00' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toBe('Documento inválido');
    const unknown = await search({ documentNumber: completeCpf('101202303') });
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json().message).toBe('Consulte o documento antes de ver o resultado.');
    expect((await search({ documentNumber }, DEMO_ORGS.atlantico)).statusCode).toBe(403);
    expect(
      (
        await ctx.post('/v1/search', {
          body: { organizationId: DEMO_ORGS.moraes, showMetrics: true, filters: { documentNumber } },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/v1/search', { organizationId: DEMO_ORGS.moraes, filters: { documentNumber } })).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/v1/search', {
          organizationId: DEMO_ORGS.moraes,
          showMetrics: true,
          filters: { documentNumber, side: 'BOTH' },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('GET /v1/terms/{x}/count counts the processes of the organization', async () => {
    const res = await ctx.get(
      `/v1/terms/${encodeURIComponent(formatDocumentNumber(documentNumber))}/count?organizationId=${DEMO_ORGS.moraes}`,
      { as: DEMO_USERS.basico.email },
    );
    expect(res.statusCode).toBe(200);
    const total = (await search({ documentNumber })).json().total;
    expect(res.json()).toEqual({ term: documentNumber, documentType: 'CPF', count: total });
    expect(
      (await ctx.get(`/v1/terms/123/count?organizationId=${DEMO_ORGS.moraes}`, { as: DEMO_USERS.basico.email }))
        .statusCode,
    ).toBe(400);
    // A formatted CNPJ has a slash: encoded in the path, it is still one parameter.
    const cnpj =
      (
        await ctx.db.query<{ document_number: string }>(
          `SELECT document_number FROM consume_unique_items WHERE organization_id = ${DEMO_ORGS.moraes} AND document_type = 'CNPJ' ORDER BY id LIMIT 1`,
        )
      ).rows[0]?.document_number ?? '';
    const slashed = await ctx.get(
      `/v1/terms/${encodeURIComponent(formatDocumentNumber(cnpj))}/count?organizationId=${DEMO_ORGS.moraes}`,
      { as: DEMO_USERS.basico.email },
    );
    expect(slashed.statusCode).toBe(200);
    expect(slashed.json()).toMatchObject({ term: cnpj, documentType: 'CNPJ' });
    expect(
      (
        await ctx.get(`/v1/terms/${documentNumber}/count?organizationId=${DEMO_ORGS.atlantico}`, {
          as: DEMO_USERS.basico.email,
        })
      ).statusCode,
    ).toBe(403);
    expect((await ctx.get(`/v1/terms/${documentNumber}/count`, { as: DEMO_USERS.basico.email })).statusCode).toBe(400);
  });

  it('POST /v1/report/explain answers a CSV file (BOM, ; separated) with its name and type', async () => {
    const res = await post('/v1/report/explain', {
      organizationId: DEMO_ORGS.moraes,
      expression: { terms: [documentNumber] },
      size: 20,
      from: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="explicacao-${documentNumber}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Documento;Nome;Processo;Tribunal;UF;Classe;Polo;Distribuição;Valor da causa;Situação');
    const total = (await search({ documentNumber })).json().total;
    expect(lines).toHaveLength(1 + Math.min(20, total));
    expect(lines[1]).toContain(formatDocumentNumber(documentNumber));
    const small = await post('/v1/report/explain', {
      organizationId: DEMO_ORGS.moraes,
      expression: { terms: [documentNumber] },
      size: 1,
      from: 0,
    });
    expect(small.rawPayload.toString('utf8').trim().split('\r\n')).toHaveLength(2);
  });

  it('POST /v1/report/explain/report answers a PDF with the document in it', async () => {
    const res = await post('/v1/report/explain/report', {
      organizationId: DEMO_ORGS.moraes,
      expression: { terms: [formatDocumentNumber(documentNumber)] },
      size: 20,
      from: 0,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="explicacao-\d{11}-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain(formatDocumentNumber(documentNumber));
  });

  it('the PDF export says when the list was limited to the first N processes, and prints whole CNJ numbers', async () => {
    const full = (
      await pdfTextRuns(
        (
          await post('/v1/report/explain/report', {
            organizationId: DEMO_ORGS.moraes,
            expression: { terms: [documentNumber] },
            size: 100,
            from: 0,
          })
        ).rawPayload,
      )
    ).flat();
    const numbers = full.filter((run) => /^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/.test(run));
    expect(numbers.length).toBeGreaterThan(1);
    expect(full.join(' ')).not.toContain('Lista limitada');
    const limited = (
      await pdfTextRuns(
        (
          await post('/v1/report/explain/report', {
            organizationId: DEMO_ORGS.moraes,
            expression: { terms: [documentNumber] },
            size: 1,
            from: 0,
          })
        ).rawPayload,
      )
    ).flat();
    expect(limited.join(' ')).toContain(
      `Lista limitada ao primeiro de ${numbers.length} processos de ${formatDocumentNumber(documentNumber)}.`,
    );
    expect(limited).toContain(numbers[0]);
  });

  it('explain refuses bad bodies, invalid or unknown documents and other organizations', async () => {
    const body = (terms: unknown, extra: Record<string, unknown> = {}) => ({
      organizationId: DEMO_ORGS.moraes,
      expression: { terms },
      size: 20,
      from: 0,
      ...extra,
    });
    expect((await post('/v1/report/explain', body([]))).statusCode).toBe(400);
    expect((await post('/v1/report/explain', body([documentNumber], { size: 500 }))).statusCode).toBe(400);
    expect((await post('/v1/report/explain', body(['999']))).json().message).toBe('Documento inválido');
    expect((await post('/v1/report/explain/report', body([completeCpf('101202303')]))).statusCode).toBe(409);
    expect(
      (await post('/v1/report/explain', { ...body([documentNumber]), organizationId: DEMO_ORGS.atlantico })).statusCode,
    ).toBe(403);
    expect((await ctx.post('/v1/report/explain', { body: body([documentNumber]) })).statusCode).toBe(401);
  });

  it('POST metricconsume: what the holder consumed in the month, by plan type and day', async () => {
    const now = new Date(Date.now() - 3 * 3_600_000);
    const competence = now.toISOString().slice(0, 7);
    const url = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/metricconsume`;
    const before = (await post(url, { competence, organizationId: DEMO_ORGS.moraes })).json();
    expect(before).toMatchObject({ competence, organizationId: DEMO_ORGS.moraes, holderId: DEMO_HOLDERS.moraes });
    expect(before.byType.map((t: { typePlan: string }) => t.typePlan)).toEqual([
      'Consulta',
      'Monitoria',
      'AnaliseBasica',
      'AnalisePremium',
    ]);
    await post(`/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/partner/process`, {
      documentNumber: completeCpf('321654987'),
    });
    const after = (await post(url, { competence, organizationId: DEMO_ORGS.moraes })).json();
    expect(after.total).toBe(before.total + 1);
    expect(after.byType[0].total).toBe(before.byType[0].total + 1);
    expect(after.byDay.reduce((n: number, d: { total: number }) => n + d.total, 0)).toBe(after.total);
    const seeded = (await post(url, { competence: '2026-10', organizationId: DEMO_ORGS.moraes })).json();
    expect(seeded.byType.find((t: { typePlan: string }) => t.typePlan === 'AnalisePremium').total).toBeGreaterThan(0);
    expect((await post(url, { competence, organizationId: DEMO_ORGS.atlantico })).json().message).toBe(
      'O organizationId do corpo é diferente do da rota.',
    );
    expect((await post(url, { competence: '2026-13', organizationId: DEMO_ORGS.moraes })).statusCode).toBe(400);
    expect(
      (
        await post(`/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/metricconsume`, {
          competence,
          organizationId: DEMO_ORGS.atlantico,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(`/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.moraes}/metricconsume`, {
          competence,
          organizationId: DEMO_ORGS.moraes,
        })
      ).statusCode,
    ).toBe(403);
  });
});

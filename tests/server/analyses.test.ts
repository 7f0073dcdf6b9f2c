import { inflateSync } from 'node:zlib';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RISK_CATEGORIES } from '../../src/contract/constants/analyses.ts';
import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { percentageChange } from '../../server/domain/risk-categories.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const BASE = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`;
const SHOWCASE_NAME = 'Ricardo Almeida Fontes';

interface Item {
  id: number;
  documentNumber: string;
  documentInfo: string;
  analyses: { id: number; type: string }[];
}

describe('risk analyses: start, summary, detail, metrics and the PDF report', () => {
  let ctx: TestContext;
  let showcase: Item;
  beforeAll(async () => {
    ctx = await createTestContext();
    const list = await ctx.get(`${BASE}/activities?text=${encodeURIComponent(SHOWCASE_NAME)}`, {
      as: DEMO_USERS.basico.email,
    });
    showcase = list.json().result[0];
  });
  afterAll(async () => ctx.close());

  const get = (url: string, email = DEMO_USERS.basico.email) => ctx.get(url, { as: email });
  const start = (
    itemId: number,
    planId: number,
    headers: Record<string, string> = {},
    base = BASE,
    email = DEMO_USERS.basico.email,
  ) => ctx.put(`${base}/consumeunique/${itemId}/plan/${planId}/analytics`, { as: email, headers });
  const planConsume = async (id: number) =>
    (await ctx.db.query<{ consume: number }>('SELECT consume FROM plans WHERE id = $1', [id])).rows[0]?.consume ?? -1;
  const analysisUrl = (aid: number, itemId = showcase.id) => `${BASE}/consumeunique/${itemId}/analytics/${aid}`;

  it('the seed gives the showcase a basic and a premium analysis with a ready report', () => {
    expect(showcase.documentInfo).toBe(SHOWCASE_NAME);
    expect(showcase.analyses.map((a) => a.type)).toEqual(['PREMIUM', 'BASIC']);
  });

  it('starts a premium analysis: 201 PROCESSING, one unit consumed; then DONE with the summary against the previous one', async () => {
    const before = await planConsume(8);
    // One more process where the document is a defendant in an execution, so the numbers move.
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT p.id FROM processes p WHERE p.organization_id = ${DEMO_ORGS.moraes}
         AND NOT EXISTS (SELECT 1 FROM process_parties pp WHERE pp.process_id = p.id AND pp.document = $1) ORDER BY p.id LIMIT 1`,
      [showcase.documentNumber],
    );
    const extra = rows[0]?.id;
    await ctx.db.query("UPDATE processes SET type = 'Execução Fiscal', court_code = '8.26' WHERE id = $1", [extra]);
    await ctx.db.query(
      "INSERT INTO process_parties (process_id, name, document, side, function) VALUES ($1, $2, $3, 'DEFENDANT', 'Executado')",
      [extra, SHOWCASE_NAME, showcase.documentNumber],
    );

    const res = await start(showcase.id, 8);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      register: { userPlanConsumeAnalyticsId: expect.any(Number), status: 'PROCESSING', created: true },
    });
    expect(await planConsume(8)).toBe(before + 1);
    const id = res.json().register.userPlanConsumeAnalyticsId as number;
    await ctx.app.jobs.drain();

    const analysis = (await get(analysisUrl(id))).json().register;
    const previousId = showcase.analyses[0]?.id;
    expect(analysis).toMatchObject({
      id,
      type: 'PREMIUM',
      typePlan: 'AnalisePremium',
      status: 'DONE',
      statusIndex: 1,
      statusReport: 'READY',
      documentNumber: showcase.documentNumber,
      documentType: 'CPF',
      lastAnalyzedId: previousId,
      files: {
        temporary: expect.stringMatching(/^\/v1\/analysis-reports\/\d+\/content\?expires=\d+&signature=/),
        full: `${analysisUrl(id)}/report`,
      },
    });
    expect(analysis.summary.map((s: { category: string }) => s.category)).toEqual([...RISK_CATEGORIES]);
    const previous = (await get(analysisUrl(previousId ?? 0))).json().register;
    for (const item of analysis.summary) {
      const old = previous.summary.find((s: { category: string }) => s.category === item.category);
      if (['RISK_CRIMINAL', 'RISK_EXECUTION', 'RISK_WORKER'].includes(item.category)) {
        expect(item.percentageValueChange).toBe(percentageChange(item.value, old.value));
        expect(item.percentageCountChange).toBe(percentageChange(item.total, old.total));
      } else {
        expect(item.percentageValueChange).toBeNull();
      }
    }
    const all = analysis.summary.find((s: { category: string }) => s.category === 'ALL');
    const author = analysis.summary.find((s: { category: string }) => s.category === 'ISAUTHOR');
    const defendant = analysis.summary.find((s: { category: string }) => s.category === 'ISDEFENDANT');
    expect(all.total).toBe(author.total + defendant.total);
    const kinds = analysis.summary.filter((s: { category: string }) =>
      ['RISK_CRIMINAL', 'RISK_EXECUTION', 'RISK_WORKER', 'LITIGATION'].includes(s.category),
    );
    expect(kinds.reduce((n: number, s: { total: number }) => n + s.total, 0)).toBe(all.total);
    expect(analysis.summary.find((s: { category: string }) => s.category === 'RISK_EXECUTION').total).toBeGreaterThan(
      0,
    );
  });

  it('a repeated start while one is running answers it (nothing consumed); an Idempotency-Key replay answers the first response', async () => {
    const first = await start(showcase.id, 7, { 'idempotency-key': 'analise-1' });
    expect(first.statusCode).toBe(201);
    const id = first.json().register.userPlanConsumeAnalyticsId;
    const after = await planConsume(7);
    const replay = await start(showcase.id, 7, { 'idempotency-key': 'analise-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json().register.userPlanConsumeAnalyticsId).toBe(id);
    await ctx.app.jobs.drain();
    await ctx.db.query("UPDATE analyses SET status = 'PROCESSING' WHERE id = $1", [id]);
    const repeated = await start(showcase.id, 7);
    expect(repeated.statusCode).toBe(200);
    expect(repeated.json().register).toEqual({ userPlanConsumeAnalyticsId: id, status: 'PROCESSING', created: false });
    expect(await planConsume(7)).toBe(after);
    expect(
      (
        await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM plan_consumptions WHERE analysis_id = $1', [
          id,
        ])
      ).rows[0]?.n,
    ).toBe(1);
    const busy = await get(`${analysisUrl(id)}/detail`);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe('A análise ainda está em processamento. Tente novamente em instantes.');
    await ctx.db.query("UPDATE analyses SET status = 'DONE' WHERE id = $1", [id]);
    expect(
      (
        await start(
          showcase.id,
          7,
          { 'idempotency-key': 'analise-1' },
          `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}`,
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses plans that cannot pay: exhausted (402, nothing consumed), another holder (403), Consulta (400), unknown (404)', async () => {
    const [foreign] = (
      await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/activities`,
        DEMO_USERS.master.email,
      )
    ).json().result;
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analyses')).rows[0]?.n;
    const exhausted = await start(
      foreign.id,
      9,
      {},
      `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}`,
      DEMO_USERS.master.email,
    );
    expect(exhausted.statusCode).toBe(402);
    expect(exhausted.json().message).toContain('Saldo de análises básicas esgotado');
    expect(await planConsume(9)).toBe(5);
    expect((await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM analyses')).rows[0]?.n).toBe(before);
    expect((await start(showcase.id, 10)).statusCode).toBe(404);
    const consulta = await start(showcase.id, 1);
    expect(consulta.statusCode).toBe(400);
    expect(consulta.json().message).toContain('Este plano não permite iniciar análises');
    expect((await start(showcase.id, 999)).statusCode).toBe(404);
    expect((await start(showcase.id, 7, {}, BASE, DEMO_USERS.advogada.email)).statusCode).toBe(403);
    expect((await ctx.put(`${BASE}/consumeunique/${showcase.id}/plan/7/analytics`)).statusCode).toBe(401);
  });

  it('detail: totals of the category, 10 per page with from, empty past the end, filters by typeRisk and situation', async () => {
    const [latest] = (await get(`${BASE}/consumeunique/${showcase.id}`)).json().register.analyses;
    const url = `${analysisUrl(latest.id)}/detail`;
    const all = (await get(`${url}?from=0&size=10&typeRisk=ALL`)).json().register;
    expect(all.totals.total).toBe(all.total);
    expect(all.totals.active + all.totals.inactive).toBe(all.totals.total);
    expect(all.totals.author + all.totals.defendant).toBe(all.totals.total);
    expect(all.totals.activeAmount + all.totals.inactiveAmount).toBe(all.totals.amount);
    expect(all.result.length).toBe(Math.min(10, all.total));
    expect(all.result[0]).toEqual({
      id: expect.any(Number),
      number: expect.stringMatching(/^\d{7}-\d{2}\.\d{4}\.\d\.\d{2}\.\d{4}$/),
      type: expect.any(String),
      distributionDate: expect.any(String),
      causeValue: expect.toBeOneOf([expect.any(Number), null]),
      uf: expect.toBeOneOf([expect.any(String), null]),
      court: expect.any(String),
      subjects: expect.any(Array),
      isArchived: expect.any(Boolean),
      typeOfPart: expect.stringMatching(/^(AUTHOR|DEFENDANT|OTHER)$/),
      categories: expect.arrayContaining(['ALL']),
    });
    const second = (await get(`${url}?from=5&size=5`)).json().register;
    expect(second.result[0]?.id).toBe(all.result[5]?.id);
    const beyond = await get(`${url}?from=1000`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json().register.result).toEqual([]);
    const worker = (await get(`${url}?typeRisk=RISK_WORKER`)).json().register;
    expect(worker.result.every((p: { categories: string[] }) => p.categories.includes('RISK_WORKER'))).toBe(true);
    const active = (await get(`${url}?active=true`)).json().register;
    expect(active.total).toBe(all.totals.active);
    expect(active.result.every((p: { isArchived: boolean }) => !p.isArchived)).toBe(true);
    expect((await get(`${url}?size=51`)).statusCode).toBe(400);
    expect((await get(`${url}?typeRisk=RISK_OTHER`)).statusCode).toBe(400);
    expect((await get(`${url}?from=-10`)).statusCode).toBe(400);
  });

  it('metric: by year and the last 12 months, active and inactive parts adding up', async () => {
    const [latest] = (await get(`${BASE}/consumeunique/${showcase.id}`)).json().register.analyses;
    const url = `${analysisUrl(latest.id)}/metric`;
    const all = (await get(`${url}?typeRisk=ALL`)).json().register;
    const detail = (await get(`${analysisUrl(latest.id)}/detail`)).json().register;
    expect(all.byMonth).toHaveLength(12);
    expect(all.byMonth[0].label).toMatch(/^\d{2}\/\d{4}$/);
    const yearTotal = all.byYear.reduce((n: number, r: { total: number }) => n + r.total, 0);
    expect(yearTotal + all.undated).toBe(detail.totals.total);
    for (const row of [...all.byYear, ...all.byMonth]) {
      expect(row.active.total + row.inactive.total).toBe(row.total);
      expect(row.active.amount + row.inactive.amount).toBe(row.amount);
    }
    const active = (await get(`${url}?active=true`)).json().register;
    expect(active.active).toBe(true);
    expect(active.byYear.every((r: { inactive: { total: number } }) => r.inactive.total === 0)).toBe(true);
    const inactive = (await get(`${url}?active=false`)).json().register;
    expect(inactive.byYear.every((r: { active: { total: number } }) => r.active.total === 0)).toBe(true);
  });

  it('the report: a real PDF with the document number, by the full link (token) and the temporary link (none)', async () => {
    const [latest] = (await get(`${BASE}/consumeunique/${showcase.id}`))
      .json()
      .register.analyses.filter((a: { type: string }) => a.type === 'PREMIUM');
    const analysis = (await get(analysisUrl(latest.id))).json().register;
    const full = await get(analysis.files.full);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('application/pdf');
    expect(full.headers['content-disposition']).toMatch(
      /^attachment; filename="relatorio-risco-\d{3}-\d{3}-\d{3}-\d{2}-\d{4}-\d{2}-\d{2}\.pdf"$/,
    );
    const bytes = full.rawPayload;
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = bytes.toString('latin1');
    expect(text).toContain(formatDocumentNumber(showcase.documentNumber));
    expect(text).toContain(showcase.documentNumber);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(pdf.getTitle()).toContain(formatDocumentNumber(showcase.documentNumber));
    // The page text itself (Helvetica, hex-encoded strings in Flate streams) has the name too.
    const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => Buffer.from(m[1] ?? '', 'latin1'));
    const pages = streams
      .map((s) => {
        try {
          return inflateSync(s).toString('latin1');
        } catch {
          return '';
        }
      })
      .join('\n');
    expect(pages).toContain(Buffer.from('Ricardo Almeida Fontes', 'latin1').toString('hex').toUpperCase());

    const temporary = await ctx.get(analysis.files.temporary);
    expect(temporary.statusCode).toBe(200);
    expect(temporary.rawPayload.equals(bytes)).toBe(true);
    const tampered = await ctx.get(analysis.files.temporary.replace(/signature=.{4}/, 'signature=AAAA'));
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().message).toBe('Link do relatório inválido ou expirado. Abra a análise novamente.');
    const expired = await ctx.get(analysis.files.temporary.replace(/expires=\d+/, 'expires=1000'));
    expect(expired.statusCode).toBe(403);
  });

  it('a report not ready or not included answers 409 with the reason', async () => {
    const basic = showcase.analyses.find((a) => a.type === 'BASIC');
    const notIncluded = await get(`${analysisUrl(basic?.id ?? 0)}/report`);
    expect(notIncluded.statusCode).toBe(409);
    expect(notIncluded.json().message).toBe(
      'A análise básica não inclui relatório em PDF. Inicie uma análise premium.',
    );
    const premium = showcase.analyses.find((a) => a.type === 'PREMIUM');
    await ctx.db.query("UPDATE analyses SET status_report = 'PROCESSING' WHERE id = $1", [premium?.id]);
    const pending = await get(`${analysisUrl(premium?.id ?? 0)}/report`);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe('O relatório ainda está sendo gerado. Tente novamente em instantes.');
    expect((await get(analysisUrl(premium?.id ?? 0))).json().register.files).toEqual({
      temporary: null,
      temporaryExpiresAt: null,
      full: null,
    });
    await ctx.db.query("UPDATE analyses SET status_report = 'READY' WHERE id = $1", [premium?.id]);
  });

  it('after the court feed adds a process to the monitored document, a new analysis counts it against the last one', async () => {
    const report = await runCourtFeed(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      seed: 11,
      movements: 0,
      documentNumber: showcase.documentNumber,
    });
    expect(report.organizations[0]?.processesAdded).toBe(1);
    const [last] = (await get(`${BASE}/consumeunique/${showcase.id}`)).json().register.analyses;
    const before = (await get(analysisUrl(last.id))).json().register;
    const started = await start(showcase.id, 7);
    await ctx.app.jobs.drain();
    const after = (await get(analysisUrl(started.json().register.userPlanConsumeAnalyticsId))).json().register;
    expect(after.lastAnalyzedId).toBe(last.id);
    const total = (r: { summary: { category: string; total: number }[] }) =>
      r.summary.find((c) => c.category === 'ALL')?.total ?? 0;
    expect(total(after)).toBe(total(before) + 1);
    expect(after.summary.find((c: { category: string }) => c.category === 'ISDEFENDANT').total).toBe(
      before.summary.find((c: { category: string }) => c.category === 'ISDEFENDANT').total + 1,
    );
  });

  it('403 for an analysis of another organization, holder or item; 404 unknown; 401 without a token', async () => {
    const [foreign] = (
      await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/activities?text=Construtora`,
        DEMO_USERS.master.email,
      )
    ).json().result;
    const foreignAnalysis = foreign.analyses[0].id;
    expect((await get(analysisUrl(foreignAnalysis))).statusCode).toBe(404);
    expect((await get(`${analysisUrl(foreignAnalysis)}/detail`)).statusCode).toBe(404);
    expect((await get(`${analysisUrl(foreignAnalysis)}/report`)).statusCode).toBe(404);
    const [other] = (await get(`${BASE}/activities`))
      .json()
      .result.filter((i: Item) => i.id !== showcase.id && i.analyses.length > 0);
    const crossItem = await get(analysisUrl(other.analyses[0].id));
    expect(crossItem.statusCode).toBe(403);
    expect(crossItem.json().message).toBe('Esta análise não pertence a este titular, organização ou documento.');
    expect(
      (
        await get(
          `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/consumeunique/${foreign.id}/analytics/${foreignAnalysis}`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await get(analysisUrl(99999999))).statusCode).toBe(404);
    expect((await ctx.get(analysisUrl(showcase.analyses[0]?.id ?? 0))).statusCode).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { competenceLabel, UNIT_PRICE_CENTAVOS } from '../../src/contract/constants/billing.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { dueDateOf, mod11 } from '../../server/domain/billing.ts';
import { pdfTextRuns } from './helpers/pdf-text.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { todayInBrazil } from '../../server/domain/calendar.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ADMIN = DEMO_USERS.admin.email;
const MASTER = DEMO_USERS.master.email;
const base = (holder: number, org: number) => `/v1/holder/${holder}/organization/${org}`;
const MORAES = base(DEMO_HOLDERS.moraes, DEMO_ORGS.moraes);

interface Row {
  type: keyof typeof UNIT_PRICE_CENTAVOS;
  consume: number;
  unitPrice: number;
  amount: number;
  date: string;
  document: string | null;
}
interface Bill {
  id: number;
  competenceMonth: string;
  total: number;
  lines: { typePlan: string; quantity: number; unitPrice: number; amount: number }[];
  nfse: { number: string; accessKey: string };
  pdfUrl: string;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(y, m, 0)).getUTCDate()).padStart(2, '0')}`;
};

describe('extract, bills and consumption metrics (issue 18)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const get = (url: string, as = ADMIN) => ctx.get(url, { as });

  it('every call: 200 for the admin, 401 without a token, 403 for BASIC and LAWYER, another organization or holder', async () => {
    const bills = (await get(`${MORAES}/billing`)).json();
    const paths = [
      'extract',
      'extract/all',
      'billing',
      `billing/${bills.result[0].id}`,
      `billing/${bills.result[0].id}/pdf`,
      'metric',
      'metric?year=2026',
    ];
    for (const path of paths) {
      expect((await get(`${MORAES}/${path}`)).statusCode, path).toBe(200);
      expect((await ctx.get(`${MORAES}/${path}`)).statusCode, path).toBe(401);
      expect((await get(`${MORAES}/${path}`, DEMO_USERS.basico.email)).statusCode, path).toBe(403);
      expect((await get(`${MORAES}/${path}`, DEMO_USERS.advogada.email)).statusCode, path).toBe(403);
      // master is SUPER_ADMIN of Atlântico and Master, not of Moraes.
      expect((await get(`${MORAES}/${path}`, MASTER)).statusCode, path).toBe(403);
      expect((await get(`${base(DEMO_HOLDERS.atlantico, DEMO_ORGS.moraes)}/${path}`)).statusCode, path).toBe(403);
    }
    expect((await get(`${base(DEMO_HOLDERS.atlantico, DEMO_ORGS.atlantico)}/extract`, MASTER)).statusCode).toBe(200);
  });

  it('extract: 10 per page, newest first, who and which plan, priced rows; a page past the end is empty', async () => {
    const page0 = (await get(`${MORAES}/extract`)).json();
    expect(page0.total).toBeGreaterThan(100);
    expect(page0.result).toHaveLength(10);
    const dates = page0.result.map((r: Row) => r.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const row of page0.result as Row[]) {
      expect(row.unitPrice).toBe(UNIT_PRICE_CENTAVOS[row.type]);
      expect(row.amount).toBe(row.consume * row.unitPrice);
    }
    expect(page0.result[0]).toEqual({
      id: expect.any(Number),
      type: expect.any(String),
      document: expect.any(String),
      documentName: expect.any(String),
      consume: 1,
      date: expect.any(String),
      planId: expect.any(Number),
      userName: expect.toBeOneOf([null, expect.any(String)]),
      unitPrice: expect.any(Number),
      amount: expect.any(Number),
    });
    const all = (await get(`${MORAES}/extract/all`)).json();
    expect(all.result).toHaveLength(page0.total);
    expect(all.truncated).toBe(false);
    expect(all.totalAmount).toBe(all.result.reduce((s: number, r: Row) => s + r.amount, 0));
    expect(page0.totalAmount).toBe(all.totalAmount);
    expect(all.result.some((r: Row & { userName: string | null }) => r.userName === 'Ana Moraes')).toBe(true);
    const beyond = await get(`${MORAES}/extract?page=900`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toMatchObject({ result: [], total: page0.total, totalAmount: page0.totalAmount });
  });

  it('extract filters: type, period (Brazilian days, both ends included) and document prefix', async () => {
    const monitoria = (await get(`${MORAES}/extract/all?type=Monitoria`)).json();
    expect(monitoria.total).toBeGreaterThan(0);
    expect(monitoria.result.every((r: Row) => r.type === 'Monitoria')).toBe(true);
    const september = (await get(`${MORAES}/extract/all?from=2026-09-01&to=2026-09-30`)).json();
    expect(september.total).toBeGreaterThan(0);
    const inSeptember = (r: Row) => {
      const brt = new Date(Date.parse(r.date) - 3 * 3_600_000).toISOString();
      return brt.startsWith('2026-09');
    };
    expect(september.result.every(inSeptember)).toBe(true);
    const everything = (await get(`${MORAES}/extract/all`)).json();
    expect(september.total).toBe(everything.result.filter(inSeptember).length);
    const document = everything.result.find((r: Row) => r.document !== null).document as string;
    const punctuated =
      document.length === 11 ? `${document.slice(0, 3)}.${document.slice(3, 6)}` : document.slice(0, 6);
    const byDocument = (await get(`${MORAES}/extract/all?document=${encodeURIComponent(punctuated)}`)).json();
    expect(byDocument.total).toBeGreaterThan(0);
    // Alphanumeric CNPJs keep their letters: only punctuation is dropped.
    expect(
      byDocument.result.every((r: Row) => r.document?.startsWith(punctuated.replace(/[^0-9A-Z]/gi, '').toUpperCase())),
    ).toBe(true);
  });

  it('extract bad input: 400 with the reason, never 500', async () => {
    const cases: [string, string][] = [
      ['from=2026-10-01&to=2026-09-01', 'Período inválido: a data inicial é posterior à data final.'],
      ['from=2025-01-01&to=2026-01-02', 'O período pode ter no máximo 366 dias.'],
      ['from=2026-02-30', 'Data inválida no período: use AAAA-MM-DD com um dia que exista.'],
      ['document=...', 'Filtro de documento inválido: use os números (e letras, no CNPJ alfanumérico) do CPF ou CNPJ.'],
    ];
    for (const [query, message] of cases) {
      const res = await get(`${MORAES}/extract?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toBe(message);
    }
    expect((await get(`${MORAES}/extract?type=Pausa`)).statusCode).toBe(400);
    expect((await get(`${MORAES}/extract?page=-1`)).statusCode).toBe(400);
    expect((await get(`${MORAES}/extract?from=2025-10-31&to=2026-10-31`)).statusCode).toBe(200);
  });

  it('reconciles every seeded bill with the extract of its month, to the cent', async () => {
    const holders: [string, number, number][] = [
      [ADMIN, DEMO_HOLDERS.moraes, DEMO_ORGS.moraes],
      [MASTER, DEMO_HOLDERS.atlantico, DEMO_ORGS.atlantico],
      [MASTER, DEMO_HOLDERS.master, DEMO_ORGS.master],
    ];
    let checked = 0;
    for (const [as, holder, org] of holders) {
      const list = (await get(`${base(holder, org)}/billing`, as)).json();
      expect(list.total).toBeGreaterThanOrEqual(6);
      const months = list.result.map((b: Bill) => b.competenceMonth);
      expect([...months].sort().reverse()).toEqual(months);
      for (const summary of list.result as Bill[]) {
        const bill: Bill = (await get(`${base(holder, org)}/billing/${summary.id}`, as)).json();
        const extract = (
          await get(
            `${base(holder, org)}/extract/all?from=${bill.competenceMonth}-01&to=${lastDay(bill.competenceMonth)}`,
            as,
          )
        ).json();
        expect(extract.truncated).toBe(false);
        const sum = extract.result.reduce((s: number, r: Row) => s + r.amount, 0);
        expect(bill.total, `${holder} ${bill.competenceMonth}`).toBe(sum);
        expect(bill.total).toBe(summary.total);
        expect(bill.total).toBe(bill.lines.reduce((s, l) => s + l.amount, 0));
        for (const line of bill.lines) {
          const units = extract.result
            .filter((r: Row) => r.type === line.typePlan)
            .reduce((s: number, r: Row) => s + r.consume, 0);
          expect(line.quantity, `${bill.competenceMonth} ${line.typePlan}`).toBe(units);
          expect(line.amount).toBe(line.quantity * line.unitPrice);
          // The seeded bills were issued at today's prices: the extract's pricing is not just the bill's echo.
          expect(line.unitPrice).toBe(UNIT_PRICE_CENTAVOS[line.typePlan as Row['type']]);
        }
        expect(bill.nfse.accessKey).toMatch(/^\d{50}$/);
        expect(Number(bill.nfse.accessKey.slice(49))).toBe(mod11(bill.nfse.accessKey.slice(0, 49)));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(18);
  });

  it("bill detail: lines by plan type, NFS-e, PDF with the total; another holder's bill 403, unknown 404", async () => {
    const list = (await get(`${MORAES}/billing`)).json();
    const october = list.result.find((b: Bill) => b.competenceMonth === '2026-10');
    const bill = (await get(`${MORAES}/billing/${october.id}`)).json();
    expect(bill).toMatchObject({
      competenceMonth: '2026-10',
      holderId: DEMO_HOLDERS.moraes,
      organizationName: 'Moraes & Associados Advocacia',
    });
    // Due on the 10th of November, or a week after issue when it was issued later; never before it was issued.
    const issuedDay = todayInBrazil(new Date(bill.createdAt));
    expect(bill.dueDate).toBe(dueDateOf('2026-10', issuedDay));
    expect(bill.dueDate > issuedDay).toBe(true);
    expect(bill.lines.map((l: { typePlan: string }) => l.typePlan)).toEqual(
      ['Consulta', 'Monitoria', 'AnaliseBasica', 'AnalisePremium'].filter((t) =>
        bill.lines.some((l: { typePlan: string }) => l.typePlan === t),
      ),
    );
    expect(bill.lines.every((l: { label: string }) => l.label.length > 0)).toBe(true);
    expect(bill.pdfUrl).toBe(`${MORAES}/billing/${october.id}/pdf`);
    const pdf = await get(bill.pdfUrl);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = (await pdfTextRuns(pdf.rawPayload)).flat().join(' ');
    expect(text).toContain(competenceLabel('2026-10'));
    const total = `R$ ${Math.floor(bill.total / 100).toLocaleString('pt-BR')},${String(bill.total % 100).padStart(2, '0')}`;
    expect(text).toContain(total);
    expect(text).toContain(bill.nfse.accessKey.slice(0, 4));
    const atlantico = (await get(`${base(DEMO_HOLDERS.atlantico, DEMO_ORGS.atlantico)}/billing`, MASTER)).json()
      .result[0].id;
    expect((await get(`${MORAES}/billing/${atlantico}`)).statusCode).toBe(404);
    expect((await get(`${MORAES}/billing/${atlantico}/pdf`)).statusCode).toBe(404);
    expect((await get(`${MORAES}/billing/999999`)).statusCode).toBe(404);
    expect((await get(`${MORAES}/billing?page=50`)).json()).toMatchObject({ result: [], total: list.total });
  });

  it('a month that closes gets its bill from the issue-bills job, priced like its extract', async () => {
    await ctx.db.query(
      `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, created_at, document_number, document_name)
       VALUES (1, $1, $2, 'Consulta', '2026-04-10T12:00:00-03:00', '12345678909', 'Teste'), (7, $1, $2, 'AnaliseBasica', '2026-04-30T23:30:00-03:00', NULL, NULL)`,
      [DEMO_HOLDERS.moraes, DEMO_ORGS.moraes],
    );
    await ctx.app.jobs.send('issue-bills', { now: '2026-05-01T03:05:00.000Z' });
    await ctx.app.jobs.drain();
    const list = (await get(`${MORAES}/billing`)).json();
    const april = list.result.find((b: Bill) => b.competenceMonth === '2026-04');
    expect(april.total).toBe(UNIT_PRICE_CENTAVOS.Consulta + UNIT_PRICE_CENTAVOS.AnaliseBasica);
    const again = (await get(`${MORAES}/billing`)).json();
    expect(again.total).toBe(list.total);
  });

  it('metric: rows per year, or the twelve months of a year, amounts in centavos matching the extract', async () => {
    const years = (await get(`${MORAES}/metric`)).json();
    expect(years.year).toBeNull();
    expect(years.rows.map((r: { label: string }) => r.label)).toContain('2026');
    const months = (await get(`${MORAES}/metric?year=2026`)).json();
    expect(months.rows).toHaveLength(12);
    expect(months.rows[9]).toMatchObject({ label: '10/2026', period: '2026-10' });
    const october = (await get(`${MORAES}/extract/all?from=2026-10-01&to=2026-10-31`)).json();
    expect(months.rows[9].total).toBe(october.total);
    expect(months.rows[9].amount).toBe(october.totalAmount);
    for (const row of months.rows) {
      expect(row.active + row.inactive).toBe(row.total);
      expect(row.byType.reduce((s: number, t: { amount: number }) => s + t.amount, 0)).toBe(row.amount);
    }
    expect(months.rows[4].total).toBeLessThan(months.rows[9].total);
    expect((await get(`${MORAES}/metric?year=1999`)).statusCode).toBe(400);
  });
});

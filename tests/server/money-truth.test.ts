import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 30, item 3: the balance and the ledger are one truth; bills come from the scheduled job; no report of the future. */
const ACCOUNTS = [
  { as: DEMO_USERS.admin.email, holder: DEMO_HOLDERS.moraes, org: DEMO_ORGS.moraes },
  { as: DEMO_USERS.master.email, holder: DEMO_HOLDERS.atlantico, org: DEMO_ORGS.atlantico },
  { as: DEMO_USERS.master.email, holder: DEMO_HOLDERS.master, org: DEMO_ORGS.master },
] as const;
const base = (holder: number, org: number) => `/v1/holder/${holder}/organization/${org}`;

interface Bill {
  id: number;
  competenceMonth: string;
  total: number;
  dueDate: string;
  createdAt: string;
  lines: { typePlan: string; quantity: number }[];
}

describe('money: one truth, bills on the 1st, no report of the future (issue 30)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ jobs: { retryDelaySeconds: 0, pollingIntervalSeconds: 0.5, schedules: true } });
  }, 120_000);
  afterAll(async () => ctx.close());

  it("seed-wide: every plan's balance counts exactly the units its ledger, extract, metric and bills charge", async () => {
    const plans = await ctx.db.query<{ id: number; consume: number; ledger: number }>(
      'SELECT p.id, p.consume, (SELECT count(*) FROM plan_consumptions pc WHERE pc.plan_id = p.id)::int AS ledger FROM plans p ORDER BY p.id',
    );
    expect(plans.rows.length).toBeGreaterThan(0);
    expect(plans.rows.filter((p) => p.consume !== p.ledger)).toEqual([]);
    for (const { as, holder, org } of ACCOUNTS) {
      const balance = (await ctx.get(`${base(holder, org)}/balance`, { as })).json() as {
        balance: { typePlan: string; consume: number }[];
      };
      const extract = (await ctx.get(`${base(holder, org)}/extract/all`, { as })).json() as {
        result: { type: string; consume: number }[];
        truncated: boolean;
      };
      expect(extract.truncated).toBe(false);
      const metric = (await ctx.get(`${base(holder, org)}/metric?year=2026`, { as })).json() as {
        rows: { typePlan?: string; quantity?: number }[];
      };
      const bills = (await ctx.get(`${base(holder, org)}/billing`, { as })).json() as { result: Bill[] };
      const billed = new Map<string, number>();
      for (const summary of bills.result) {
        const bill = (await ctx.get(`${base(holder, org)}/billing/${summary.id}`, { as })).json() as Bill;
        for (const line of bill.lines) billed.set(line.typePlan, (billed.get(line.typePlan) ?? 0) + line.quantity);
      }
      for (const plan of balance.balance) {
        const inExtract = extract.result.filter((r) => r.type === plan.typePlan).reduce((sum, r) => sum + r.consume, 0);
        expect(inExtract, `${org} ${plan.typePlan}: balance vs extract`).toBe(plan.consume);
        // Every seeded unit lies in a closed month, so the bills charge all of them.
        expect(billed.get(plan.typePlan) ?? 0, `${org} ${plan.typePlan}: balance vs bills`).toBe(plan.consume);
      }
      expect(JSON.stringify(metric)).not.toContain('"statusCode"');
    }
  });

  it("org 371 (the issue's case): premium balance says 2 used, as the ledger and the October bill charge", async () => {
    const { as, holder, org } = ACCOUNTS[1];
    const balance = (await ctx.get(`${base(holder, org)}/balance`, { as })).json() as {
      balance: { typePlan: string; consume: number }[];
    };
    expect(balance.balance.find((p) => p.typePlan === 'AnalisePremium')?.consume).toBe(2);
  });

  it('the seeded October bills were issued on 1 November and fall due on 10 November', async () => {
    for (const { as, holder, org } of ACCOUNTS) {
      const bills = (await ctx.get(`${base(holder, org)}/billing`, { as })).json() as { result: Bill[] };
      const october = bills.result.find((b) => b.competenceMonth === '2026-10');
      expect(october, `${org}`).toBeDefined();
      const bill = (await ctx.get(`${base(holder, org)}/billing/${october?.id}`, { as })).json() as Bill;
      expect(bill.dueDate).toBe('2026-11-10');
      expect(new Date(bill.createdAt).toISOString()).toBe('2026-11-01T03:05:00.000Z');
    }
  });

  it('bills are issued by the scheduled issue-bills job on the 1st, due the 10th; opening the list issues none', async () => {
    const schedules = await ctx.app.jobs.listSchedules();
    // 00:05 on the 1st in Brasília (UTC−3).
    expect(schedules).toContainEqual({ name: 'issue-bills', cron: '5 3 1 * *' });
    const { as, holder, org } = ACCOUNTS[0];
    // The catch-up run queued at start (real now) settles first; March 2027 is still open for it.
    await ctx.app.jobs.drain();
    await ctx.db.query(
      `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, created_at, document_number, document_name)
       VALUES (1, $1, $2, 'Consulta', '2027-03-10T12:00:00-03:00', '12345678909', 'Teste')`,
      [holder, org],
    );
    const before = (await ctx.get(`${base(holder, org)}/billing?page=0`, { as })).json() as {
      total: number;
      result: Bill[];
    };
    const listed = async () => {
      const all: Bill[] = [];
      for (let page = 0; page * 10 < before.total + 10; page++) {
        all.push(
          ...((await ctx.get(`${base(holder, org)}/billing?page=${page}`, { as })).json() as { result: Bill[] }).result,
        );
      }
      return all;
    };
    expect((await listed()).some((b) => b.competenceMonth === '2027-03')).toBe(false);
    // The run the schedule sends on 1 April 2027 at 00:05 in Brasília.
    await ctx.app.jobs.send('issue-bills', { now: '2027-04-01T03:05:00.000Z' });
    await ctx.app.jobs.drain();
    const march = (await listed()).find((b) => b.competenceMonth === '2027-03');
    expect(march).toBeDefined();
    const detail = (await ctx.get(`${base(holder, org)}/billing/${march?.id}`, { as })).json() as Bill;
    expect(detail.dueDate).toBe('2027-04-10');
    expect(new Date(detail.createdAt).toISOString()).toBe('2027-04-01T03:05:00.000Z');
    // A second run (another instance, a retry) issues nothing twice.
    await ctx.app.jobs.send('issue-bills', { now: '2027-04-01T03:06:00.000Z' });
    await ctx.app.jobs.drain();
    expect((await listed()).filter((b) => b.competenceMonth === '2027-03')).toHaveLength(1);
  });

  it('a report of a period that starts after today is refused at once with a 400 in Portuguese; today is fine', async () => {
    const url = `/v2/organization/${DEMO_ORGS.moraes}/report`;
    const far = await ctx.post(url, {
      as: DEMO_USERS.admin.email,
      body: { type: 'MOVEMENTS', format: 'CSV', from: '2099-01-01', to: '2099-01-31' },
    });
    expect(far.statusCode, far.body).toBe(400);
    expect(far.json().message).toMatch(
      /^O período do relatório não pode começar depois de hoje \(\d{2}\/\d{2}\/\d{4}\)/,
    );
    const { rows } = await ctx.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM generated_reports WHERE period_from >= '2099-01-01'",
    );
    expect(rows[0]?.n).toBe(0);
    const today = new Date(Date.now() - 3 * 3_600_000).toISOString().slice(0, 10);
    const ok = await ctx.post(url, {
      as: DEMO_USERS.admin.email,
      body: { type: 'MOVEMENTS', format: 'CSV', from: today, to: today },
    });
    expect(ok.statusCode, ok.body).toBe(202);
  });
});

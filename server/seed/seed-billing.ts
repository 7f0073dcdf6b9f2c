import { completeCnpj, completeCpf } from '../../src/contract/brazil-document.ts';
import { issueDueBills } from '../billing/issue-bills.ts';
import type { Db } from '../db/db.ts';
import { nextMonth } from '../domain/billing.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../demo/demo-users.ts';
import { generateReport } from '../reports/generated-report-job.ts';
import { insertReport, type NewReport } from '../repositories/generated-reports.ts';
import { SEED_REFERENCE_DATE } from './generate-processes.ts';
import { companyName, personName } from './names.ts';
import { createRng, type Rng } from './prng.ts';

/**
 * The billing demo data: six months of consumption (May–October 2026) for the demo holders, their bills, and on
 * Moraes a few generated reports (two ready, one failed). The history fills each plan's `consume` up to what the
 * ledger did not explain yet (seed-monitored-documents.ts wrote the activity list's units), so balance = ledger.
 */
const HISTORY_MONTHS = ['2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'] as const;
/** Share of a plan's history per month: consumption grows, so the charts and the forecast have a slope. */
const MONTH_WEIGHTS = [0.11, 0.13, 0.15, 0.17, 0.2, 0.24] as const;
const DAY = 86_400_000;

const EMAILS_BY_ORG: Record<number, readonly string[]> = {
  [DEMO_ORGS.moraes]: ['admin@exemplo.test', 'basico@exemplo.test'],
  [DEMO_ORGS.atlantico]: ['master@exemplo.test'],
  [DEMO_ORGS.master]: ['master@exemplo.test'],
};

function historyDocument(rng: Rng): { number: string; name: string } {
  return rng.chance(0.6)
    ? { number: completeCpf(rng.digits(9)), name: personName(rng) }
    : { number: completeCnpj(`${rng.digits(8)}0001`), name: companyName(rng) };
}

/** Spreads `units` over the months by MONTH_WEIGHTS, the rounding remainder going to the last month. */
function perMonth(units: number): number[] {
  const counts = MONTH_WEIGHTS.map((w) => Math.floor(units * w));
  counts[counts.length - 1] = (counts[counts.length - 1] ?? 0) + units - counts.reduce((a, b) => a + b, 0);
  return counts;
}

async function seedHistory(db: Db, holderId: number, organizationId: number, rng: Rng): Promise<void> {
  const { rows: plans } = await db.query<{ id: number; type_plan: string; remaining: number }>(
    `SELECT p.id, p.type_plan, p.consume - (SELECT count(*) FROM plan_consumptions pc WHERE pc.plan_id = p.id)::int AS remaining
     FROM plans p WHERE p.holder_id = $1 AND p.organization_id = $2 ORDER BY p.id`,
    [holderId, organizationId],
  );
  const { rows: users } = await db.query<{ id: string }>(
    'SELECT id FROM users WHERE email = ANY($1::text[]) ORDER BY email',
    [EMAILS_BY_ORG[organizationId] ?? []],
  );
  const rows: unknown[] = [];
  for (const plan of plans) {
    if (plan.remaining <= 0) continue;
    perMonth(plan.remaining).forEach((count, m) => {
      const month = HISTORY_MONTHS[m] ?? '2026-10';
      for (let i = 0; i < count; i++) {
        const document = historyDocument(rng);
        // Working hours in Brasília, on a day of the month (the 28th at most, so every month has it).
        const created = `${month}-${String(rng.int(1, 28)).padStart(2, '0')}T${String(rng.int(9, 18)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}:00-03:00`;
        rows.push({
          plan_id: plan.id,
          type_plan: plan.type_plan,
          user_id: users.length > 0 ? rng.pick(users).id : null,
          document_number: document.number,
          document_name: document.name,
          created_at: created,
        });
      }
    });
  }
  await db.query(
    `INSERT INTO plan_consumptions (plan_id, holder_id, organization_id, type_plan, user_id, document_number, document_name, created_at)
     SELECT x.plan_id, $2, $3, x.type_plan, x.user_id, x.document_number, x.document_name, x.created_at
     FROM json_to_recordset($1::json) AS x(plan_id int, type_plan text, user_id uuid, document_number text, document_name text, created_at timestamptz)`,
    [JSON.stringify(rows), holderId, organizationId],
  );
}

/** Two ready reports and a failed one (a process report over the row limit), as a newcomer would have asked. */
async function seedReports(db: Db): Promise<void> {
  const { rows } = await db.query<{ id: string }>("SELECT id FROM users WHERE email = 'admin@exemplo.test'");
  const requestedBy = rows[0]?.id ?? null;
  const at = (daysBefore: number) => new Date(SEED_REFERENCE_DATE - daysBefore * DAY + 14 * 3_600_000).toISOString();
  const base = { organizationId: DEMO_ORGS.moraes, requestedBy, filters: null, from: null, to: null } as const;
  const ready: NewReport[] = [
    {
      ...base,
      type: 'MOVEMENTS',
      format: 'XLSX',
      from: '2026-10-01',
      to: '2026-10-31',
      description: 'Movimentações no período de 01/10/2026 a 31/10/2026',
      createdAt: at(1),
    },
    {
      ...base,
      type: 'MONITORED_DOCUMENTS',
      format: 'PDF',
      description: 'Documentos monitorados e resumo de risco',
      createdAt: at(2),
    },
  ];
  for (const report of ready) {
    const row = await insertReport(db, report);
    await generateReport(db, row.id);
  }
  const failed = await insertReport(db, {
    ...base,
    type: 'PROCESSES',
    format: 'CSV',
    description: 'Processos da organização',
    createdAt: at(3),
  });
  // A real failure: the demo's process report is generated with a row limit it exceeds, so its reason is the runner's own.
  await generateReport(db, failed.id, { maxRows: 5 });
}

export async function seedBilling(db: Db): Promise<void> {
  const rng = createRng(0x5eed_0018);
  const holders = [
    [DEMO_HOLDERS.moraes, DEMO_ORGS.moraes],
    [DEMO_HOLDERS.atlantico, DEMO_ORGS.atlantico],
    [DEMO_HOLDERS.master, DEMO_ORGS.master],
  ] as const;
  for (const [holderId, organizationId] of holders) {
    await seedHistory(db, holderId, organizationId, rng);
    // The bills the scheduled job issued: every month through October (the history's last), each on the 1st of the
    // next month at 00:05 in Brasília (jobs/schedules.ts BILLING_CRON), so each falls due on the 10th.
    await issueDueBills(db, holderId, organizationId, {
      now: new Date(SEED_REFERENCE_DATE + 2 * DAY),
      issuedAt: (month) => `${nextMonth(month)}-01T00:05:00-03:00`,
    });
  }
  await seedReports(db);
}

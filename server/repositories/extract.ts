import { UNIT_PRICE_CENTAVOS } from '../../src/contract/constants/billing.ts';
import type { BalancePlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import { escapeLike, SqlParams, userName } from './sql-helpers.ts';

/**
 * The consumption extract: the plan ledger (plan_consumptions) with the document, the user and the unit price of each
 * row. A row of a billed month is priced at its bill's line price, any other at today's (UNIT_PRICE_CENTAVOS), so the
 * extract of a billed month always adds up to its bill.
 */

/** The Brazilian month (UTC−3, as calendar.ts) of a ledger row. */
const ledgerMonth = (alias: string) =>
  `to_char((${alias}.created_at AT TIME ZONE 'UTC') - interval '3 hours', 'YYYY-MM')`;
const LEDGER_MONTH = ledgerMonth('pc');

export interface ExtractFilter {
  /** Null = every holder of the organization (the CONSUMPTION report). */
  holderId: number | null;
  organizationId: number;
  type?: BalancePlanType | undefined;
  /** Instants, [from, to). */
  fromInstant?: string | undefined;
  toInstant?: string | undefined;
  /** Normalized document prefix. */
  document?: string | undefined;
}

export interface ExtractDbRow {
  id: number | string;
  type_plan: BalancePlanType;
  document_number: string | null;
  document_info: string | null;
  quantity: number;
  created_at: Date | string;
  plan_id: number;
  user_name: string | null;
  holder_name: string;
  unit_price: number;
}

function where(filter: ExtractFilter, params: SqlParams): string {
  const parts = [`pc.organization_id = ${params.add(filter.organizationId)}`];
  if (filter.holderId !== null) parts.push(`pc.holder_id = ${params.add(filter.holderId)}`);
  if (filter.type) parts.push(`pc.type_plan = ${params.add(filter.type)}`);
  if (filter.fromInstant) parts.push(`pc.created_at >= ${params.add(filter.fromInstant)}::timestamptz`);
  if (filter.toInstant) parts.push(`pc.created_at < ${params.add(filter.toInstant)}::timestamptz`);
  if (filter.document)
    parts.push(`coalesce(c.document_number, pc.document_number) LIKE ${params.add(`${escapeLike(filter.document)}%`)}`);
  return parts.join(' AND ');
}

/**
 * The bill line that prices `alias`'s rows of a month and type (at most one: a bill per holder, organization and month,
 * a line per type), joined once for all of them: as a subquery per row or per group, each of its scans of the small
 * bills tables asked PGlite's file system for the table's size again (an fstat each, 80 per extract).
 */
const BILL_LINE_JOIN = (alias: string, month: string) => `LEFT JOIN bills b
       ON b.holder_id = ${alias}.holder_id AND b.organization_id = ${alias}.organization_id AND b.competence_month = ${month}
     LEFT JOIN bill_lines bl ON bl.bill_id = b.id AND bl.type_plan = ${alias}.type_plan`;

const FROM = (prices: string) => `plan_consumptions pc
  LEFT JOIN consume_unique_items c ON c.id = pc.consume_unique_id
  ${BILL_LINE_JOIN('pc', LEDGER_MONTH)}
  CROSS JOIN LATERAL (SELECT coalesce(bl.unit_price, (${prices}::jsonb ->> pc.type_plan)::int, 0) AS unit_price) price`;

/**
 * One page of the extract, newest first, with the count and the value of every matching row.
 * Shaped for a year of ledger under load: the rows are first grouped by month, type and holder —
 * the price depends on nothing else — and only those few groups meet the bills, where joining every row to its
 * month's bill (to_char per row, 7 joined relations) took ~4 ms of PGlite per request, now ~0.6; the page picks its
 * 10 rows from the ledger alone, then prices and names only those. Totals and page are one statement: on PGlite each
 * statement is a trip through its protocol on the API's one thread.
 */
export async function listExtract(
  db: Db,
  filter: ExtractFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: ExtractDbRow[]; total: number; totalAmount: number }> {
  const params = new SqlParams();
  const prices = params.add(JSON.stringify(UNIT_PRICE_CENTAVOS));
  const clause = where(filter, params);
  const limit = params.add(page.limit);
  const offset = params.add(page.offset);
  // The document filter reads the looked-up item's number: the only reason to join it before the page is cut.
  const ledger = `plan_consumptions pc${filter.document ? ' LEFT JOIN consume_unique_items c ON c.id = pc.consume_unique_id' : ''}`;
  // Months by date_trunc (to_char per row was a third of the time), named once per group to meet their bill (unique).
  // A page past the end still gives one row: the totals, with the page's columns null.
  const { rows } = await db.query<TotalledRow>(
    `WITH totals AS (
       SELECT coalesce(sum(g.n), 0)::int AS total,
              sum(g.units * coalesce(bl.unit_price, (${prices}::jsonb ->> g.type_plan)::int, 0)) AS amount
       FROM (SELECT date_trunc('month', (pc.created_at AT TIME ZONE 'UTC') - interval '3 hours') AS month, pc.type_plan,
                    pc.holder_id, pc.organization_id, count(*) AS n, sum(pc.quantity::bigint) AS units
             FROM ${ledger} WHERE ${clause} GROUP BY 1, 2, 3, 4) g
       ${BILL_LINE_JOIN('g', "to_char(g.month, 'YYYY-MM')")}
     ),
     cut AS (
       SELECT p.id, p.type_plan, coalesce(c.document_number, p.document_number) AS document_number,
              coalesce(c.document_info, p.document_name) AS document_info, p.quantity, p.created_at, p.plan_id,
              CASE WHEN u.id IS NULL THEN NULL ELSE ${userName('u')} END AS user_name, h.name AS holder_name,
              coalesce(bl.unit_price, (${prices}::jsonb ->> p.type_plan)::int, 0) AS unit_price
       FROM (SELECT pc.id, pc.type_plan, pc.document_number, pc.document_name, pc.quantity, pc.created_at, pc.plan_id,
                    pc.user_id, pc.holder_id, pc.organization_id, pc.consume_unique_id
             FROM ${ledger} WHERE ${clause}
             ORDER BY pc.created_at DESC, pc.id DESC LIMIT ${limit} OFFSET ${offset}) p
       ${BILL_LINE_JOIN('p', ledgerMonth('p'))}
       LEFT JOIN consume_unique_items c ON c.id = p.consume_unique_id
       LEFT JOIN users u ON u.id = p.user_id
       JOIN holders h ON h.id = p.holder_id
     )
     SELECT totals.total, totals.amount, cut.* FROM totals LEFT JOIN cut ON true
     ORDER BY cut.created_at DESC, cut.id DESC`,
    params.values,
  );
  const first = rows[0];
  return {
    rows: rows.filter((row): row is TotalledRow & ExtractDbRow => row.id !== null),
    total: first?.total ?? 0,
    totalAmount: Number(first?.amount ?? 0),
  };
}

/** A row of the extract's one statement: the totals on every row, the page's columns null when the page is empty. */
type TotalledRow = { total: number; amount: string | number | null } & (
  ExtractDbRow | { [K in keyof ExtractDbRow]: null }
);

/** Units per Brazilian month and plan type of a holder in an organization, for months before `beforeMonth` ('YYYY-MM'). */
export async function unitsByMonth(
  db: Db,
  holderId: number,
  organizationId: number,
  beforeMonth: string,
): Promise<{ month: string; type_plan: BalancePlanType; units: number }[]> {
  const { rows } = await db.query<{ month: string; type_plan: BalancePlanType; units: number }>(
    `SELECT ${LEDGER_MONTH} AS month, pc.type_plan, sum(pc.quantity)::int AS units
     FROM plan_consumptions pc WHERE pc.holder_id = $1 AND pc.organization_id = $2 AND ${LEDGER_MONTH} < $3
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [holderId, organizationId, beforeMonth],
  );
  return rows;
}

/** Months with consumption before `beforeMonth` that have no bill yet. */
export async function unbilledMonths(
  db: Db,
  holderId: number,
  organizationId: number,
  beforeMonth: string,
): Promise<string[]> {
  const { rows } = await db.query<{ month: string }>(
    `SELECT DISTINCT ${LEDGER_MONTH} AS month FROM plan_consumptions pc
     WHERE pc.holder_id = $1 AND pc.organization_id = $2 AND ${LEDGER_MONTH} < $3
       AND NOT EXISTS (SELECT 1 FROM bills b WHERE b.holder_id = $1 AND b.organization_id = $2 AND b.competence_month = ${LEDGER_MONTH})
     ORDER BY 1`,
    [holderId, organizationId, beforeMonth],
  );
  return rows.map((row) => row.month);
}

export interface MetricDbRow {
  period: string;
  type_plan: BalancePlanType;
  units: number;
  amount: string | number;
  active_units: number;
}

/**
 * Units and value per period ('YYYY' or, within `year`, 'YYYY-MM') and plan type; active_units = units spent on
 * documents monitored (or paused) now.
 */
export async function consumptionMetrics(
  db: Db,
  holderId: number,
  organizationId: number,
  year: number | null,
): Promise<MetricDbRow[]> {
  const params = new SqlParams();
  const prices = params.add(JSON.stringify(UNIT_PRICE_CENTAVOS));
  const filter = where({ holderId, organizationId }, params);
  const period = year === null ? `substr(${LEDGER_MONTH}, 1, 4)` : LEDGER_MONTH;
  const yearClause = year === null ? '' : `AND substr(${LEDGER_MONTH}, 1, 4) = ${params.add(String(year))}`;
  const { rows } = await db.query<MetricDbRow>(
    `SELECT ${period} AS period, pc.type_plan, sum(pc.quantity)::int AS units,
            sum(pc.quantity::bigint * price.unit_price) AS amount,
            coalesce(sum(pc.quantity) FILTER (WHERE c.monitoring), 0)::int AS active_units
     FROM ${FROM(prices)} WHERE ${filter} ${yearClause}
     GROUP BY 1, 2 ORDER BY 1, 2`,
    params.values,
  );
  return rows;
}

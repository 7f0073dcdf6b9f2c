import type { ProcessList, ProcessListQuery, ProcessSummary } from '../../src/contract/processes.ts';
import { PAGE_SIZE } from '../../src/contract/common.ts';
import type { Db } from '../db/db.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import type { CnjQuery } from '../domain/cnj-query.ts';
import { escapeLike, SqlParams } from './sql-helpers.ts';

/** ORDER BY per sort; every one ends in id so pages are stable, and each matches an index of migrations 0002/0003. */
function orderBy(sort: ProcessListQuery['sort'], order: ProcessListQuery['order']): string {
  const dir = (fallback: 'ASC' | 'DESC') => (order ? order.toUpperCase() : fallback);
  switch (sort) {
    case 'distributionDate':
      return `p.distribution_date ${dir('DESC')} NULLS LAST, p.id ${dir('DESC')}`;
    case 'causeValue':
      return `p.cause_value ${dir('DESC')} NULLS LAST, p.id ${dir('DESC')}`;
    case 'number':
      return `p.number ${dir('ASC')}, p.id ${dir('ASC')}`;
    default:
      return `p.updated_at ${dir('DESC')}, p.id ${dir('DESC')}`;
  }
}

function whereClause(params: SqlParams, organizationId: number, query: ProcessListQuery, cnj: CnjQuery | null): string {
  const conditions = [`p.organization_id = ${params.add(organizationId)}`];
  if (cnj?.exact) conditions.push(`p.number_digits = ${params.add(cnj.digits)}`);
  else if (cnj) conditions.push(`p.number_digits LIKE ${params.add(`${cnj.digits}%`)}`);
  const party = query.party?.trim();
  if (party) {
    conditions.push(`EXISTS (SELECT 1 FROM process_parties pp WHERE pp.process_id = p.id AND pp.name ILIKE ${params.add(`%${escapeLike(party)}%`)})`);
  }
  if (query.court) conditions.push(`p.court_code IN (SELECT code FROM courts WHERE acronym = ${params.add(query.court.trim().toUpperCase())})`);
  if (query.uf) conditions.push(`p.state = ${params.add(query.uf.toUpperCase())}`);
  if (query.type) conditions.push(`p.type = ${params.add(query.type)}`);
  if (query.status) conditions.push(`p.archived = ${params.add(query.status === 'archived')}`);
  if (query.secret !== undefined) conditions.push(`p.is_secret = ${params.add(query.secret)}`);
  return conditions.join(' AND ');
}

interface SummaryRow {
  id: number;
  number: string;
  court: string;
  type: string;
  state: string | null;
  subjects: string[];
  cause_value: number | null;
  distribution_date: Date | string | null;
  updated_at: Date | string;
  is_secret: boolean;
  archived: boolean;
  authors: string[];
  defendants: string[];
  lm_date: Date | string | null;
  lm_class: string | null;
  lm_text: string | null;
}

/** Details of one page of ids: parties and the last movement come from per-process indexes, 10 rows at a time. */
const SUMMARY_SQL = `
  SELECT p.id, p.number, c.acronym AS court, p.type, p.state, p.subjects, p.cause_value, p.distribution_date,
    p.updated_at, p.is_secret, p.archived,
    coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'AUTHOR'), '{}') AS authors,
    coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'DEFENDANT'), '{}') AS defendants,
    lm.date AS lm_date, lm.class AS lm_class, lm.text AS lm_text
  FROM processes p
  JOIN courts c ON c.code = p.court_code
  LEFT JOIN LATERAL (SELECT m.date, m.class, m.text FROM movements m WHERE m.process_id = p.id ORDER BY m.date DESC, m.id DESC LIMIT 1) lm ON true
  WHERE p.id = ANY($1::bigint[])`;

export function toSummary(row: SummaryRow): ProcessSummary {
  return {
    id: row.id,
    number: row.number,
    court: row.court,
    type: row.type,
    state: row.state,
    authors: row.authors,
    defendants: row.defendants,
    // Secret processes never show what they are about or how much is at stake.
    subjects: row.is_secret ? [] : row.subjects,
    causeValue: row.is_secret ? null : row.cause_value,
    distributionDate: toIsoDay(row.distribution_date),
    lastMovement: row.lm_date ? { date: toIso(row.lm_date) ?? '', class: row.lm_class ?? '', text: row.lm_text ?? '' } : null,
    updatedAt: toIso(row.updated_at) ?? '',
    isSecret: row.is_secret,
    isArchived: row.archived,
  };
}

/** One page of the organization's processes: ids by the chosen order, then their details, then the total. */
export async function listProcesses(db: Db, organizationId: number, query: ProcessListQuery, cnj: CnjQuery | null): Promise<ProcessList> {
  const params = new SqlParams();
  const where = whereClause(params, organizationId, query, cnj);
  const page = query.page ?? 0;
  const ids = await db.query<{ id: number }>(
    `SELECT p.id FROM processes p WHERE ${where} ORDER BY ${orderBy(query.sort, query.order)} LIMIT ${PAGE_SIZE} OFFSET ${page * PAGE_SIZE}`,
    params.values,
  );
  const order = ids.rows.map((row) => row.id);
  const details = order.length > 0 ? (await db.query<SummaryRow>(SUMMARY_SQL, [order])).rows : [];
  const byId = new Map(details.map((row) => [row.id, row]));
  const result = order.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
  const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM processes p WHERE ${where}`, params.values);
  return { result, total: count.rows[0]?.total ?? 0 };
}

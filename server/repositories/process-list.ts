import type { ProcessList, ProcessListQuery, ProcessSummary } from '../../src/contract/processes.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import type { Db } from '../db/db.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import type { CnjQuery } from '../domain/cnj-query.ts';
import { foldedContains, SqlParams } from './sql-helpers.ts';
import { stripPartNames } from '../../src/contract/party-name.ts';

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

type Condition = (alias: string) => string;

/**
 * The list's conditions, each written for a table alias: the same filters select processes (alias p) and, when
 * they only touch status, secrecy, UF, court and class, the maintained totals of migration 0005 (alias c).
 */
function conditions(
  params: SqlParams,
  organizationId: number,
  query: ProcessListQuery,
  cnj: CnjQuery | null,
): { all: Condition[]; countable: boolean } {
  const all: Condition[] = [];
  const org = params.add(organizationId);
  all.push((a) => `${a}.organization_id = ${org}`);
  let countable = true;
  if (cnj) {
    const digits = params.add(cnj.exact ? cnj.digits : `${cnj.digits}%`);
    all.push((a) => (cnj.exact ? `${a}.number_digits = ${digits}` : `${a}.number_digits LIKE ${digits}`));
    countable = false;
  }
  const party = query.party?.trim();
  if (party) {
    // Accent-blind through the stored key and its trigram index (migration 0009).
    const match = foldedContains('pp.name_key', params, party, true);
    all.push((a) => `EXISTS (SELECT 1 FROM process_parties pp WHERE pp.process_id = ${a}.id AND ${match})`);
    countable = false;
  }
  if (query.court) {
    const court = params.add(query.court.trim().toUpperCase());
    all.push((a) => `${a}.court_code IN (SELECT code FROM courts WHERE acronym = ${court})`);
  }
  if (query.uf) {
    const uf = params.add(query.uf.toUpperCase());
    // Typed: the same parameter meets char(2) in processes and text in process_counts.
    all.push((a) => `${a}.state = ${uf}::text`);
  }
  if (query.type) {
    const type = params.add(query.type);
    all.push((a) => `${a}.type = ${type}`);
  }
  if (query.status) {
    const archived = params.add(query.status === 'archived');
    all.push((a) => `${a}.archived = ${archived}`);
  }
  if (query.secret !== undefined) {
    const secret = params.add(query.secret);
    all.push((a) => `${a}.is_secret = ${secret}`);
  }
  return { all, countable };
}

const where = (all: Condition[], alias: string): string => all.map((condition) => condition(alias)).join(' AND ');

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

/**
 * One page as JSON rows in page order: the ids come from the index of the chosen order (LIMIT/OFFSET, index-only
 * however deep the page), then the rows by primary key. Parties and the last movement are columns of the row,
 * kept by the triggers of migration 0006. One statement, one round trip. Each row is aggregated as a record (its
 * columns named as SummaryRow's keys, plus ord): json_build_object resolves the types of its 34 arguments on every
 * row, and that was ~12 % of the statement on PGlite.
 */
const pageSql = (where: string, order: string, offset: string): string => `
  SELECT coalesce(json_agg(r ORDER BY r.ord), '[]') FROM (
    SELECT page.ord, p.id, p.number, c.acronym AS court, p.type, p.state, p.subjects, p.cause_value,
      p.distribution_date, p.updated_at, p.is_secret, p.archived, p.authors, p.defendants,
      p.last_movement_date AS lm_date, p.last_movement_class AS lm_class, p.last_movement_text AS lm_text
    FROM unnest(ARRAY(SELECT p.id FROM processes p WHERE ${where} ORDER BY ${order} LIMIT ${PAGE_SIZE} OFFSET ${offset}))
      WITH ORDINALITY AS page (id, ord)
    JOIN processes p ON p.id = page.id
    JOIN courts c ON c.code = p.court_code) r`;

function toSummary(row: SummaryRow): ProcessSummary {
  return {
    id: row.id,
    number: row.number,
    court: row.court,
    type: row.type,
    state: row.state,
    authors: stripPartNames(row.authors),
    defendants: stripPartNames(row.defendants),
    // Secret processes never show what they are about or how much is at stake.
    subjects: row.is_secret ? [] : row.subjects,
    causeValue: row.is_secret ? null : row.cause_value,
    distributionDate: toIsoDay(row.distribution_date),
    lastMovement: row.lm_date
      ? { date: toIso(row.lm_date) ?? '', class: row.lm_class ?? '', text: row.lm_text ?? '' }
      : null,
    updatedAt: toIso(row.updated_at) ?? '',
    isSecret: row.is_secret,
    isArchived: row.archived,
  };
}

/**
 * One page of the organization's processes and the total, in one statement. The total is the organization's
 * maintained total, or the sum of the maintained counts of the filters (process_totals, process_counts), unless a
 * number or party search narrows the rows, which are then counted through their indexes.
 */
export async function listProcesses(
  db: Db,
  organizationId: number,
  query: ProcessListQuery,
  cnj: CnjQuery | null,
): Promise<ProcessList> {
  const params = new SqlParams();
  const { all, countable } = conditions(params, organizationId, query, cnj);
  // The offset is written into the SQL, not bound: with OFFSET $n the planner assumes a tenth of the organization
  // is skipped, so the cached generic plan looked twice as dear as a fresh one and PostgreSQL re-planned every
  // request (~1 ms of the list's 1.4 ms on PGlite). Each page reached is its own prepared statement (500 are kept).
  // Except for a party search: its best plan depends on how rare the name is, and under that same assumption the
  // plan PostgreSQL caches reads the name index first, right for a rare name (~30 ms); the ordering index filtered
  // by the name, which a written offset made it cache, took ~470 ms for a rare one on 70,000 processes.
  const skip = (query.page ?? 0) * PAGE_SIZE;
  const offset = query.party?.trim() ? params.add(skip) : String(skip);
  const total = !countable
    ? `SELECT count(*)::int FROM processes p WHERE ${where(all, 'p')}`
    : all.length === 1
      ? `SELECT coalesce((SELECT t.total FROM process_totals t WHERE ${where(all, 't')}), 0)`
      : `SELECT coalesce(sum(c.total), 0)::int FROM process_counts c WHERE ${where(all, 'c')}`;
  const { rows } = await db.query<{ total: number; result: SummaryRow[] }>(
    `SELECT (${total}) AS total, (${pageSql(where(all, 'p'), orderBy(query.sort, query.order), offset)}) AS result`,
    params.values,
  );
  const row = rows[0];
  return { result: (row?.result ?? []).map(toSummary), total: row?.total ?? 0 };
}

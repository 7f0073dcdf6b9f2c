import type { Db } from '../db/db.ts';
import { visibleCpfDigits } from '../watchlists/normalize.ts';
import type { WatchlistEntry, WatchlistName } from '../watchlists/watchlist-entry.ts';

// The official lists' versions, entries and per-list status (migration 0024). Lists are global: no organization.

export interface WatchlistVersionRow {
  id: number;
  list: WatchlistName;
  published_on: string | null;
  fetched_at: Date | string;
  source_url: string;
  row_count: number;
  skipped_rows: number;
  status: 'CURRENT' | 'SUPERSEDED';
}

export async function findVersionByHash(
  db: Db,
  list: WatchlistName,
  hash: string,
): Promise<WatchlistVersionRow | null> {
  const { rows } = await db.query<WatchlistVersionRow>(
    `SELECT id::int AS id, list, published_on::text AS published_on, fetched_at, source_url, row_count, skipped_rows, status
     FROM watchlist_versions WHERE list = $1 AND file_hash = $2`,
    [list, hash],
  );
  return rows[0] ?? null;
}

/** Serialises imports of one list across instances until the transaction ends. */
export async function lockList(tx: Db, list: WatchlistName): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [7024, list.charCodeAt(0) * 1000 + list.charCodeAt(1)]);
}

/** Makes the list's current version the previous one, and drops the entries of anything older (kept: version rows). */
export async function supersedeCurrent(tx: Db, list: WatchlistName): Promise<void> {
  await tx.query(`UPDATE watchlist_versions SET status = 'SUPERSEDED' WHERE list = $1 AND status = 'CURRENT'`, [list]);
  await tx.query(
    `DELETE FROM watchlist_entries WHERE version_id IN (
       SELECT id FROM watchlist_versions WHERE list = $1 AND status = 'SUPERSEDED'
       AND id < (SELECT max(id) FROM watchlist_versions WHERE list = $1 AND status = 'SUPERSEDED'))`,
    [list],
  );
}

export async function insertVersion(
  tx: Db,
  version: { list: WatchlistName; fetchedAt: Date; sourceUrl: string; hash: string },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO watchlist_versions (list, fetched_at, source_url, file_hash, row_count, status)
     VALUES ($1, $2, $3, $4, 0, 'CURRENT') RETURNING id::int AS id`,
    [version.list, version.fetchedAt.toISOString(), version.sourceUrl, version.hash],
  );
  return rows[0]?.id ?? 0;
}

export async function finishVersion(
  tx: Db,
  versionId: number,
  counts: { rows: number; skipped: number; publishedOn: string | null },
): Promise<void> {
  await tx.query('UPDATE watchlist_versions SET row_count = $2, skipped_rows = $3, published_on = $4 WHERE id = $1', [
    versionId,
    counts.rows,
    counts.skipped,
    counts.publishedOn,
  ]);
}

/** One statement per batch: columns as arrays, unnested (aliases and raw travel as JSON text). */
export async function insertEntries(tx: Db, versionId: number, entries: readonly WatchlistEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const column = <T>(pick: (entry: WatchlistEntry) => T) => entries.map(pick);
  await tx.query(
    `INSERT INTO watchlist_entries (version_id, list, record_id, kind, document, masked, visible_digits, name, name_normalized,
       aliases, sanctioning_body, type, start_date, end_date, grace_end_date, legal_basis, source_link, raw)
     SELECT $1, t.list, t.record_id, t.kind, t.document, t.visible_digits IS NOT NULL AND t.document IS NULL,
       t.visible_digits, t.name, t.name_normalized,
       ARRAY(SELECT jsonb_array_elements_text(t.aliases::jsonb)), t.sanctioning_body, t.type, t.start_date::date,
       t.end_date::date, t.grace_end_date::date, t.legal_basis, t.source_link, t.raw::jsonb
     FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
       $10::text[], $11::text[], $12::text[], $13::text[], $14::text[], $15::text[], $16::text[], $17::text[])
       AS t(list, record_id, kind, document, visible_digits, name, name_normalized, aliases, sanctioning_body, type,
         start_date, end_date, grace_end_date, legal_basis, source_link, raw)`,
    [
      versionId,
      column((e) => e.list),
      column((e) => e.recordId),
      column((e) => e.kind),
      column((e) => e.document),
      // A full CPF's middle digits too: a masked partner then finds it (with the name).
      column((e) => e.maskedDigits ?? (e.document?.length === 11 ? visibleCpfDigits(e.document) : null)),
      column((e) => e.name),
      column((e) => e.nameNormalized),
      column((e) => JSON.stringify(e.aliases)),
      column((e) => e.sanctioningBody),
      column((e) => e.type),
      column((e) => e.startDate),
      column((e) => e.endDate),
      column((e) => e.graceEndDate),
      column((e) => e.legalBasis),
      column((e) => e.sourceLink),
      column((e) => JSON.stringify(e.raw)),
    ],
  );
}

export interface ListRun {
  list: WatchlistName;
  at: Date;
  ok: boolean;
  items: number;
  skipped: number;
  lastError: string | null;
  lastWarning: string | null;
  publishedOn: string | null;
  nextRunAt: Date | null;
}

export async function recordListRun(db: Db, run: ListRun): Promise<void> {
  await db.query(
    `INSERT INTO watchlist_source_status AS s (list, last_run_at, last_success_at, items, skipped, errors, last_error,
       last_warning, published_on, next_run_at)
     VALUES ($1, $2, CASE WHEN $3 THEN $2::timestamptz END, $4, $5, CASE WHEN $3 THEN 0 ELSE 1 END, $6, $7, $8, $9)
     ON CONFLICT (list) DO UPDATE SET last_run_at = excluded.last_run_at,
       last_success_at = coalesce(excluded.last_success_at, s.last_success_at), items = excluded.items,
       skipped = excluded.skipped, errors = excluded.errors, last_error = excluded.last_error,
       last_warning = excluded.last_warning, published_on = coalesce(excluded.published_on, s.published_on),
       next_run_at = excluded.next_run_at`,
    [
      run.list,
      run.at.toISOString(),
      run.ok,
      run.items,
      run.skipped,
      run.lastError,
      run.lastWarning,
      run.publishedOn,
      run.nextRunAt?.toISOString() ?? null,
    ],
  );
}

export interface WatchlistStatusRow {
  list: WatchlistName;
  last_run_at: Date | string | null;
  last_success_at: Date | string | null;
  items: number;
  skipped: number;
  errors: number;
  last_error: string | null;
  last_warning: string | null;
  published_on: string | null;
  next_run_at: Date | string | null;
  current_rows: number | null;
}

export async function listWatchlistStatus(db: Db): Promise<WatchlistStatusRow[]> {
  const { rows } = await db.query<WatchlistStatusRow>(
    `SELECT s.list, s.last_run_at, s.last_success_at, s.items, s.skipped, s.errors, s.last_error, s.last_warning,
       coalesce(v.published_on, s.published_on)::text AS published_on, s.next_run_at, v.row_count AS current_rows
     FROM watchlist_source_status s
     LEFT JOIN watchlist_versions v ON v.list = s.list AND v.status = 'CURRENT'
     ORDER BY s.list`,
  );
  return rows;
}

/** An entry of a current version, with its version's dates: what a flag's evidence shows. */
export interface MatchCandidateRow {
  list: WatchlistName;
  record_id: string;
  kind: 'PERSON' | 'COMPANY' | 'UNKNOWN';
  document: string | null;
  masked: boolean;
  visible_digits: string | null;
  name: string;
  name_normalized: string;
  aliases: string[];
  sanctioning_body: string | null;
  type: string | null;
  start_date: string | null;
  end_date: string | null;
  grace_end_date: string | null;
  legal_basis: string | null;
  source_link: string | null;
  fetched_at: Date | string;
  published_on: string | null;
  source_url: string;
  version_id: number;
}

const CANDIDATE_COLUMNS = `e.list, e.record_id, e.kind, e.document, e.masked, e.visible_digits, e.name, e.name_normalized, e.aliases,
  e.sanctioning_body, e.type, e.start_date::text AS start_date, e.end_date::text AS end_date,
  e.grace_end_date::text AS grace_end_date, e.legal_basis, e.source_link, v.fetched_at,
  v.published_on::text AS published_on, v.source_url, v.id::int AS version_id`;

/**
 * The current entries that may name an entity: by its full document, by the visible digits of a CPF (the caller
 * then requires the name), or by a person's normalised name (OFAC/UN list people without Brazilian documents).
 */
export async function findMatchCandidates(
  db: Db,
  keys: { document: string | null; visibleDigits: string | null; personName: string | null },
): Promise<MatchCandidateRow[]> {
  // One indexed branch per key, joined by UNION ALL: an OR across them makes the planner scan every entry.
  const branches: string[] = [];
  const params: unknown[] = [];
  const from = `FROM watchlist_entries e JOIN watchlist_versions v ON v.id = e.version_id AND v.status = 'CURRENT'`;
  if (keys.document !== null) {
    params.push(keys.document);
    branches.push(
      `SELECT ${CANDIDATE_COLUMNS} ${from} WHERE e.document = $${params.length} AND e.document IS NOT NULL`,
    );
  }
  if (keys.visibleDigits !== null) {
    params.push(keys.visibleDigits);
    branches.push(
      `SELECT ${CANDIDATE_COLUMNS} ${from} WHERE e.visible_digits = $${params.length} AND e.visible_digits IS NOT NULL`,
    );
  }
  if (keys.personName !== null) {
    params.push(keys.personName);
    const name = `$${params.length}`;
    branches.push(
      `SELECT ${CANDIDATE_COLUMNS} ${from} WHERE e.kind = 'PERSON' AND e.name_normalized = ${name} AND e.document IS NULL AND e.visible_digits IS NULL`,
      // Aliases (OFAC/UN only): few rows carry them, so the scan is over those lists' people alone.
      `SELECT ${CANDIDATE_COLUMNS} ${from} WHERE e.list IN ('OFAC', 'UN') AND e.kind = 'PERSON' AND ${name} = ANY (e.aliases)`,
    );
  }
  if (branches.length === 0) return [];
  const { rows } = await db.query<MatchCandidateRow>(branches.join(' UNION ALL '), params);
  return rows;
}

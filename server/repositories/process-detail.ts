import type { PartMatch, ProcessDetail, ProcessDocument, ProcessPart, ProcessParty, RelatedProcess, ProcessVideo } from '../../src/contract/processes.ts';
import type { Db } from '../db/db.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import { userRefJson } from './sql-helpers.ts';

interface ProcessRow {
  id: number;
  organization_id: number;
  number: string;
  type: string;
  state: string | null;
  subjects: string[];
  cause_value: number | null;
  manual_cause_value: number | null;
  manual_cause_value_updated_at: Date | string | null;
  manual_by: { id: string; name: string } | null;
  distribution_date: Date | string | null;
  jurisdiction: string | null;
  judging_organ: string | null;
  origin: string | null;
  is_secret: boolean;
  archived: boolean;
  has_videos: boolean;
  has_resource: boolean;
  is_resource: boolean;
  notes: string | null;
  updated_at: Date | string;
  court: { code: string; name: string; acronym: string; state: string | null; region: string };
  lm_date: Date | string | null;
  lm_class: string | null;
  lm_text: string | null;
}

interface PartyRow {
  name: string;
  document: string | null;
  side: 'AUTHOR' | 'DEFENDANT' | 'OTHER';
  function: string;
  representatives: { name: string; oab: string }[];
}

const PROCESS_SQL = `
  SELECT p.*, ${userRefJson('u')} AS manual_by,
    json_build_object('code', c.code, 'name', c.name, 'acronym', c.acronym, 'state', c.state, 'region', c.region) AS court,
    lm.date AS lm_date, lm.class AS lm_class, lm.text AS lm_text
  FROM processes p
  JOIN courts c ON c.code = p.court_code
  LEFT JOIN users u ON u.id = p.manual_cause_value_updated_by
  LEFT JOIN LATERAL (SELECT m.date, m.class, m.text FROM movements m WHERE m.process_id = p.id ORDER BY m.date DESC, m.id DESC LIMIT 1) lm ON true
  WHERE p.id = $1`;

async function relatedProcesses(db: Db, processId: number): Promise<RelatedProcess[]> {
  const { rows } = await db.query<RelatedProcess>(
    `SELECT r.related_process_id AS id, p.number, r.relation FROM process_relations r JOIN processes p ON p.id = r.related_process_id WHERE r.process_id = $1
     UNION ALL
     SELECT r.process_id AS id, p.number, 'Processo relacionado' FROM process_relations r JOIN processes p ON p.id = r.process_id
       WHERE r.related_process_id = $1 AND NOT EXISTS (SELECT 1 FROM process_relations b WHERE b.process_id = $1 AND b.related_process_id = r.process_id)
     ORDER BY id`,
    [processId],
  );
  return rows;
}

async function videos(db: Db, processId: number): Promise<ProcessVideo[]> {
  const { rows } = await db.query<{ title: string; audience_date: Date | null; url: string }>(
    'SELECT title, audience_date, url FROM process_videos WHERE process_id = $1 ORDER BY audience_date DESC NULLS LAST, id',
    [processId],
  );
  return rows.map((row) => ({ title: row.title, audienceDate: toIso(row.audience_date), url: row.url }));
}

async function documents(db: Db, processId: number): Promise<ProcessDocument[]> {
  const { rows } = await db.query<{ id: number; name: string; description: string; content_type: string; date: Date; kind: 'AUTO' | 'MANUAL' }>(
    'SELECT id, name, description, content_type, date, kind FROM process_files WHERE process_id = $1 ORDER BY date DESC, id DESC',
    [processId],
  );
  return rows.map((row) => ({ id: row.id, name: row.name, description: row.description, contentType: row.content_type, date: toIsoDay(row.date) ?? '', kind: row.kind }));
}

async function partMatches(db: Db, organizationId: number, processId: number): Promise<PartMatch[]> {
  const { rows } = await db.query<{ id: number; document: string; name: string; side: PartMatch['side']; function: string }>(
    `SELECT md.id, pp.document, pp.name, pp.side, pp.function FROM process_parties pp
     JOIN monitored_documents md ON md.document_number = pp.document AND md.organization_id = $2 AND md.active
     WHERE pp.process_id = $1 ORDER BY pp.id`,
    [processId, organizationId],
  );
  return rows.map((row) => ({ monitoredDocumentId: row.id, document: row.document, name: row.name, side: row.side, function: row.function }));
}

/** The process with everything spec §3 lists; secret processes lose documents, subjects and values here. */
export async function loadProcessDetail(db: Db, processId: number): Promise<ProcessDetail | null> {
  const row = (await db.query<ProcessRow>(PROCESS_SQL, [processId])).rows[0];
  if (!row) return null;
  const secret = row.is_secret;
  const parties = (await db.query<PartyRow>('SELECT name, document, side, function, representatives FROM process_parties WHERE process_id = $1 ORDER BY id', [processId])).rows;
  const document = (value: string | null) => (secret ? null : value);
  const party = (p: PartyRow): ProcessParty => ({ name: p.name, document: document(p.document), representatives: p.representatives });
  const parts: ProcessPart[] = parties.map((p) => ({ name: p.name, document: document(p.document), function: p.function, side: p.side }));
  return {
    id: row.id,
    organizationId: row.organization_id,
    number: row.number,
    type: row.type,
    state: row.state,
    status: secret ? 'SECRET' : 'PUBLIC',
    subjects: secret ? [] : row.subjects,
    causeValue: secret ? null : row.cause_value,
    manualCauseValue: secret || row.manual_cause_value === null ? null : {
      value: row.manual_cause_value,
      updatedBy: row.manual_by,
      updatedAt: toIso(row.manual_cause_value_updated_at),
    },
    distributionDate: toIsoDay(row.distribution_date),
    jurisdiction: row.jurisdiction,
    judgingOrgan: row.judging_organ,
    origin: row.origin,
    relatedProcesses: await relatedProcesses(db, processId),
    isSecret: secret,
    isArchived: row.archived,
    hasVideos: row.has_videos,
    hasResource: row.has_resource,
    isResource: row.is_resource,
    videos: await videos(db, processId),
    court: row.court,
    authors: parties.filter((p) => p.side === 'AUTHOR').map(party),
    defendants: parties.filter((p) => p.side === 'DEFENDANT').map(party),
    parts,
    documents: await documents(db, processId),
    // Which parties the organization monitors is its own information, so it shows even on secret processes.
    part_matches: await partMatches(db, row.organization_id, processId),
    notes: row.notes,
    lastMovement: row.lm_date ? { date: toIso(row.lm_date) ?? '', class: row.lm_class ?? '', text: row.lm_text ?? '' } : null,
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

/** PUT /v1/process/{id}: only the fields sent change. */
export async function updateProcess(db: Db, processId: number, changes: { isArchived?: boolean; notes?: string | null }): Promise<void> {
  await db.query(
    `UPDATE processes SET
       archived = CASE WHEN $2::boolean IS NULL THEN archived ELSE $2::boolean END,
       notes = CASE WHEN $3::boolean THEN $4::text ELSE notes END,
       updated_at = now()
     WHERE id = $1`,
    [processId, changes.isArchived ?? null, changes.notes !== undefined, changes.notes ?? null],
  );
}

/** POST …/changevalue: the manual cause value with who set it and when (null clears it). */
export async function changeManualCauseValue(db: Db, processId: number, value: number | null, userId: string): Promise<void> {
  await db.query(
    `UPDATE processes SET manual_cause_value = $2, manual_cause_value_updated_by = $3, manual_cause_value_updated_at = now(), updated_at = now()
     WHERE id = $1`,
    [processId, value, userId],
  );
}

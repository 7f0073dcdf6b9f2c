import type {
  PartMatch,
  ProcessDetail,
  ProcessPart,
  ProcessParty,
  RelatedProcess,
} from '../../src/contract/processes.ts';
import type { Db } from '../db/db.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import { userRefJson } from './sql-helpers.ts';
import { stripPartName } from '../../src/contract/party-name.ts';

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

/**
 * The process and everything the detail shows in one statement (one round trip instead of seven): the row with
 * its court, its last movement as the list shows it (the row's columns, kept by migration 0006's triggers), the
 * manual value's author only when there is one, and each list as a JSON array built from its own index.
 * Related processes in one pass over the links from and to the process: a link it names itself keeps its relation,
 * one only the other side names reads "Processo relacionado" (two scans, a merge and an anti-join cost the detail a
 * quarter of its SQL time on PGlite, most processes having no link).
 */
const DETAIL_SQL = `
  SELECT json_build_object(
    'id', p.id, 'organization_id', p.organization_id, 'number', p.number, 'type', p.type, 'state', p.state,
    'subjects', p.subjects, 'cause_value', p.cause_value, 'manual_cause_value', p.manual_cause_value,
    'manual_cause_value_updated_at', p.manual_cause_value_updated_at,
    'manual_by', CASE WHEN p.manual_cause_value_updated_by IS NULL THEN NULL
      ELSE (SELECT ${userRefJson('u')} FROM users u WHERE u.id = p.manual_cause_value_updated_by) END,
    'distribution_date', p.distribution_date, 'jurisdiction', p.jurisdiction, 'judging_organ', p.judging_organ,
    'origin', p.origin, 'is_secret', p.is_secret, 'archived', p.archived, 'has_videos', p.has_videos,
    'has_resource', p.has_resource, 'is_resource', p.is_resource, 'notes', p.notes, 'updated_at', p.updated_at,
    'court', json_build_object('code', c.code, 'name', c.name, 'acronym', c.acronym, 'state', c.state, 'region', c.region),
    'lm_date', p.last_movement_date, 'lm_class', p.last_movement_class, 'lm_text', p.last_movement_text,
    'parties', coalesce((SELECT json_agg(json_build_object('name', pp.name, 'document', pp.document, 'side', pp.side,
        'function', pp.function, 'representatives', pp.representatives) ORDER BY pp.id)
      FROM process_parties pp WHERE pp.process_id = p.id), '[]'),
    'related', coalesce((SELECT json_agg(json_build_object('id', x.id, 'number', rp.number, 'relation', x.relation) ORDER BY x.id)
      FROM (SELECT DISTINCT ON (z.id) z.id, z.relation FROM (
          SELECT CASE WHEN r.process_id = p.id THEN r.related_process_id ELSE r.process_id END AS id,
                 CASE WHEN r.process_id = p.id THEN r.relation ELSE 'Processo relacionado' END AS relation,
                 r.process_id = p.id AS outgoing
          FROM process_relations r WHERE r.process_id = p.id OR r.related_process_id = p.id) z
        ORDER BY z.id, z.outgoing DESC) x
      JOIN processes rp ON rp.id = x.id), '[]'),
    'videos', coalesce((SELECT json_agg(json_build_object('title', v.title, 'audience_date', v.audience_date, 'url', v.url)
        ORDER BY v.audience_date DESC NULLS LAST, v.id) FROM process_videos v WHERE v.process_id = p.id), '[]'),
    'documents', coalesce((SELECT json_agg(json_build_object('id', f.id, 'name', f.name, 'description', f.description,
        'content_type', f.content_type, 'date', f.date, 'kind', f.kind) ORDER BY f.date DESC, f.id DESC)
      FROM process_files f WHERE f.process_id = p.id), '[]'),
    'part_matches', coalesce((SELECT json_agg(json_build_object('id', md.id, 'document', pp.document, 'name', pp.name,
        'side', pp.side, 'function', pp.function) ORDER BY pp.id)
      FROM process_parties pp
      JOIN monitored_documents md ON md.document_number = pp.document AND md.organization_id = p.organization_id AND md.active
      WHERE pp.process_id = p.id), '[]')
  ) AS detail
  FROM processes p
  JOIN courts c ON c.code = p.court_code
  WHERE p.id = $1`;

interface DetailRow extends ProcessRow {
  parties: PartyRow[];
  related: RelatedProcess[];
  videos: { title: string; audience_date: string | null; url: string }[];
  documents: {
    id: number;
    name: string;
    description: string;
    content_type: string;
    date: string;
    kind: 'AUTO' | 'MANUAL';
  }[];
  part_matches: { id: number; document: string; name: string; side: PartMatch['side']; function: string }[];
}

/** The process with everything docs/product.md#processes lists; secret processes lose documents, subjects and values here. */
export async function loadProcessDetail(db: Db, processId: number): Promise<ProcessDetail | null> {
  const row = (await db.query<{ detail: DetailRow }>(DETAIL_SQL, [processId])).rows[0]?.detail;
  return row ? toProcessDetail(row) : null;
}

function toProcessDetail(row: DetailRow): ProcessDetail {
  const secret = row.is_secret;
  const parties = row.parties;
  const document = (value: string | null) => (secret ? null : value);
  // The part-name rule (docs/product.md#party-names), applied here as in the list, notifications and exports (src/contract/party-name.ts).
  const representatives = (p: PartyRow) => p.representatives.map((r) => ({ ...r, name: stripPartName(r.name) }));
  const party = (p: PartyRow): ProcessParty => ({
    name: stripPartName(p.name),
    document: document(p.document),
    representatives: representatives(p),
  });
  const parts: ProcessPart[] = parties.map((p) => ({
    name: stripPartName(p.name),
    document: document(p.document),
    function: p.function,
    side: p.side,
  }));
  return {
    id: row.id,
    organizationId: row.organization_id,
    number: row.number,
    type: row.type,
    state: row.state,
    status: secret ? 'SECRET' : 'PUBLIC',
    subjects: secret ? [] : row.subjects,
    causeValue: secret ? null : row.cause_value,
    manualCauseValue:
      secret || row.manual_cause_value === null
        ? null
        : {
            value: row.manual_cause_value,
            updatedBy: row.manual_by,
            updatedAt: toIso(row.manual_cause_value_updated_at),
          },
    distributionDate: toIsoDay(row.distribution_date),
    jurisdiction: row.jurisdiction,
    judgingOrgan: row.judging_organ,
    origin: row.origin,
    relatedProcesses: row.related,
    isSecret: secret,
    isArchived: row.archived,
    // Derived from the videos themselves: a flag kept apart once said true with none to show.
    hasVideos: row.videos.length > 0,
    hasResource: row.has_resource,
    isResource: row.is_resource,
    videos: row.videos.map((v) => ({ title: v.title, audienceDate: toIso(v.audience_date), url: v.url })),
    court: row.court,
    authors: parties.filter((p) => p.side === 'AUTHOR').map(party),
    defendants: parties.filter((p) => p.side === 'DEFENDANT').map(party),
    parts,
    documents: row.documents.map((f) => ({
      id: f.id,
      name: f.name,
      description: f.description,
      contentType: f.content_type,
      date: toIsoDay(f.date) ?? '',
      kind: f.kind,
    })),
    // Which parties the organization monitors is its own information, so it shows even on secret processes.
    part_matches: row.part_matches.map((m) => ({
      monitoredDocumentId: m.id,
      document: m.document,
      name: stripPartName(m.name),
      side: m.side,
      function: m.function,
    })),
    notes: row.notes,
    lastMovement: row.lm_date
      ? { date: toIso(row.lm_date) ?? '', class: row.lm_class ?? '', text: row.lm_text ?? '' }
      : null,
    updatedAt: toIso(row.updated_at) ?? '',
  };
}

/** PUT /v1/process/{id}: only the fields sent change. */
export async function updateProcess(
  db: Db,
  processId: number,
  changes: { isArchived?: boolean; notes?: string | null },
): Promise<void> {
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
export async function changeManualCauseValue(
  db: Db,
  processId: number,
  value: number | null,
  userId: string,
): Promise<void> {
  await db.query(
    `UPDATE processes SET manual_cause_value = $2, manual_cause_value_updated_by = $3, manual_cause_value_updated_at = now(), updated_at = now()
     WHERE id = $1`,
    [processId, value, userId],
  );
}

import type { AnalysisStatus, AnalysisType, ReportStatus } from '../../src/contract/analyses.ts';
import type { AnalysisPlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import type { SummaryCounts } from '../domain/risk-categories.ts';

export interface AnalysisRow {
  id: number;
  consume_unique_id: number;
  organization_id: number;
  holder_id: number;
  plan_id: number;
  type_plan: AnalysisPlanType;
  type: AnalysisType;
  status: AnalysisStatus;
  status_report: ReportStatus;
  last_analyzed_id: number | null;
  summary: SummaryCounts | null;
  as_of: Date | string | null;
  created_at: Date | string;
  finished_at: Date | string | null;
}

const COLUMNS = `id, consume_unique_id, organization_id, holder_id, plan_id, type_plan, type, status, status_report,
  last_analyzed_id, summary, as_of, created_at, finished_at`;

export async function findAnalysis(db: Db, id: number): Promise<AnalysisRow | null> {
  const { rows } = await db.query<AnalysisRow>(`SELECT ${COLUMNS} FROM analyses WHERE id = $1`, [id]);
  return rows[0] ?? null;
}

/** The analysis, locked until the caller's transaction ends: two runs of its job compute it one after the other. */
export async function lockAnalysis(tx: Db, id: number): Promise<AnalysisRow | null> {
  const { rows } = await tx.query<AnalysisRow>(`SELECT ${COLUMNS} FROM analyses WHERE id = $1 FOR UPDATE`, [id]);
  return rows[0] ?? null;
}

/** The analyses of several items, newest first (for the activity list). */
export async function listAnalysesOfItems(db: Db, itemIds: readonly number[]): Promise<AnalysisRow[]> {
  if (itemIds.length === 0) return [];
  const { rows } = await db.query<AnalysisRow>(
    `SELECT ${COLUMNS} FROM analyses WHERE consume_unique_id = ANY($1::bigint[]) ORDER BY created_at DESC, id DESC`,
    [itemIds],
  );
  return rows;
}

/** An analysis of this type still running for the item (a repeated start answers it instead of consuming). */
export async function findRunningAnalysis(db: Db, itemId: number, type: AnalysisType): Promise<AnalysisRow | null> {
  const { rows } = await db.query<AnalysisRow>(
    `SELECT ${COLUMNS} FROM analyses WHERE consume_unique_id = $1 AND type = $2 AND status = 'PROCESSING' ORDER BY id DESC LIMIT 1`,
    [itemId, type],
  );
  return rows[0] ?? null;
}

interface NewAnalysis {
  itemId: number;
  organizationId: number;
  holderId: number;
  planId: number;
  typePlan: AnalysisPlanType;
  userId: string | null;
  /** Seed only: creation instant and the day the analysis looks at. */
  createdAt?: string;
  asOf?: string | null;
}

export const analysisTypeOf = (typePlan: AnalysisPlanType): AnalysisType =>
  typePlan === 'AnalisePremium' ? 'PREMIUM' : 'BASIC';

export async function insertAnalysis(tx: Db, analysis: NewAnalysis): Promise<number> {
  const type = analysisTypeOf(analysis.typePlan);
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO analyses (consume_unique_id, organization_id, holder_id, plan_id, type_plan, type, status, status_report, created_by, created_at, as_of)
     VALUES ($1, $2, $3, $4, $5, $6, 'PROCESSING', $7, $8, coalesce($9::timestamptz, now()), $10) RETURNING id`,
    [
      analysis.itemId,
      analysis.organizationId,
      analysis.holderId,
      analysis.planId,
      analysis.typePlan,
      type,
      type === 'PREMIUM' ? 'PENDING' : 'NOT_INCLUDED',
      analysis.userId,
      analysis.createdAt ?? null,
      analysis.asOf ?? null,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('analysis insert returned no id');
  return Number(id);
}

/** The latest DONE analysis of the item created before this one: the one to compare with. */
export async function findPreviousDone(db: Db, analysis: AnalysisRow): Promise<AnalysisRow | null> {
  const { rows } = await db.query<AnalysisRow>(
    `SELECT ${COLUMNS} FROM analyses WHERE consume_unique_id = $1 AND status = 'DONE' AND (created_at, id) < ($2::timestamptz, $3)
     ORDER BY created_at DESC, id DESC LIMIT 1`,
    [
      analysis.consume_unique_id,
      analysis.created_at instanceof Date ? analysis.created_at.toISOString() : analysis.created_at,
      analysis.id,
    ],
  );
  return rows[0] ?? null;
}

export async function setReportStatus(db: Db, id: number, status: ReportStatus): Promise<void> {
  await db.query('UPDATE analyses SET status_report = $2 WHERE id = $1', [id, status]);
}

export async function saveReport(db: Db, id: number, content: Uint8Array): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO analysis_reports (analysis_id, content, size) VALUES ($1, $2, $3)
       ON CONFLICT (analysis_id) DO UPDATE SET content = excluded.content, size = excluded.size, created_at = now()`,
      // node-postgres writes a Buffer as bytea (a bare Uint8Array would be sent as an array); PGlite takes both.
      [id, Buffer.from(content.buffer, content.byteOffset, content.byteLength), content.byteLength],
    );
    await tx.query("UPDATE analyses SET status_report = 'READY' WHERE id = $1", [id]);
  });
}

export async function loadReport(db: Db, id: number): Promise<Uint8Array | null> {
  const { rows } = await db.query<{ content: Uint8Array }>(
    'SELECT content FROM analysis_reports WHERE analysis_id = $1',
    [id],
  );
  return rows[0]?.content ?? null;
}

/** One process frozen into an analysis, with the side the document is on and the risk categories it counts for. */
interface AnalysisProcessInput {
  processId: number;
  side: string;
  categories: readonly string[];
}

/** Freezes the analysis's processes, replacing any an interrupted earlier run left behind. */
export async function replaceAnalysisProcesses(
  tx: Db,
  analysisId: number,
  processes: readonly AnalysisProcessInput[],
): Promise<void> {
  await tx.query('DELETE FROM analysis_processes WHERE analysis_id = $1', [analysisId]);
  if (processes.length === 0) return;
  await tx.query(
    `INSERT INTO analysis_processes (analysis_id, process_id, side, categories)
     SELECT $1, x.process_id, x.side, x.categories FROM json_to_recordset($2::json) AS x(process_id bigint, side text, categories text[])`,
    [
      analysisId,
      JSON.stringify(processes.map((p) => ({ process_id: p.processId, side: p.side, categories: p.categories }))),
    ],
  );
}

export async function markAnalysisDone(
  tx: Db,
  analysisId: number,
  result: { summary: SummaryCounts; previousId: number | null; finishedAt: Date },
): Promise<void> {
  await tx.query(
    `UPDATE analyses SET status = 'DONE', summary = $2::jsonb, last_analyzed_id = $3, finished_at = $4 WHERE id = $1 AND status = 'PROCESSING'`,
    [analysisId, JSON.stringify(result.summary), result.previousId, result.finishedAt.toISOString()],
  );
}

/** The computation failed: the analysis and, for a premium one, its report are ERROR. */
export async function markAnalysisFailed(db: Db, analysisId: number, error: string): Promise<void> {
  await db.query(
    `UPDATE analyses SET status = 'ERROR', error = $2, status_report = CASE WHEN type = 'PREMIUM' THEN 'ERROR' ELSE status_report END
     WHERE id = $1 AND status = 'PROCESSING'`,
    [analysisId, error],
  );
}

/** The PDF could not be built (its job's retries are exhausted); a READY report stays READY. */
export async function markReportFailed(db: Db, analysisId: number): Promise<void> {
  await db.query("UPDATE analyses SET status_report = 'ERROR' WHERE id = $1 AND status_report <> 'READY'", [
    analysisId,
  ]);
}

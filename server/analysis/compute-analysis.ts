import type { Db } from '../db/db.ts';
import { brazilDayOfInstant } from '../domain/calendar.ts';
import { categoriesOf, summarise } from '../domain/risk-categories.ts';
import { findAnalysis, findPreviousDone } from '../repositories/analyses.ts';
import { listDocumentProcesses } from '../repositories/document-processes.ts';

/**
 * Computes one analysis in the caller's transaction: freezes the processes where the document is a party
 * (analysis_processes), stores the summary per category and the previous DONE analysis to compare with, and
 * marks it DONE (a premium report is then PENDING until the runner generates it).
 */
export async function computeAnalysis(tx: Db, analysisId: number, now: Date): Promise<void> {
  const analysis = await findAnalysis(tx, analysisId);
  if (!analysis || analysis.status !== 'PROCESSING') return;
  const { rows: items } = await tx.query<{ document_number: string }>('SELECT document_number FROM consume_unique_items WHERE id = $1', [analysis.consume_unique_id]);
  const documentNumber = items[0]?.document_number;
  if (!documentNumber) throw new Error(`analysis ${analysisId} has no item`);
  const processes = await listDocumentProcesses(tx, analysis.organization_id, documentNumber, brazilDayOfInstant(analysis.as_of));
  const categorised = processes.map((row) => ({
    processId: Number(row.id),
    side: row.side,
    categories: categoriesOf({ type: row.type, courtCode: row.court_code, side: row.side }),
    value: Number(row.value),
  }));
  await tx.query('DELETE FROM analysis_processes WHERE analysis_id = $1', [analysisId]);
  if (categorised.length > 0) {
    await tx.query(
      `INSERT INTO analysis_processes (analysis_id, process_id, side, categories)
       SELECT $1, x.process_id, x.side, x.categories FROM json_to_recordset($2::json) AS x(process_id bigint, side text, categories text[])`,
      [analysisId, JSON.stringify(categorised.map((c) => ({ process_id: c.processId, side: c.side, categories: c.categories })))],
    );
  }
  const previous = await findPreviousDone(tx, analysis);
  // The seed's older analyses finish when they were made; live ones now.
  const finishedAt = analysis.as_of ? new Date(analysis.created_at) : now;
  await tx.query(
    `UPDATE analyses SET status = 'DONE', summary = $2::jsonb, last_analyzed_id = $3, finished_at = $4 WHERE id = $1`,
    [analysisId, JSON.stringify(summarise(categorised)), previous?.id ?? null, finishedAt.toISOString()],
  );
}

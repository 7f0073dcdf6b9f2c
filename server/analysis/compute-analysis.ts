import type { Db } from '../db/db.ts';
import { brazilDayOfInstant } from '../domain/calendar.ts';
import { categoriesOf, summarise } from '../domain/risk-categories.ts';
import {
  findPreviousDone,
  lockAnalysis,
  markAnalysisDone,
  replaceAnalysisProcesses,
} from '../repositories/analyses.ts';
import { findItemDocumentNumber } from '../repositories/monitored-documents.ts';
import { listDocumentProcesses } from '../repositories/document-processes.ts';

/**
 * Computes one analysis in the caller's transaction: freezes the processes where the document is a party
 * (analysis_processes), stores the summary per category and the previous DONE analysis to compare with, and
 * marks it DONE (a premium report is then PENDING until its job generates it). Under the analysis's row lock: a second
 * run (the job ran twice) finds it DONE and answers false.
 */
export async function computeAnalysis(tx: Db, analysisId: number, now: Date): Promise<boolean> {
  const analysis = await lockAnalysis(tx, analysisId);
  if (!analysis || analysis.status !== 'PROCESSING') return false;
  const documentNumber = await findItemDocumentNumber(tx, Number(analysis.consume_unique_id));
  if (!documentNumber) throw new Error(`analysis ${analysisId} has no item`);
  const processes = await listDocumentProcesses(
    tx,
    analysis.organization_id,
    documentNumber,
    brazilDayOfInstant(analysis.as_of),
  );
  const categorised = processes.map((row) => ({
    processId: Number(row.id),
    side: row.side,
    categories: categoriesOf({ type: row.type, courtCode: row.court_code, side: row.side }),
    value: Number(row.value),
  }));
  await replaceAnalysisProcesses(tx, analysisId, categorised);
  const previous = await findPreviousDone(tx, analysis);
  // The seed's older analyses finish when they were made; live ones now.
  const finishedAt = analysis.as_of ? new Date(analysis.created_at) : now;
  await markAnalysisDone(tx, analysisId, {
    summary: summarise(categorised),
    previousId: previous?.id ?? null,
    finishedAt,
  });
  return true;
}

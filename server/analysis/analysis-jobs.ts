import type { Db } from '../db/db.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { buildAnalysisReport } from '../reports/analysis-report.ts';
import {
  findAnalysis,
  markAnalysisFailed,
  markReportFailed,
  saveReport,
  setReportStatus,
} from '../repositories/analyses.ts';
import { computeAnalysis } from './compute-analysis.ts';
import { analysisView, loadAnalysisContext, loadReportData } from './load-analysis.ts';

/** Generates and stores the PDF of a DONE premium analysis (the seed calls it directly). */
export async function generateReport(db: Db, analysisId: number): Promise<void> {
  await setReportStatus(db, analysisId, 'PROCESSING');
  const context = await loadAnalysisContext(db, analysisId);
  if (!context) return;
  const data = await loadReportData(db, context);
  const pdf = await buildAnalysisReport({ analysis: analysisView(context, null), ...data });
  await saveReport(db, analysisId, pdf);
}

/**
 * PROCESSING → DONE in one transaction that locks the analysis (computeAnalysis returns when it is no longer
 * PROCESSING: a second run of the job changes nothing) and, for a premium one, queues its PDF report in that same
 * transaction. Retries exhausted → ERROR with the reason ("Tentar novamente" starts a new analysis).
 */
export const analysisJob = (db: Db): JobHandler<{ analysisId: number }> => ({
  async run({ analysisId }, { send }) {
    await db.transaction(async (tx) => {
      if (!(await computeAnalysis(tx, analysisId, new Date()))) return;
      const analysis = await findAnalysis(tx, analysisId);
      if (analysis?.type === 'PREMIUM') await send('analysis-report', { analysisId }, { db: tx });
    });
  },
  async onFailed({ analysisId }, reason) {
    await markAnalysisFailed(db, analysisId, reason);
  },
});

/** The PDF of a DONE premium analysis; nothing when it is READY already (a second run). Exhausted → report ERROR. */
export const analysisReportJob = (db: Db): JobHandler<{ analysisId: number }> => ({
  async run({ analysisId }) {
    const analysis = await findAnalysis(db, analysisId);
    if (analysis?.type !== 'PREMIUM' || analysis.status !== 'DONE' || analysis.status_report === 'READY') return;
    await generateReport(db, analysisId);
  },
  async onFailed({ analysisId }) {
    await markReportFailed(db, analysisId);
  },
});

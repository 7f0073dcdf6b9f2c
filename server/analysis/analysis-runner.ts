import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/db.ts';
import { buildAnalysisReport } from '../reports/analysis-report.ts';
import { findAnalysis, listUnfinishedAnalyses, markAnalysisFailed, saveReport, setReportStatus } from '../repositories/analyses.ts';
import { computeAnalysis } from './compute-analysis.ts';
import { analysisView, loadAnalysisContext, loadReportData } from './load-analysis.ts';

/**
 * Runs analyses after the request that started them has answered: PROCESSING → DONE (or ERROR), then, for a
 * premium analysis, the PDF report PENDING → PROCESSING → READY (or ERROR). One job at a time, in order.
 */
export interface AnalysisRunner {
  enqueue(analysisId: number): void;
  /** Resolves when every queued job has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Queues what a previous process left unfinished. */
  resumeUnfinished(): Promise<void>;
}

/** Generates and stores the PDF of a DONE premium analysis. */
export async function generateReport(db: Db, analysisId: number): Promise<void> {
  await setReportStatus(db, analysisId, 'PROCESSING');
  const context = await loadAnalysisContext(db, analysisId);
  if (!context) return;
  const data = await loadReportData(db, context);
  const pdf = await buildAnalysisReport({ analysis: analysisView(context, null), ...data });
  await saveReport(db, analysisId, pdf);
}

async function runJob(db: Db, analysisId: number, log: FastifyBaseLogger | null): Promise<void> {
  try {
    await db.transaction((tx) => computeAnalysis(tx, analysisId, new Date()));
  } catch (error) {
    log?.error({ err: error, analysisId }, 'analysis failed');
    await markAnalysisFailed(db, analysisId, String(error));
    return;
  }
  const analysis = await findAnalysis(db, analysisId);
  if (analysis?.type !== 'PREMIUM' || analysis.status !== 'DONE' || analysis.status_report === 'READY') return;
  try {
    await generateReport(db, analysisId);
  } catch (error) {
    log?.error({ err: error, analysisId }, 'analysis report failed');
    await setReportStatus(db, analysisId, 'ERROR');
  }
}

export function createAnalysisRunner(db: Db, log: FastifyBaseLogger | null = null): AnalysisRunner {
  let chain: Promise<void> = Promise.resolve();
  const runner: AnalysisRunner = {
    enqueue(analysisId) {
      // setImmediate: the starting request's transaction has committed and its answer is on its way first.
      chain = chain
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => runJob(db, analysisId, log))
        .catch((error: unknown) => log?.error({ err: error, analysisId }, 'analysis job crashed'));
    },
    async idle() {
      // Jobs may queue more jobs while we wait: wait until the chain stops growing.
      let current: Promise<void>;
      do {
        current = chain;
        await current;
      } while (current !== chain);
    },
    async resumeUnfinished() {
      for (const id of await listUnfinishedAnalyses(db)) runner.enqueue(id);
    },
  };
  return runner;
}

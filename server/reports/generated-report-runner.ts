import type { FastifyBaseLogger } from 'fastify';
import { REPORT_MAX_ROWS } from '../../src/contract/constants/reports.ts';
import type { Db } from '../db/db.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { MESSAGES } from '../http/messages.ts';
import { claimReport, completeReport, failReport, findReport, requeueUnfinishedReports, type ReportRow } from '../repositories/generated-reports.ts';
import { buildReportTable, TooManyRowsError } from './report-content.ts';
import { REPORT_EXTENSIONS, renderReport } from './report-files.ts';

/**
 * Generates the v2 reports after the request that asked for them has answered (issue 18): QUEUED → PROCESSING →
 * READY, or ERROR with the reason. One job at a time, in order, in this process — the pattern of
 * analysis/analysis-runner.ts (issue 20 moves both to a job queue).
 */
export interface GeneratedReportRunner {
  enqueue(reportId: number): void;
  /** Resolves when every queued job has finished (tests, shutdown). */
  idle(): Promise<void>;
  /** Queues what a previous process left QUEUED or PROCESSING. */
  resumeUnfinished(): Promise<void>;
}

export interface ReportRunnerOptions {
  /** Rows above which a report fails (REPORT_MAX_ROWS); tests lower it to exercise the failure path. */
  maxRows?: number;
}

const SLUGS: Record<ReportRow['type'], string> = {
  PROCESSES: 'processos', MOVEMENTS: 'movimentacoes', MONITORED_DOCUMENTS: 'documentos-monitorados', CONSUMPTION: 'consumo',
};

export const reportFileName = (report: ReportRow, day: string): string => `relatorio-${SLUGS[report.type]}-${day}-${report.id}.${REPORT_EXTENSIONS[report.format]}`;

/** One report: claims it, builds it and stores the file, or records why it failed. Never throws. */
export async function generateReport(db: Db, reportId: number, options: ReportRunnerOptions = {}, log: FastifyBaseLogger | null = null): Promise<void> {
  if (!(await claimReport(db, reportId))) return;
  const report = await findReport(db, reportId);
  if (!report) return;
  const maxRows = options.maxRows ?? REPORT_MAX_ROWS;
  try {
    const table = await buildReportTable(db, report, maxRows);
    const now = new Date();
    const content = await renderReport(table, report.format, now);
    await completeReport(db, reportId, { content, fileName: reportFileName(report, todayInBrazil(now)), rowCount: table.rows.length, description: report.description });
  } catch (error) {
    const reason = error instanceof TooManyRowsError ? MESSAGES.reportTooManyRows(maxRows.toLocaleString('pt-BR')) : MESSAGES.reportGenerationFailed;
    if (!(error instanceof TooManyRowsError)) log?.error({ err: error, reportId }, 'report generation failed');
    await failReport(db, reportId, reason);
  }
}

export function createGeneratedReportRunner(db: Db, log: FastifyBaseLogger | null = null, options: ReportRunnerOptions = {}): GeneratedReportRunner {
  let chain: Promise<void> = Promise.resolve();
  const runner: GeneratedReportRunner = {
    enqueue(reportId) {
      // setImmediate: the request's transaction has committed and its answer is on its way first.
      chain = chain
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(() => generateReport(db, reportId, options, log))
        .catch((error: unknown) => log?.error({ err: error, reportId }, 'report job crashed'));
    },
    async idle() {
      let current: Promise<void>;
      do {
        current = chain;
        await current;
      } while (current !== chain);
    },
    async resumeUnfinished() {
      for (const id of await requeueUnfinishedReports(db)) runner.enqueue(id);
    },
  };
  return runner;
}

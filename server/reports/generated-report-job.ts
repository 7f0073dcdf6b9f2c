import { REPORT_MAX_ROWS } from '../../src/contract/constants/reports.ts';
import type { Db } from '../db/db.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { MESSAGES } from '../http/messages.ts';
import type { JobHandler } from '../jobs/job-queue.ts';
import { claimReport, completeReport, failReport, findReport, type ReportRow } from '../repositories/generated-reports.ts';
import { buildReportTable, TooManyRowsError } from './report-content.ts';
import { REPORT_EXTENSIONS, renderReport } from './report-files.ts';

interface ReportRunnerOptions {
  /** Rows above which a report fails (REPORT_MAX_ROWS); tests lower it to exercise the failure path. */
  maxRows?: number;
}

const SLUGS: Record<ReportRow['type'], string> = {
  PROCESSES: 'processos', MOVEMENTS: 'movimentacoes', MONITORED_DOCUMENTS: 'documentos-monitorados', CONSUMPTION: 'consumo',
};

export const reportFileName = (report: ReportRow, day: string): string => `relatorio-${SLUGS[report.type]}-${day}-${report.id}.${REPORT_EXTENSIONS[report.format]}`;

/**
 * One report: QUEUED (or PROCESSING, left by a run that died) → PROCESSING → READY; more rows than
 * maxRows → ERROR with the reason. A READY or ERROR report is left alone, and READY is written only from PROCESSING,
 * so a job that runs twice stores one file. Any other failure throws: its job is retried, then the report is ERROR.
 */
export async function generateReport(db: Db, reportId: number, options: ReportRunnerOptions = {}): Promise<void> {
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
    if (!(error instanceof TooManyRowsError)) throw error;
    await failReport(db, reportId, MESSAGES.reportTooManyRows(maxRows.toLocaleString('pt-BR')));
  }
}

export const generatedReportJob = (db: Db, options: ReportRunnerOptions = {}): JobHandler<{ reportId: number }> => ({
  run: ({ reportId }) => generateReport(db, reportId, options),
  async onFailed({ reportId }) {
    await failReport(db, reportId, MESSAGES.reportGenerationFailed);
  },
});

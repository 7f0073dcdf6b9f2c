import type { Analysis, AnalysisDetail, AnalysisMetric } from '../../src/contract/analyses.ts';
import { analysisEndpoints } from '../../src/contract/endpoints/analyses.ts';
import { endpointPath } from '../../src/contract/endpoints/endpoint-path.ts';
import type { Db } from '../db/db.ts';
import { brazilDayOfInstant, todayInBrazil } from '../domain/calendar.ts';
import type { ReportLinks } from '../files/report-links.ts';
import { findAnalysis, type AnalysisRow } from '../repositories/analyses.ts';
import { findItem, type MonitoredDocumentRow } from '../repositories/monitored-documents.ts';
import { listAnalysisProcesses } from '../repositories/document-processes.ts';
import { findOrganizationName } from '../repositories/organizations.ts';
import { buildDetail, buildMetric, toAnalysis } from './analysis-view.ts';

interface AnalysisContext {
  row: AnalysisRow;
  item: MonitoredDocumentRow;
  previous: AnalysisRow | null;
}

export async function loadAnalysisContext(db: Db, analysisId: number): Promise<AnalysisContext | null> {
  const row = await findAnalysis(db, analysisId);
  if (!row) return null;
  const item = await findItem(db, Number(row.consume_unique_id));
  if (!item) return null;
  const previous = row.last_analyzed_id === null ? null : await findAnalysis(db, Number(row.last_analyzed_id));
  return { row, item, previous };
}

/** Path of the authenticated ("full") report route. */
const fullReportPath = (row: AnalysisRow): string =>
  endpointPath(analysisEndpoints.downloadAnalysisReport, {
    holderId: Number(row.holder_id),
    orgId: Number(row.organization_id),
    consumeUniqueId: Number(row.consume_unique_id),
    analysisId: Number(row.id),
  });

/** The contract's Analysis, with report links once the report is READY. */
export function analysisView(context: AnalysisContext, links: ReportLinks | null): Analysis {
  const ready = context.row.status_report === 'READY' && links !== null;
  const temporary = ready ? links.urlFor(Number(context.row.id)) : null;
  return toAnalysis(context.row, context.item, context.previous, {
    temporary: temporary?.url ?? null,
    temporaryExpiresAt: temporary?.expiresAt ?? null,
    full: ready ? fullReportPath(context.row) : null,
  });
}

/** The day the analysis looked at (its as_of, or when it finished), for the months of the metric. */
export const referenceDay = (row: AnalysisRow): string =>
  brazilDayOfInstant(row.as_of) ??
  brazilDayOfInstant(row.finished_at) ??
  brazilDayOfInstant(row.created_at) ??
  todayInBrazil();

export async function loadReportData(
  db: Db,
  context: AnalysisContext,
): Promise<{ detail: AnalysisDetail; metric: AnalysisMetric; organizationName: string }> {
  const snapshot = await listAnalysisProcesses(db, Number(context.row.id));
  const organizationName = await findOrganizationName(db, Number(context.row.organization_id));
  return {
    detail: buildDetail(snapshot, { typeRisk: 'ALL', from: 0, size: snapshot.length }),
    metric: buildMetric(snapshot, 'ALL', undefined, referenceDay(context.row)),
    organizationName: organizationName ?? '',
  };
}

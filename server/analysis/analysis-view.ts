import type {
  Analysis,
  AnalysisDetail,
  AnalysisListItem,
  AnalysisMetric,
  AnalysisSummaryItem,
  MetricRow,
  RiskCategory,
} from '../../src/contract/analyses.ts';
import {
  ANALYSIS_STATUS_INDEX,
  COMPARED_CATEGORIES,
  RISK_CATEGORIES,
  RISK_CATEGORY_LABELS,
} from '../../src/contract/constants/analyses.ts';
import { toIso, toIsoDay } from '../domain/calendar.ts';
import { percentageChange, type SummaryCounts } from '../domain/risk-categories.ts';
import type { AnalysisRow } from '../repositories/analyses.ts';
import type { MonitoredDocumentRow } from '../repositories/monitored-documents.ts';
import { toAnalysisProcess, type DocumentProcessRow } from '../repositories/document-processes.ts';

type SnapshotRow = DocumentProcessRow & { categories: RiskCategory[] };

const isCompared = (category: RiskCategory): boolean => (COMPARED_CATEGORIES as readonly string[]).includes(category);

/** The summary in RISK_CATEGORIES order, with the changes against the previous analysis where they apply. */
export function summaryItems(counts: SummaryCounts | null, previous: SummaryCounts | null): AnalysisSummaryItem[] {
  if (!counts) return [];
  return RISK_CATEGORIES.map((category) => {
    const current = counts[category] ?? { total: 0, value: 0 };
    const before = previous?.[category];
    const compared = isCompared(category) && before !== undefined;
    return {
      category,
      label: RISK_CATEGORY_LABELS[category],
      total: current.total,
      value: current.value,
      percentageValueChange: compared ? percentageChange(current.value, before.value) : null,
      percentageCountChange: compared ? percentageChange(current.total, before.total) : null,
    };
  });
}

export function toAnalysisListItem(row: AnalysisRow): AnalysisListItem {
  return {
    id: Number(row.id),
    createdAt: toIso(row.created_at) ?? '',
    typePlan: row.type_plan,
    type: row.type,
    status: row.status,
    statusIndex: ANALYSIS_STATUS_INDEX[row.status],
    statusReport: row.status_report,
  };
}

interface AnalysisFileLinks {
  temporary: string | null;
  temporaryExpiresAt: string | null;
  full: string | null;
}

export function toAnalysis(
  row: AnalysisRow,
  item: MonitoredDocumentRow,
  previous: AnalysisRow | null,
  files: AnalysisFileLinks,
): Analysis {
  return {
    ...toAnalysisListItem(row),
    consumeUniqueId: Number(row.consume_unique_id),
    planId: row.plan_id,
    documentNumber: item.document_number,
    documentType: item.document_type,
    documentInfo: item.document_info,
    finishedAt: toIso(row.finished_at),
    lastAnalyzedId: row.last_analyzed_id === null ? null : Number(row.last_analyzed_id),
    lastAnalyzedAt: previous ? toIso(previous.finished_at ?? previous.created_at) : null,
    summary: row.status === 'DONE' ? summaryItems(row.summary, previous?.summary ?? null) : [],
    files,
  };
}

/** Rows of the category, optionally only active (not archived) or only archived ones. */
function filterSnapshot(rows: readonly SnapshotRow[], typeRisk: RiskCategory, active?: boolean): SnapshotRow[] {
  return rows.filter((row) => row.categories.includes(typeRisk) && (active === undefined || row.archived !== active));
}

export function buildDetail(
  rows: readonly SnapshotRow[],
  query: { typeRisk: RiskCategory; from: number; size: number; active?: boolean },
): AnalysisDetail {
  const category = filterSnapshot(rows, query.typeRisk);
  const sum = (list: readonly SnapshotRow[]) => list.reduce((acc, row) => acc + Number(row.value), 0);
  const active = category.filter((row) => !row.archived);
  const inactive = category.filter((row) => row.archived);
  const author = category.filter((row) => row.side === 'AUTHOR');
  const defendant = category.filter((row) => row.side === 'DEFENDANT');
  const listed = filterSnapshot(rows, query.typeRisk, query.active);
  return {
    typeRisk: query.typeRisk,
    totals: {
      total: category.length,
      active: active.length,
      inactive: inactive.length,
      author: author.length,
      defendant: defendant.length,
      amount: sum(category),
      activeAmount: sum(active),
      inactiveAmount: sum(inactive),
      authorAmount: sum(author),
      defendantAmount: sum(defendant),
    },
    total: listed.length,
    from: query.from,
    size: query.size,
    result: listed.slice(query.from, query.from + query.size).map((row) => toAnalysisProcess(row, row.categories)),
  };
}

const emptyRow = (key: string, label: string): MetricRow => ({
  key,
  label,
  total: 0,
  amount: 0,
  active: { total: 0, amount: 0 },
  inactive: { total: 0, amount: 0 },
});

function add(row: MetricRow, process: SnapshotRow): void {
  const value = Number(process.value);
  row.total += 1;
  row.amount += value;
  const part = process.archived ? row.inactive : row.active;
  part.total += 1;
  part.amount += value;
}

/** Charts' numbers (contract AnalysisMetric); `reference` is the analysis's day (YYYY-MM-DD), the last month shown. */
export function buildMetric(
  rows: readonly SnapshotRow[],
  typeRisk: RiskCategory,
  active: boolean | undefined,
  reference: string,
): AnalysisMetric {
  const listed = filterSnapshot(rows, typeRisk, active);
  const dated = listed
    .map((row) => ({ row, day: toIsoDay(row.distribution_date) }))
    .filter((x): x is { row: SnapshotRow; day: string } => x.day !== null);
  const years = dated.map((x) => Number(x.day.slice(0, 4)));
  const byYear: MetricRow[] = [];
  if (years.length > 0) {
    for (let year = Math.min(...years); year <= Math.max(...years); year++)
      byYear.push(emptyRow(String(year), String(year)));
  }
  const first = Number(byYear[0]?.key ?? 0);
  for (const { row, day } of dated) {
    const target = byYear[Number(day.slice(0, 4)) - first];
    if (target) add(target, row);
  }
  const byMonth: MetricRow[] = [];
  const [refYear, refMonth] = [Number(reference.slice(0, 4)), Number(reference.slice(5, 7))];
  for (let back = 11; back >= 0; back--) {
    const index = refYear * 12 + (refMonth - 1) - back;
    const year = Math.floor(index / 12);
    const month = String((index % 12) + 1).padStart(2, '0');
    byMonth.push(emptyRow(`${year}-${month}`, `${month}/${year}`));
  }
  for (const { row, day } of dated) {
    const target = byMonth.find((m) => m.key === day.slice(0, 7));
    if (target) add(target, row);
  }
  return { typeRisk, active: active ?? null, byYear, byMonth, undated: listed.length - dated.length };
}

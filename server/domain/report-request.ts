import {
  MAX_PERIOD_DAYS,
  PERIOD_REPORT_TYPES,
  REPORT_FORMATS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportFormat,
  type ReportType,
} from '../../src/contract/constants/reports.ts';
import type { ReportFilters } from '../../src/contract/reports-v2.ts';
import { formatDateBr } from './calendar.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

/**
 * The rules of a report request and of the extract's period. Pure: a broken rule comes back as a problem,
 * worded as the 400 by http/rule-errors.ts.
 */
export type PeriodProblem = 'invalidDate' | 'reversed' | 'tooLong';
type ReportRequestProblem =
  | { problem: 'unknownType'; value: string }
  | { problem: 'unknownFormat'; value: string }
  | { problem: 'periodRequired' }
  | { problem: 'periodNotAllowed' }
  | { problem: 'filtersNotAllowed' }
  | { problem: 'startsAfterToday'; today: string }
  | { problem: PeriodProblem };

export interface ValidReportRequest {
  type: ReportType;
  format: ReportFormat;
  from: string | null;
  to: string | null;
  filters: ReportFilters | null;
  description: string;
}

/** Days from `from` to `to`, both included. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** A period's problem, or null: real days, from ≤ to, at most MAX_PERIOD_DAYS (checked when both ends are given). */
export function checkPeriod(from: string | undefined, to: string | undefined): PeriodProblem | null {
  if ((from !== undefined && !isRealCalendarDay(from)) || (to !== undefined && !isRealCalendarDay(to)))
    return 'invalidDate';
  if (from === undefined || to === undefined) return null;
  if (from > to) return 'reversed';
  return periodDays(from, to) > MAX_PERIOD_DAYS ? 'tooLong' : null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function describe(type: ReportType, from: string | null, to: string | null, filters: ReportFilters | null): string {
  if (from !== null && to !== null) return `${REPORT_TYPE_LABELS[type]} de ${formatDateBr(from)} a ${formatDateBr(to)}`;
  const parts = [
    filters?.status === 'active' ? 'ativos' : filters?.status === 'archived' ? 'arquivados' : null,
    filters?.uf ? `UF ${filters.uf}` : null,
    filters?.court ? `tribunal ${filters.court.toUpperCase()}` : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? `${REPORT_TYPE_LABELS[type]} (${parts.join(', ')})` : REPORT_TYPE_LABELS[type];
}

/**
 * `today` (Brazilian day, YYYY-MM-DD) refuses a period that starts after it: nothing can have happened there, and the
 * job would only fail minutes later.
 */
export function validateReportRequest(
  body: {
    type: string;
    format: string;
    from?: string | undefined;
    to?: string | undefined;
    filters?: ReportFilters | undefined;
  },
  today?: string,
): ValidReportRequest | ReportRequestProblem {
  if (!isOneOf(REPORT_TYPES, body.type)) return { problem: 'unknownType', value: body.type };
  if (!isOneOf(REPORT_FORMATS, body.format)) return { problem: 'unknownFormat', value: body.format };
  const needsPeriod = PERIOD_REPORT_TYPES.includes(body.type);
  const hasPeriod = body.from !== undefined || body.to !== undefined;
  if (needsPeriod && (body.from === undefined || body.to === undefined)) return { problem: 'periodRequired' };
  if (!needsPeriod && hasPeriod) return { problem: 'periodNotAllowed' };
  const filters = body.filters && Object.keys(body.filters).length > 0 ? body.filters : null;
  if (filters !== null && body.type !== 'PROCESSES') return { problem: 'filtersNotAllowed' };
  const periodProblem = checkPeriod(body.from, body.to);
  if (periodProblem) return { problem: periodProblem };
  if (today !== undefined && body.from !== undefined && body.from > today)
    return { problem: 'startsAfterToday', today };
  const from = body.from ?? null;
  const to = body.to ?? null;
  return {
    type: body.type,
    format: body.format,
    from,
    to,
    filters,
    description: describe(body.type, from, to, filters),
  };
}

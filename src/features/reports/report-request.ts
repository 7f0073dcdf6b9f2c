import { BILLING_REPORT_TYPES, MAX_PERIOD_DAYS, PERIOD_REPORT_TYPES, REPORT_TYPES, type ReportFormat, type ReportType } from '../../contract/constants/reports';
import { countLabel } from '../../contract/plural';
import type { ReportFilters, ReportRequest } from '../../contract/reports-v2';

/** What the request form holds; dates YYYY-MM-DD or ''. */
export interface ReportFormValues {
  type: ReportType | '';
  format: ReportFormat;
  from: string;
  to: string;
  status: '' | 'active' | 'archived';
  uf: string;
  court: string;
}

export const EMPTY_REPORT_FORM: ReportFormValues = { type: '', format: 'PDF', from: '', to: '', status: '', uf: '', court: '' };

export const REPORT_FORM_MESSAGES = {
  type: 'Escolha o tipo de relatório.',
  period: 'Escolha o período (data inicial e final).',
  periodTooLong: `O período pode ter no máximo ${countLabel(MAX_PERIOD_DAYS, 'dia', 'dias')}.`,
  uf: 'UF inválida: use a sigla com duas letras, como SP.',
} as const;

/** Report types this profile may request: the consumption one only for who sees billing. */
export function reportTypesFor(canSeeBilling: boolean): ReportType[] {
  return REPORT_TYPES.filter((type) => canSeeBilling || !BILLING_REPORT_TYPES.includes(type));
}

export const needsPeriod = (type: ReportType | ''): boolean => type !== '' && PERIOD_REPORT_TYPES.includes(type);

const DAY_MS = 86_400_000;
const periodDays = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/**
 * The body of POST …/report, or the first thing to fix. Checked here so nobody waits for a 400 the form can see; the
 * server checks again (the same limits, constants/reports.ts).
 */
export function buildReportRequest(values: ReportFormValues): { ok: true; body: ReportRequest } | { ok: false; error: string } {
  if (values.type === '') return { ok: false, error: REPORT_FORM_MESSAGES.type };
  const body: ReportRequest = { type: values.type, format: values.format };
  if (needsPeriod(values.type)) {
    if (!values.from || !values.to) return { ok: false, error: REPORT_FORM_MESSAGES.period };
    const [from, to] = values.from <= values.to ? [values.from, values.to] : [values.to, values.from];
    if (periodDays(from, to) > MAX_PERIOD_DAYS) return { ok: false, error: REPORT_FORM_MESSAGES.periodTooLong };
    body.from = from;
    body.to = to;
  }
  if (values.type === 'PROCESSES') {
    const filters: ReportFilters = {};
    const uf = values.uf.trim().toUpperCase();
    if (uf && !/^[A-Z]{2}$/.test(uf)) return { ok: false, error: REPORT_FORM_MESSAGES.uf };
    if (values.status) filters.status = values.status;
    if (uf) filters.uf = uf;
    if (values.court.trim()) filters.court = values.court.trim().toUpperCase().slice(0, 40);
    if (Object.keys(filters).length > 0) body.filters = filters;
  }
  return { ok: true, body };
}

/** Default `size` of the lookup's explain exports: processes per term (at most 100). */
export const EXPLAIN_SIZE = 20;

/**
 * Generated reports (v2): what a report covers (moduleReport). Each exists in every REPORT_FORMATS.
 * - PROCESSES: the organization's processes, with optional filters (status, uf, court); no period.
 * - MOVEMENTS: movements of the organization's processes whose date falls in the period (required).
 * - MONITORED_DOCUMENTS: the documents the organization monitors (or paused), with the risk summary of each one's
 *   latest finished analysis; no period.
 * - CONSUMPTION: every unit consumed in the organization in the period (required), with holder, user, plan and value;
 *   requested and read only by BILLING_PROFILES (constants/profiles.ts).
 */
export const REPORT_TYPES = ['PROCESSES', 'MOVEMENTS', 'MONITORED_DOCUMENTS', 'CONSUMPTION'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** typeName of each report type, as the screens show it. */
export const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  PROCESSES: 'Processos da organização',
  MOVEMENTS: 'Movimentações no período',
  MONITORED_DOCUMENTS: 'Documentos monitorados e resumo de risco',
  CONSUMPTION: 'Consumo no período',
};

/** Report types that need a period (from, to). The others refuse one with 400. */
export const PERIOD_REPORT_TYPES: readonly ReportType[] = ['MOVEMENTS', 'CONSUMPTION'];

/** Report types only BILLING_PROFILES may request, list and download. */
export const BILLING_REPORT_TYPES: readonly ReportType[] = ['CONSUMPTION'];

/** PDF (pdf-lib), CSV for Excel pt-BR (UTF-8 BOM, ';', decimal comma, DD/MM/AAAA) and XLSX (write-excel-file). */
export const REPORT_FORMATS = ['PDF', 'CSV', 'XLSX'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  PDF: 'PDF',
  CSV: 'CSV (Excel)',
  XLSX: 'Planilha XLSX',
};

/** queued → processing → ready, or error (with reason); an error may be retried (back to queued). */
export const REPORT_STATUSES = ['QUEUED', 'PROCESSING', 'READY', 'ERROR'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  QUEUED: 'Na fila',
  PROCESSING: 'Gerando',
  READY: 'Pronto',
  ERROR: 'Erro',
};

/** Statuses the list should poll while any report has one (refetch every few seconds). */
export const PENDING_REPORT_STATUSES: readonly ReportStatus[] = ['QUEUED', 'PROCESSING'];

/** How often the report list is refetched while a report is pending. */
export const REPORT_POLL_INTERVAL_MS = 3_000;

/** Longest period a report or the extract may cover, in days, both ends included (400 above). */
export const MAX_PERIOD_DAYS = 366;

/** Most rows a generated report holds; beyond it the report says it was cut (description ends with the note). */
export const REPORT_MAX_ROWS = 20_000;

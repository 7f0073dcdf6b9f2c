import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ANALYSIS_STATUSES, ANALYSIS_TYPES, REPORT_STATUSES, RISK_CATEGORIES } from './constants/analyses.ts';
import { PAGE_SIZE } from './constants/paging.ts';
import { PART_SIDES } from './constants/processes.ts';
import { AnalysisPlanType } from './plans.ts';
import { IsoDate, Nullable, Timestamp } from './schema-helpers.ts';

/**
 * Risk analyses of a monitored document (wire: consume-unique item) (docs/product.md#analyses, docs/api.md#analyses).
 *
 * PUT /v1/holder/{h}/organization/{o}/consumeunique/{id}/plan/{planId}/analytics starts one: it consumes one unit
 * of the plan (AnaliseBasica → BASIC, AnalisePremium → PREMIUM) in the same transaction that creates the analysis
 * with status PROCESSING, answers at once, and the server computes it in the background. While an analysis of the
 * same type is still PROCESSING for the item, the PUT answers that one again (200, nothing consumed); an
 * `Idempotency-Key` header makes a replay answer exactly the first response. A balance at 0 → 402 with the plan's
 * message and nothing consumed; a plan of another holder or organization → 403; a plan that does not pay for
 * analyses (Consulta, Monitoria) → 400.
 *
 * The analysis covers the processes of the organization where the document is a party, frozen when it is computed
 * (detail and metrics read that snapshot, with the processes' current data).
 *
 * Categories (typeRisk):
 * - ALL: every process where the document is a party.
 * - RISK_CRIMINAL: criminal classes (Ação Penal …, Inquérito Policial, Termo Circunstanciado, Execução Penal).
 * - RISK_EXECUTION: execution classes (Execução Fiscal, Execução de Título Extrajudicial, Cumprimento de Sentença).
 * - RISK_WORKER: labour justice (TRT courts, CNJ segment J = 5).
 * - LITIGATION: civil litigation — every other process (not criminal, not execution, not labour).
 * - ISAUTHOR / ISDEFENDANT: the document is on the active (author) / passive (defendant) side.
 *
 * The lists, labels and tiers (what each type includes) are plain values in constants/analyses.ts.
 */
export const RiskCategory = Type.Enum(RISK_CATEGORIES);
export type RiskCategory = Static<typeof RiskCategory>;

/** BASIC or PREMIUM, from the plan that paid for it. */
export const AnalysisType = Type.Enum(ANALYSIS_TYPES);
export type AnalysisType = Static<typeof AnalysisType>;

/**
 * status of the analysis: PROCESSING while the server computes it, DONE when summary, detail and metrics are
 * available, ERROR when it failed (the unit consumed stays consumed; start another). statusIndex is the same as a
 * number for compact lists: 0 PROCESSING, 1 DONE, 2 ERROR.
 */
export const AnalysisStatus = Type.Enum(ANALYSIS_STATUSES);
export type AnalysisStatus = Static<typeof AnalysisStatus>;
export const StatusIndex = Type.Integer({ minimum: 0, maximum: 2, description: '0 PROCESSING, 1 DONE, 2 ERROR' });

/**
 * statusReport (PDF report): NOT_INCLUDED for BASIC; for PREMIUM, PENDING until the analysis is DONE, then
 * PROCESSING while the PDF is generated, READY when it can be downloaded, ERROR when generation failed.
 */
export const ReportStatus = Type.Enum(REPORT_STATUSES);
export type ReportStatus = Static<typeof ReportStatus>;

/** One entry of the activity list's analyses (docs/product.md#activity-list). Newest first. */
export const AnalysisListItem = Type.Object({
  id: Type.Integer(),
  createdAt: Timestamp,
  typePlan: AnalysisPlanType,
  type: AnalysisType,
  status: AnalysisStatus,
  statusIndex: StatusIndex,
  statusReport: ReportStatus,
});
export type AnalysisListItem = Static<typeof AnalysisListItem>;

/**
 * One category of the summary. total = process count, value = sum of cause values in centavos.
 * percentageValueChange (RISK_CRIMINAL, RISK_EXECUTION, RISK_WORKER only; null elsewhere and when there is no
 * previous analysis): 100·(value/previousValue − 1), or 0 when either is 0, rounded to 2 decimals.
 * percentageCountChange: the same on the process count (criminal cases rarely have a cause value).
 */
export const AnalysisSummaryItem = Type.Object({
  category: RiskCategory,
  label: Type.String(),
  total: Type.Integer(),
  value: Type.Integer({ description: 'centavos' }),
  percentageValueChange: Nullable(Type.Number()),
  percentageCountChange: Nullable(Type.Number()),
});
export type AnalysisSummaryItem = Static<typeof AnalysisSummaryItem>;

/**
 * Links to the PDF report (null until statusReport is READY).
 * temporary: signed link that needs no bearer token and expires after REPORT_LINK_TTL_SECONDS (for a plain
 *   <a href download>); full: the permanent authenticated route (GET …/analytics/{aid}/report, bearer token).
 */
export const AnalysisFiles = Type.Object({
  temporary: Nullable(Type.String()),
  temporaryExpiresAt: Nullable(Timestamp),
  full: Nullable(Type.String()),
});
export type AnalysisFiles = Static<typeof AnalysisFiles>;

/** GET …/consumeunique/{id}/analytics/{aid} → { register: Analysis }. summary is [] until status is DONE. */
export const Analysis = Type.Object({
  id: Type.Integer(),
  consumeUniqueId: Type.Integer(),
  planId: Type.Integer(),
  typePlan: AnalysisPlanType,
  type: AnalysisType,
  status: AnalysisStatus,
  statusIndex: StatusIndex,
  statusReport: ReportStatus,
  documentNumber: Type.String({ description: 'Normalized (no punctuation)' }),
  documentType: Type.Enum(['CPF', 'CNPJ']),
  documentInfo: Type.String({ description: 'Name of the person or company' }),
  createdAt: Timestamp,
  finishedAt: Nullable(Timestamp),
  lastAnalyzedId: Nullable(Type.Integer({ description: 'The previous DONE analysis of the same item, compared with' })),
  lastAnalyzedAt: Nullable(Timestamp),
  summary: Type.Array(AnalysisSummaryItem, { description: 'In RISK_CATEGORIES order' }),
  files: AnalysisFiles,
});
export type Analysis = Static<typeof Analysis>;
export const AnalysisResponse = Type.Object({ register: Analysis });
export type AnalysisResponse = Static<typeof AnalysisResponse>;

const ItemId = Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 });

/** PUT /v1/holder/{holderId}/organization/{orgId}/consumeunique/{consumeUniqueId}/plan/{planId}/analytics */
export const StartAnalysisParams = Type.Object({ holderId: Id, orgId: Id, consumeUniqueId: ItemId, planId: Id });
export type StartAnalysisParams = Static<typeof StartAnalysisParams>;
/** 201 when a new analysis started (one unit consumed); 200 when one of the same type was already running. */
export const StartAnalysisResponse = Type.Object({
  register: Type.Object({
    userPlanConsumeAnalyticsId: Type.Integer(),
    status: AnalysisStatus,
    created: Type.Boolean(),
  }),
});
export type StartAnalysisResponse = Static<typeof StartAnalysisResponse>;

/** …/consumeunique/{consumeUniqueId}/analytics/{analysisId}[/detail|/metric|/report] */
export const AnalysisParams = Type.Object({ holderId: Id, orgId: Id, consumeUniqueId: ItemId, analysisId: ItemId });
export type AnalysisParams = Static<typeof AnalysisParams>;

/**
 * GET …/analytics/{aid}/detail?from&size&typeRisk&active — from = 10·(page−1) (a 1-based page on screen), size 10
 * (at most 50). from past the end → result [] (not an error). active: true only active, false only archived.
 * Ordered by distribution date, newest first. 409 while the analysis is not DONE.
 */
export const AnalysisDetailQuery = Type.Object({
  from: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: PAGE_SIZE })),
  typeRisk: Type.Optional(RiskCategory),
  active: Type.Optional(Type.Boolean()),
});
export type AnalysisDetailQuery = Static<typeof AnalysisDetailQuery>;

export const PartySide = Type.Enum(PART_SIDES);
export type PartySide = Static<typeof PartySide>;

/** A process of an analysis or a search. Secret processes come with subjects [] and causeValue null. */
export const AnalysisProcess = Type.Object({
  id: Type.Integer({ description: 'Opens /processos/{id}' }),
  number: Type.String(),
  type: Type.String({ description: 'Procedural class' }),
  distributionDate: Nullable(IsoDate),
  causeValue: Nullable(Type.Integer({ description: 'centavos' })),
  uf: Nullable(Type.String()),
  court: Type.String({ description: 'Court acronym' }),
  subjects: Type.Array(Type.String()),
  isArchived: Type.Boolean(),
  typeOfPart: PartySide,
  categories: Type.Array(RiskCategory),
});
export type AnalysisProcess = Static<typeof AnalysisProcess>;

/** Totals of the category (not of the page). Amounts in centavos. */
export const AnalysisDetailTotals = Type.Object({
  total: Type.Integer(),
  active: Type.Integer(),
  inactive: Type.Integer(),
  author: Type.Integer(),
  defendant: Type.Integer(),
  amount: Type.Integer(),
  activeAmount: Type.Integer(),
  inactiveAmount: Type.Integer(),
  authorAmount: Type.Integer(),
  defendantAmount: Type.Integer(),
});
export type AnalysisDetailTotals = Static<typeof AnalysisDetailTotals>;

export const AnalysisDetail = Type.Object({
  typeRisk: RiskCategory,
  totals: AnalysisDetailTotals,
  /** Processes matching typeRisk and active (the count to page with). */
  total: Type.Integer(),
  from: Type.Integer(),
  size: Type.Integer(),
  result: Type.Array(AnalysisProcess),
});
export type AnalysisDetail = Static<typeof AnalysisDetail>;
export const AnalysisDetailResponse = Type.Object({ register: AnalysisDetail });
export type AnalysisDetailResponse = Static<typeof AnalysisDetailResponse>;

/** GET …/analytics/{aid}/metric?typeRisk&active — active omitted = all processes. 409 while not DONE. */
export const AnalysisMetricQuery = Type.Object({
  typeRisk: Type.Optional(RiskCategory),
  active: Type.Optional(Type.Boolean()),
});
export type AnalysisMetricQuery = Static<typeof AnalysisMetricQuery>;

export const MetricPart = Type.Object({ total: Type.Integer(), amount: Type.Integer({ description: 'centavos' }) });
/**
 * One bar of a chart (docs/product.md#analyses), by distribution date. label: 'AAAA' (year) or 'MM/AAAA' (month);
 * key: 'YYYY' or 'YYYY-MM' for sorting. amount in centavos (the screens divide by 100).
 */
export const MetricRow = Type.Object({
  key: Type.String(),
  label: Type.String(),
  total: Type.Integer(),
  amount: Type.Integer({ description: 'centavos' }),
  active: MetricPart,
  inactive: MetricPart,
});
export type MetricRow = Static<typeof MetricRow>;

/**
 * byYear: every year from the first to the last distribution (empty years as zero rows), ascending.
 * byMonth: the 12 calendar months ending with the analysis's month, ascending, zero-filled.
 * undated: processes without a distribution date (not in the rows).
 */
export const AnalysisMetric = Type.Object({
  typeRisk: RiskCategory,
  active: Nullable(Type.Boolean()),
  byYear: Type.Array(MetricRow),
  byMonth: Type.Array(MetricRow),
  undated: Type.Integer(),
});
export type AnalysisMetric = Static<typeof AnalysisMetric>;
export const AnalysisMetricResponse = Type.Object({ register: AnalysisMetric });
export type AnalysisMetricResponse = Static<typeof AnalysisMetricResponse>;

/**
 * The PDF report of a PREMIUM analysis:
 * - GET …/consumeunique/{id}/analytics/{aid}/report (bearer; the "full" link) → application/pdf, attachment
 *   'relatorio-risco-{document}-{YYYY-MM-DD}.pdf'.
 * - GET /v1/analysis-reports/{aid}/content?expires&signature (no bearer; the "temporary" link), same answer;
 *   expired or wrong signature → 403.
 * Report not READY → 409 with the reason (still generating / basic analysis has no report).
 * The PDF carries the formatted and the normalized document number in its Keywords (literal strings), so a
 * byte search finds it; pages: cover (document, name, date), summary table, chart numbers, process list.
 */
export const ReportLinkQuery = Type.Object({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{20,100}$' }),
});
export type ReportLinkQuery = Static<typeof ReportLinkQuery>;
export const ReportLinkParams = Type.Object({ analysisId: ItemId });
export type ReportLinkParams = Static<typeof ReportLinkParams>;

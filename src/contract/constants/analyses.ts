/**
 * Risk categories (typeRisk) of an analysis; what each covers is described in ../analyses.ts.
 */
export const RISK_CATEGORIES = [
  'ALL',
  'RISK_CRIMINAL',
  'RISK_EXECUTION',
  'RISK_WORKER',
  'LITIGATION',
  'ISAUTHOR',
  'ISDEFENDANT',
] as const;
type RiskCategory = (typeof RISK_CATEGORIES)[number];

/** Categories that carry a percentage change against the previous analysis. */
export const COMPARED_CATEGORIES = ['RISK_CRIMINAL', 'RISK_EXECUTION', 'RISK_WORKER'] as const;

export const RISK_CATEGORY_LABELS: Record<RiskCategory, string> = {
  ALL: 'Todos os processos',
  RISK_CRIMINAL: 'Risco criminal',
  RISK_EXECUTION: 'Risco de execução',
  RISK_WORKER: 'Risco trabalhista',
  LITIGATION: 'Litígios cíveis',
  ISAUTHOR: 'Como autor',
  ISDEFENDANT: 'Como réu',
};

/** BASIC or PREMIUM, from the plan that paid for it. */
export const ANALYSIS_TYPES = ['BASIC', 'PREMIUM'] as const;

/** What each type includes, in the words the screens show. */
export const ANALYSIS_TIERS: Record<(typeof ANALYSIS_TYPES)[number], { label: string; includes: readonly string[] }> = {
  BASIC: {
    label: 'Análise básica',
    includes: [
      'Resumo por categoria de risco (criminal, execução, trabalhista, cível, como autor e como réu)',
      'Variação em relação à análise anterior',
      'Lista de processos e gráficos por ano e por mês',
    ],
  },
  PREMIUM: {
    label: 'Análise premium',
    includes: [
      'Tudo o que a análise básica inclui',
      'Relatório em PDF para download: capa, resumo, números dos gráficos e lista completa de processos',
    ],
  },
};

/** status of an analysis (../analyses.ts); statusIndex is the same as a number for compact lists. */
export const ANALYSIS_STATUSES = ['PROCESSING', 'DONE', 'ERROR'] as const;
type AnalysisStatus = (typeof ANALYSIS_STATUSES)[number];
export const ANALYSIS_STATUS_INDEX: Record<AnalysisStatus, number> = { PROCESSING: 0, DONE: 1, ERROR: 2 };
export const ANALYSIS_STATUS_LABELS: Record<AnalysisStatus, string> = {
  PROCESSING: 'Em processamento',
  DONE: 'Concluída',
  ERROR: 'Falhou',
};

/** statusReport of the PDF report (../analyses.ts). */
export const REPORT_STATUSES = ['NOT_INCLUDED', 'PENDING', 'PROCESSING', 'READY', 'ERROR'] as const;
export const REPORT_STATUS_LABELS: Record<(typeof REPORT_STATUSES)[number], string> = {
  NOT_INCLUDED: 'Não incluso na análise básica',
  PENDING: 'Aguardando a análise',
  PROCESSING: 'Gerando relatório',
  READY: 'Relatório pronto',
  ERROR: 'Falha ao gerar o relatório',
};

/** Lifetime of the signed (temporary) link to a PDF report. */
export const REPORT_LINK_TTL_SECONDS = 3600;

import type { PartySide, RiskCategory } from '../../src/contract/analyses.ts';
import { RISK_CATEGORIES } from '../../src/contract/constants/analyses.ts';

/** What the categorisation needs of a process where the document is a party. */
interface CategorisedProcessInput {
  /** Procedural class (processes.type). */
  type: string;
  /** CNJ segment J.TR of the court, e.g. '5.02' for TRT2. */
  courtCode: string;
  side: PartySide;
}

// Class names, lower-cased and without accents, so 'Ação Penal' and 'ACAO PENAL' match alike.
const CRIMINAL_PREFIXES = [
  'acao penal',
  'inquerito policial',
  'termo circunstanciado',
  'execucao penal',
  'execucao da pena',
  'habeas corpus criminal',
];
const EXECUTION_PREFIXES = [
  'execucao fiscal',
  'execucao de titulo extrajudicial',
  'cumprimento de sentenca',
  'execucao de titulo judicial',
];

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

export const isCriminalClass = (type: string): boolean =>
  CRIMINAL_PREFIXES.some((prefix) => fold(type).startsWith(prefix));
export const isExecutionClass = (type: string): boolean =>
  EXECUTION_PREFIXES.some((prefix) => fold(type).startsWith(prefix));
/** Labour justice is CNJ segment 5 (the TRTs). */
export const isLabourCourt = (courtCode: string): boolean => courtCode.startsWith('5.');

/**
 * The categories of one process (contract: src/contract/analyses.ts). Criminal wins over execution (an execução
 * penal is criminal); labour wins over both; litigation is the civil rest.
 */
export function categoriesOf(process: CategorisedProcessInput): RiskCategory[] {
  const out: RiskCategory[] = ['ALL'];
  if (isLabourCourt(process.courtCode)) out.push('RISK_WORKER');
  else if (isCriminalClass(process.type)) out.push('RISK_CRIMINAL');
  else if (isExecutionClass(process.type)) out.push('RISK_EXECUTION');
  else out.push('LITIGATION');
  if (process.side === 'AUTHOR') out.push('ISAUTHOR');
  if (process.side === 'DEFENDANT') out.push('ISDEFENDANT');
  return out;
}

export type SummaryCounts = Record<RiskCategory, { total: number; value: number }>;

export function emptyCounts(): SummaryCounts {
  return Object.fromEntries(RISK_CATEGORIES.map((c) => [c, { total: 0, value: 0 }])) as SummaryCounts;
}

/** Count and total cause value (centavos) per category. */
export function summarise(processes: readonly { categories: readonly RiskCategory[]; value: number }[]): SummaryCounts {
  const counts = emptyCounts();
  for (const process of processes) {
    for (const category of process.categories) {
      counts[category].total += 1;
      counts[category].value += process.value;
    }
  }
  return counts;
}

/** 100·(current/previous − 1), or 0 when either is 0; two decimals (docs/product.md#percentage-change). */
export function percentageChange(current: number, previous: number): number {
  if (current === 0 || previous === 0) return 0;
  return Math.round(10_000 * (current / previous - 1)) / 100;
}

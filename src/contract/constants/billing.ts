/**
 * Bills, the consumption extract and the consumption metrics (docs/product.md#bills). Money is integer
 * centavos on the wire; the screens divide by 100 ("currency metric values are divided by 100").
 */
import type { BALANCE_PLAN_TYPES } from './plans.ts';

type BilledPlanType = (typeof BALANCE_PLAN_TYPES)[number];

/**
 * Price of one consumed unit of each plan type, in centavos. A bill's line = units × unit price; its total = the sum
 * of the lines = the sum of the month's extract rows priced the same way, to the cent. A bill keeps the prices it was
 * issued with (bill lines store unitPrice), so changing a price here changes only bills issued afterwards.
 * Pausa consumes no unit and is never billed.
 */
export const UNIT_PRICE_CENTAVOS: Record<BilledPlanType, number> = {
  Consulta: 350,
  Monitoria: 990,
  AnaliseBasica: 2490,
  AnalisePremium: 7990,
};

/** Extract rows per page (0-based pages, a page past the end is an empty result). */
export const EXTRACT_PAGE_SIZE = 10;

/** Most rows GET …/extract/all returns (the whole filtered extract for the spreadsheet export); truncated says when cut. */
export const EXTRACT_EXPORT_MAX_ROWS = 20_000;

/** The NFS-e Nacional access key (chave de acesso) has 50 digits. */
export const NFSE_ACCESS_KEY_LENGTH = 50;

export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

/** 'YYYY-MM' → 'outubro de 2026': months in words where a person reads them, never '10/2026'. */
export const monthInWords = (month: string): string => {
  const [year, m] = month.split('-');
  const name = MONTH_NAMES[Number(m) - 1];
  return name ? `${name} de ${year}` : month;
};

/** 'YYYY-MM' → 'jan', 'fev'…: a chart's month tick, short enough for a 375 px screen. */
export const monthAbbreviation = (month: string): string =>
  (MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? '').slice(0, 3);

/** 'YYYY-MM' → 'Competência: outubro de 2026' (how a bill is labelled: by its competence month, not its emission date). */
export const competenceLabel = (competenceMonth: string): string => `Competência: ${monthInWords(competenceMonth)}`;

/** Consumption alerts at these fractions of a plan's limit (the Consumo screen's 70/80/90 % marks). */
export const BALANCE_ALERT_PERCENTS = [70, 80, 90] as const;

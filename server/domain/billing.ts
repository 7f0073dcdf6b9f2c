import { completeCnpj } from '../../src/contract/brazil-document.ts';
import { UNIT_PRICE_CENTAVOS } from '../../src/contract/constants/billing.ts';
import { BALANCE_PLAN_TYPES } from '../../src/contract/constants/plans.ts';
import type { BalancePlanType } from '../../src/contract/plans.ts';
import { todayInBrazil } from './calendar.ts';

/**
 * Bill arithmetic and the NFS-e identifiers. Pure: the repositories count the units, this prices them.
 * Competence months are Brazilian months ('YYYY-MM'), like every day of the product.
 */

/** What the PDF and the screen call each billed plan type. */
export const BILL_LINE_LABELS: Record<BalancePlanType, string> = {
  Consulta: 'Consulta',
  Monitoria: 'Monitoria',
  AnaliseBasica: 'Análise básica',
  AnalisePremium: 'Análise premium',
};

interface PricedLine {
  typePlan: BalancePlanType;
  quantity: number;
  unitPrice: number;
  amount: number;
}

/** One line per plan type with units (in BALANCE_PLAN_TYPES order), priced at today's unit prices; total = Σ amounts. */
export function priceUnits(units: ReadonlyMap<BalancePlanType, number>): { lines: PricedLine[]; total: number } {
  const lines = BALANCE_PLAN_TYPES.flatMap((typePlan) => {
    const quantity = units.get(typePlan) ?? 0;
    if (quantity <= 0) return [];
    const unitPrice = UNIT_PRICE_CENTAVOS[typePlan];
    return [{ typePlan, quantity, unitPrice, amount: quantity * unitPrice }];
  });
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}

/** 'YYYY-MM' of a Brazilian day. */
const monthOfDay = (isoDay: string): string => isoDay.slice(0, 7);

/** The month after 'YYYY-MM'. */
export function nextMonth(month: string): string {
  const [year = 0, m = 1] = month.split('-').map(Number);
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

/** First and last Brazilian day of a competence month. */
export function monthDays(month: string): { first: string; last: string } {
  const [year = 0, m = 1] = month.split('-').map(Number);
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return { first: `${month}-01`, last: `${month}-${String(lastDay).padStart(2, '0')}` };
}

/** The competence month now running in Brazil; bills are issued for the months before it. */
export const currentMonth = (now: Date = new Date()): string => monthOfDay(todayInBrazil(now));

/** Days a person has to pay a bill issued late (after the 3rd of the next month). */
const MIN_DAYS_TO_PAY = 7;

/**
 * Bills are due on the 10th of the month after their competence — or, for a bill issued later than that allows
 * (bills are issued when someone first opens the list), MIN_DAYS_TO_PAY days after it was issued: a due date never
 * comes before the bill. `issuedOn` is the Brazilian day of issue (YYYY-MM-DD).
 */
export function dueDateOf(month: string, issuedOn?: string): string {
  const regular = `${nextMonth(month)}-10`;
  if (issuedOn === undefined) return regular;
  const [y, m, d] = issuedOn.split('-').map(Number) as [number, number, number];
  const earliest = new Date(Date.UTC(y, m - 1, d + MIN_DAYS_TO_PAY)).toISOString().slice(0, 10);
  return earliest > regular ? earliest : regular;
}

/** The platform that issues the bills (the demo MASTER organization's company), for the NFS-e key. */
export const ISSUER_CNPJ = completeCnpj('112223330001');
/** São Paulo's IBGE municipality code: where the issuer is registered. */
const ISSUER_MUNICIPALITY = '3550308';

/** Modulo-11 check digit over a digit string (weights 2..9 from the right), as the NFS-e key uses. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A deterministic 9-digit code from the bill's identity (the key's "código numérico"), so the seed is reproducible. */
function numericCode(seed: string): string {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return String(hash % 1_000_000_000).padStart(9, '0');
}

/**
 * The NFS-e number and its 50-digit access key: municipality (7) + environment (1, production) + issuer kind (1, CNPJ)
 * + issuer CNPJ (14) + NFS-e number (13) + year and month of issue AAMM (4) + numeric code (9) + check digit (1).
 */
export function nfseIdentifiers(input: {
  holderId: number;
  organizationId: number;
  month: string;
  sequence: number;
  issuedDay: string;
}): { number: string; accessKey: string } {
  const number = `${input.issuedDay.slice(0, 4)}${String(input.sequence).padStart(6, '0')}`;
  const yymm = `${input.issuedDay.slice(2, 4)}${input.issuedDay.slice(5, 7)}`;
  const body = `${ISSUER_MUNICIPALITY}12${ISSUER_CNPJ}${number.padStart(13, '0')}${yymm}${numericCode(`${input.holderId}:${input.organizationId}:${input.month}`)}`;
  return { number, accessKey: `${body}${mod11(body)}` };
}

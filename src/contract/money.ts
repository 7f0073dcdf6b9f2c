/**
 * Money, the one module of the PWA and the API (docs/product.md#money). Every amount is integer centavos: in the
 * database, on the wire and in the PWA's state. Shown, it is written in pt-BR's currency format from an exact
 * decimal string ('1234.56'), as Intl writes it, so no float ever carries a value and R$ 0,29 never becomes 28
 * centavos. Typed or pasted text is read back into centavos by string arithmetic (parseMoney). Plain and
 * typebox-free, so the PWA's inputs and screens and the API's checks and files share the same rules without pulling
 * typebox into the bundle.
 *
 * One rounding rule for the amounts that are not whole centavos (the API never sends one; a guard, not a feature):
 * the nearest centavo, halves away from zero (Intl's own default), on screen, in inputs, CSV, XLSX and PDF alike.
 */
import { decimalParts } from './pt-br-number';

/**
 * R$ 9.999.999.999.999,99: above any real claim and well inside Number.MAX_SAFE_INTEGER, so sums stay exact. A
 * cause value or a money answer is an amount claimed or provisioned, never a debt sign: 0 is the floor.
 */
export const MONEY_MAX_CENTAVOS = 999_999_999_999_999;

/** Whether a value is a valid amount in centavos: an integer from 0 to MONEY_MAX_CENTAVOS. */
export const isValidCentavos = (value: unknown): value is number =>
  // Stryker disable next-line ConditionalExpression: Number.isSafeInteger is false for anything but a number, so the typeof check (kept for the type guard) cannot be observed
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MONEY_MAX_CENTAVOS;

/** The rounding rule: the nearest whole centavo, halves away from zero (12.5 → 13, -12.5 → -13). */
function wholeCentavos(centavos: number): number {
  return Math.sign(centavos) * Math.round(Math.abs(centavos));
}

/** A decimal number as text ('1234.56'), which Intl.NumberFormat formats exactly. */
export type DecimalText = `${number}`;

/** 123456 → '1234.56', -5 → '-0.05': the amount as an exact decimal string (integer arithmetic only). */
export function centavosToDecimal(centavos: number): DecimalText {
  const whole = wholeCentavos(centavos);
  const abs = Math.abs(whole);
  const cents = abs % 100;
  return `${whole < 0 ? '-' : ''}${(abs - cents) / 100}.${String(cents).padStart(2, '0')}` as DecimalText;
}

/** The amount in reais as a number, for the places that need one (a spreadsheet's number cell, a chart's axis). */
export const centavosToReais = (centavos: number): number => Number(centavosToDecimal(centavos));

/** 12345 → '123,45', -5 → '-0,05': the CSV's amount (decimal comma, no thousands separator, so Excel reads a number). */
export const centavosToDecimalComma = (centavos: number): string => centavosToDecimal(centavos).replace('.', ',');

// Built on first use: the fast paths below (pt-br-number.ts) cover every amount the API sends, and a renderer's first
// Intl object costs the start of every screen.
let brl: Intl.NumberFormat | undefined;
let brlCompact: Intl.NumberFormat | undefined;
let plain: Intl.NumberFormat | undefined;

/**
 * 'R$ 1.234,56' from centavos; '' for null, undefined or not a finite number. Intl puts a no-break space after 'R$'
 * so the symbol never wraps away from the number; a negative is '-R$ 1.234,56'.
 */
export function formatCentavos(centavos: number | null | undefined): string {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for null and undefined too (the null checks narrow the type)
  if (centavos === null || centavos === undefined || !Number.isFinite(centavos)) return '';
  const decimal = centavosToDecimal(centavos);
  const parts = decimalParts(decimal);
  if (parts) return `${parts.sign}R$\u00a0${parts.body}`;
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(decimal);
}

/** 'R$ 1,2 mil' from reais: a chart's axis tick that fits a phone (the tooltip and the table keep the exact value). */
export function formatReaisCompact(reais: number): string {
  brlCompact ??= new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    notation: 'compact',
    maximumFractionDigits: 1,
  });
  return brlCompact.format(reais);
}

/** A chart's value in reais (centavosToReais) shown exactly, like formatCentavos. */
export const formatReais = (reais: number): string => formatCentavos(reais * 100);

/** '1.234.567,89' (no symbol): the text a money input shows for a saved value. */
export function formatMoneyInput(centavos: number): string {
  const decimal = centavosToDecimal(centavos);
  const parts = decimalParts(decimal);
  if (parts) return `${parts.sign}${parts.body}`;
  // Stryker disable next-line ObjectLiteral: what the fast path leaves is written with an exponent, NaN to Intl whatever the options
  plain ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return plain.format(decimal);
}

export const MONEY_MESSAGES = {
  invalid: 'Valor inválido. Digite como R$ 1.234,56 (pontos nos milhares, vírgula nos centavos).',
  decimals: 'Use no máximo duas casas decimais (centavos).',
  negative: 'O valor não pode ser negativo.',
  tooLarge: 'Valor acima do máximo permitido (R$ 9.999.999.999.999,99).',
} as const;

export type MoneyParse = { ok: true; centavos: number | null } | { ok: false; error: string };

export interface MoneyRules {
  allowNegative?: boolean;
  max?: number;
}

// Brazilian grouping ('1.234.567') or none ('1234567'), then an optional decimal comma.
const BRAZILIAN = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d*))?$/;
// A lone decimal point with one or two digits ('1234.56', pasted from a system or spreadsheet): no Brazilian
// writes thousands that way, since a thousands group always has three digits.
const DOT_DECIMAL = /^(\d+)\.(\d{1,2})$/;

/**
 * Money as a Brazilian types or pastes it ('1.234.567,89', 'R$ 1.234,56', '-R$ 10,00', '1234,5') read into integer
 * centavos. Empty text is `centavos: null` (no value), anything unreadable is an error message.
 */
export function parseMoney(text: string, rules: MoneyRules = {}): MoneyParse {
  let body = text.replace(/[\s\u00a0\u202f]/g, '').replace(/\u2212/g, '-');
  let negative = false;
  if (body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  body = body.replace(/^R\$/i, '');
  if (!negative && body.startsWith('-')) {
    negative = true;
    body = body.slice(1);
  }
  if (body === '') return negative ? { ok: false, error: MONEY_MESSAGES.invalid } : { ok: true, centavos: null };
  let whole: string;
  let fraction: string;
  const dot = DOT_DECIMAL.exec(body);
  const br = BRAZILIAN.exec(body);
  // Stryker disable next-line StringLiteral: both groups are mandatory, so a match never leaves them undefined
  if (dot) [whole, fraction] = [dot[1] ?? '', dot[2] ?? ''];
  else if (br) [whole, fraction] = [(br[1] ?? '').replace(/\./g, ''), br[2] ?? ''];
  else return { ok: false, error: MONEY_MESSAGES.invalid };
  if (fraction.length > 2) return { ok: false, error: MONEY_MESSAGES.decimals };
  whole = whole.replace(/^0+(?=\d)/, '');
  const max = rules.max ?? MONEY_MAX_CENTAVOS;
  // Longer than the limit's digits cannot fit, and would not fit a safe integer either.
  // Stryker disable next-line EqualityOperator,ConditionalExpression: a guard for the arithmetic; `centavos > max` below refuses the same texts
  if (whole.length > String(max).length) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  const centavos = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (centavos > max) return { ok: false, error: MONEY_MESSAGES.tooLarge };
  if (negative && centavos !== 0 && !rules.allowNegative) return { ok: false, error: MONEY_MESSAGES.negative };
  return { ok: true, centavos: negative && centavos !== 0 ? -centavos : centavos };
}

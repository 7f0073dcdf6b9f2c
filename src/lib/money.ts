import { MONEY_MAX_CENTAVOS } from '../contract/money';

/**
 * Money as a Brazilian types or pastes it ('1.234.567,89', 'R$ 1.234,56', '-R$ 10,00', '1234,5') read into integer
 * centavos, and integer centavos written back the same way. Strings and integers only: no float ever carries a
 * value, so R$ 0,29 never becomes 28 centavos.
 */

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

/** Reads what was typed; empty text is `centavos: null` (no value), anything unreadable is an error message. */
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

/** '1.234.567,89' (no symbol): the text an input shows for a saved value. */
export function formatMoneyInput(centavos: number): string {
  const negative = centavos < 0;
  const abs = Math.abs(Math.trunc(centavos));
  const whole = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${whole},${String(abs % 100).padStart(2, '0')}`;
}

/** 'R$ 1.234.567,89' with a no-break space, like Intl's pt-BR currency format. */
export function formatMoneyCentavos(centavos: number): string {
  const text = formatMoneyInput(centavos);
  return text.startsWith('-') ? `-R$\u00a0${text.slice(1)}` : `R$\u00a0${text}`;
}

export const PERCENT_MESSAGES = {
  invalid: 'Porcentagem inválida. Digite um número de 0 a 100, como 12,5.',
  range: 'A porcentagem deve ficar entre 0 e 100.',
} as const;

export type PercentParse = { ok: true; hundredths: number | null } | { ok: false; error: string };

/** '12,5', '12,5 %', '100' → hundredths of a percent (1250), refused outside 0–100 or past two decimals. */
export function parsePercent(text: string): PercentParse {
  const body = text.replace(/[\s\u00a0%]/g, '');
  if (body === '') return { ok: true, hundredths: null };
  const match = /^(-?)(\d{1,3})(?:[,.](\d{1,2}))?$/.exec(body);
  if (!match) return /^-?\d+(?:[,.]\d+)?$/.test(body) ? { ok: false, error: PERCENT_MESSAGES.range } : { ok: false, error: PERCENT_MESSAGES.invalid };
  const hundredths = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  if (match[1] === '-' && hundredths !== 0) return { ok: false, error: PERCENT_MESSAGES.range };
  return hundredths > 10_000 ? { ok: false, error: PERCENT_MESSAGES.range } : { ok: true, hundredths };
}

/**
 * pt-BR digits without Intl, for the formats every signed-in screen shows first (counts, money, dates). A renderer's
 * first Intl object loads ICU's locale data: ~80 ms of main thread at 4× CPU on every start (the shell's file built
 * its formats when it was evaluated). These cover the common values exactly as Intl writes them (the unit tests
 * compare them with Intl); anything else (negative counts, exponents) still goes to Intl.
 */

const DIGITS = /^\d+$/;

/** '1234567' → '1.234.567': the Brazilian thousands dot on a run of digits; null for anything that is not one. */
export function groupThousands(digits: string): string | null {
  return DIGITS.test(digits) ? group(digits) : null;
}

function group(digits: string): string {
  const head = digits.length % 3 || 3;
  let out = digits.slice(0, head);
  for (let at = head; at < digits.length; at += 3) out += `.${digits.slice(at, at + 3)}`;
  return out;
}

const DECIMAL = /^(-?)(\d+)\.(\d{2})$/;

/**
 * An exact decimal text with two places ('-1234.56') as pt-BR ('-1.234,56'), the sign apart so a currency symbol
 * can go between; null when the text is not such a decimal (Intl then formats it).
 */
export function decimalParts(text: string): { sign: '' | '-'; body: string } | null {
  const match = DECIMAL.exec(text);
  if (!match) return null;
  // The expression has matched: its three groups are there.
  return { sign: match[1] === '-' ? '-' : '', body: `${group(match[2]!)},${match[3]!}` };
}

const PLAIN = /^(\d+)(?:\.(\d+))?$/;

/**
 * A number rounded to one decimal place, signed except for zero ('+12,5', '-3', '0', '+1.234,6'), as
 * Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, signDisplay: 'exceptZero' }) writes it: halves away from zero
 * on the number's shortest decimal text. Null for what that text writes with an exponent, NaN or an infinity.
 */
export function signedTenths(value: number): string | null {
  const match = PLAIN.exec(String(Math.abs(value)));
  if (!match) return null;
  // The expression has matched: the whole part is there; the fraction may not be.
  const fraction = match[2] ?? '';
  let tenths = BigInt(`${match[1]!}${fraction[0] ?? '0'}`);
  if ((fraction[1] ?? '0') >= '5') tenths += 1n;
  if (tenths === 0n) return '0';
  const tenth = tenths % 10n;
  return `${value > 0 ? '+' : '-'}${group((tenths / 10n).toString())}${tenth === 0n ? '' : `,${tenth}`}`;
}

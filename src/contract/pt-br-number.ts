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

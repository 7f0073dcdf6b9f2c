/**
 * 'DD/MM/YYYY' typed by a person → 'YYYY-MM-DD', or null when it is not a real calendar day.
 * (Mantine's DateInput cannot parse custom formats without dayjs' customParseFormat plugin.)
 */
export function parseBrDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d, m, y] = match;
  const day = Number(d);
  const month = Number(m);
  const year = Number(y);
  const date = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable next-line ConditionalExpression: the year, month and day checks overlap (an overflowing day or month moves at least two of them), so dropping one is not observable; the 1900 floor is pinned by the tests
  if (year < 1900 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${y}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What the lists that keep their filters in the URL (activities, extract) read the same way: a period 'de'–'ate' of
 * calendar days and a 1-based page. Hand-edited or stale URLs degrade to "no filter", never to an error.
 */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const MAX_PAGE = 100_000;

/** 'YYYY-MM-DD' when it is a real day ('2026-02-30' is not), else ''. */
function isoDayOrEmpty(value: string): string {
  if (!ISO_DAY.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value ? '' : value;
}

/** The period in the URL; a hand-edited one with its ends swapped still means the same period. */
export function readPeriod(get: (key: string) => string): { de: string; ate: string } {
  let de = isoDayOrEmpty(get('de'));
  let ate = isoDayOrEmpty(get('ate'));
  if (de && ate && de > ate) [de, ate] = [ate, de];
  return { de, ate };
}

/** The 1-based page in the URL: 1 when missing or unreadable, capped. */
export function readPage(get: (key: string) => string): number {
  const pagina = Number.parseInt(get('pagina'), 10);
  return Number.isFinite(pagina) && pagina >= 1 ? Math.min(pagina, MAX_PAGE) : 1;
}

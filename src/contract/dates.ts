/**
 * How the product shows its dates, for the PWA (src/lib/format-date.ts) and the API's files (server/domain/calendar.ts)
 * alike, so the screen, the PDFs, the CSV and file names agree. Pure and typebox-free.
 *
 * Every date field is one of two kinds, decided by its schema (schema-helpers.ts: IsoDate vs Timestamp):
 * - a calendar date: a day with no time zone ('YYYY-MM-DD'), shown as stored, in any time zone;
 * - an instant: a moment (ISO 8601 with zone), shown as the day (and time) it was in Brasília (America/Sao_Paulo),
 *   whatever the zone of the browser or the server.
 * Year 0001 is the API's "no date" placeholder and year 9999 an open end (docs/product.md#special-dates): never shown as dates.
 */
import { BRAZIL_TIME_ZONE } from './time-zone';

export { BRAZIL_TIME_ZONE };

export const NO_DATE_YEAR = 1;
export const OPEN_END_YEAR = 9999;

const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * From this instant on Brasília has one offset, UTC−3 all year: Brazil's last daylight saving time ended at 00:00 of
 * 2019-02-17 (−02), and Decree 9,772/2019 abolished it. Instants from then on are shifted by hand, the same as Intl
 * with the zone's rules (the unit tests compare both up to the last instant a Date holds); earlier ones go to Intl. A
 * renderer's first Intl object loads ICU (pt-br-number.ts): every start paid it for the dates of its first screen.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const BRAZIL_OFFSET_MS = -3 * 60 * 60 * 1000;

/** A format with the zone's rules, built on first use (only instants before the fixed offset need one). */
function zoneFormat(locale: string, options: Intl.DateTimeFormatOptions): (instant: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (instant) =>
    (format ??= new Intl.DateTimeFormat(locale, { timeZone: BRAZIL_TIME_ZONE, ...options })).format(instant);
}

// Stryker disable next-line ObjectLiteral: en-CA's default date is this very YYYY-MM-DD; the options say so on purpose
const dayByZone = zoneFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });
const timeByZone = zoneFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The instant as Brasília's wall clock read through UTC getters, or null before the fixed offset. */
function fixedOffsetClock(instant: Date): Date | null {
  const time = instant.getTime();
  // Stryker disable next-line EqualityOperator: at that very instant Intl's zone is already −03, so both ways agree
  if (time < FIXED_OFFSET_SINCE) return null;
  return new Date(time + BRAZIL_OFFSET_MS);
}

function formatDay(instant: Date): string {
  const clock = fixedOffsetClock(instant);
  if (!clock) return dayByZone(instant);
  return `${clock.getUTCFullYear()}-${twoDigits(clock.getUTCMonth() + 1)}-${twoDigits(clock.getUTCDate())}`;
}

function formatTime(instant: Date): string {
  const clock = fixedOffsetClock(instant);
  return clock ? `${twoDigits(clock.getUTCHours())}:${twoDigits(clock.getUTCMinutes())}` : timeByZone(instant);
}

export type DateValue = string | number | Date | null | undefined;

/** True for a calendar date as stored ('2026-10-27'); instants carry a time ('2026-10-27T00:00:00Z'). */
export const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && CALENDAR.test(value.trim());

/** The first year a typed or sent day may have: earlier years are typing mistakes (and year 0001 means "no date"). */
const FIRST_REAL_YEAR = 1900;

/**
 * A real calendar day 'YYYY-MM-DD' (refuses 2026-02-30 and 2026-13-01) from year 1900 to 9999: the one check of the
 * PWA's date fields and the API's date parameters and answers.
 */
export function isRealCalendarDay(value: string): boolean {
  const match = CALENDAR.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < FIRST_REAL_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  // Stryker disable next-line ConditionalExpression,LogicalOperator: the checks overlap (an overflowing day or month moves at least two of year, month and day), so dropping one is not observable
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function toInstant(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'YYYY-MM-DD' of the value: a calendar date as stored, an instant as its day in Brasília; null if unreadable. */
export function brazilDay(value: DateValue): string | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: undefined and '' fall through to an Invalid Date, which also gives null (null, read as 1970, is pinned by the tests)
  if (value === null || value === undefined || value === '') return null;
  if (isCalendarDay(value)) return value.trim();
  const instant = toInstant(value);
  return instant ? formatDay(instant) : null;
}

/** 'HH:mm' in Brasília of an instant; null for a calendar date (it has no time) or an unreadable value. */
export function brazilTime(value: DateValue): string | null {
  // Stryker disable next-line ConditionalExpression,StringLiteral: undefined and '' fall through to an Invalid Date, which also gives null (null, read as 1970, is pinned by the tests)
  if (value === null || value === undefined || value === '' || isCalendarDay(value)) return null;
  const instant = toInstant(value);
  return instant ? formatTime(instant) : null;
}

export type DayLabel = { kind: 'day'; text: string } | { kind: 'none' } | { kind: 'open-end' };

/** 'DD/MM/YYYY' of the value, or why there is none (placeholders of year 0001 and 9999, unreadable text). */
export function brazilDayLabel(value: DateValue): DayLabel {
  // Checked on the text as well: Date reads year 0001 as 1901 in some engines.
  // Stryker disable next-line all: Node reads year 0001 correctly, so the year check below labels it too; this guard is for engines that read it as 1901
  if (typeof value === 'string' && /^\s*0001-/.test(value)) return { kind: 'none' };
  const day = brazilDay(value);
  if (!day) return { kind: 'none' };
  const [year, month, date] = day.split('-');
  const y = Number(year);
  if (y <= NO_DATE_YEAR) return { kind: 'none' };
  if (y >= OPEN_END_YEAR) return { kind: 'open-end' };
  return { kind: 'day', text: `${date}/${month}/${year}` };
}

import { brazilDay, brazilDayLabel, brazilTime } from '../../src/contract/dates.ts';

/**
 * Calendar helpers: the product's days are Brazilian days (America/Sao_Paulo), stored as 'YYYY-MM-DD'. Labels in
 * files (PDF, CSV, file names) go through src/contract/dates.ts, like the PWA's screens, so both say the same day.
 */

/** Today in São Paulo as YYYY-MM-DD. */
export const todayInBrazil = (now: Date = new Date()): string => brazilDay(now) ?? '';

/** The São Paulo day of an instant (a timestamptz column), never its UTC day. */
export function brazilDayOfInstant(value: Date | string | null): string | null {
  // Stryker disable next-line ConditionalExpression: brazilDay(null) is null as well
  return value === null ? null : brazilDay(value);
}

/** 'DD/MM/YYYY HH:mm' in Brasília for an instant (what the screen shows), '—' when there is none. */
export function formatInstantBr(value: Date | string | null | undefined): string {
  const label = brazilDayLabel(value);
  if (label.kind !== 'day') return '—';
  const time = brazilTime(value);
  return time ? `${label.text} ${time}` : label.text;
}

/** DD/MM/YYYY for calendar dates ('YYYY-MM-DD', shown as stored). */
export const formatDateBr = (isoDate: string): string => isoDate.replace(/^(\d{4})-(\d{2})-(\d{2}).*$/, '$3/$2/$1');

/** A day boundary as an instant in São Paulo (UTC-3, no daylight saving since 2019). */
export const startOfBrazilDay = (isoDate: string): string => `${isoDate}T00:00:00-03:00`;
export const endOfBrazilDay = (isoDate: string): string => `${isoDate}T23:59:59.999-03:00`;

/** PostgreSQL's JSON text of a timestamptz in a UTC session (json_build_object): 2026-10-27T10:00:00.123456+00:00. */
const UTC_JSON_TIMESTAMP = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00:00$/;

/** Date values from PGlite/pg may come as Date objects or strings; the API speaks ISO strings. */
export function toIso(value: Date | string | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString();
  // The usual string rewritten as text (to milliseconds, as a Date keeps it): parsing and printing a Date for each
  // was ~5 % of the process list's time under load. Any other form goes through Date.
  const utc = UTC_JSON_TIMESTAMP.exec(value);
  if (utc) return `${utc[1]}.${`${utc[2] ?? ''}000`.slice(0, 3)}Z`;
  return new Date(value).toISOString();
}

/**
 * A `date` column as YYYY-MM-DD regardless of the driver's parsing (Date at UTC midnight or string). Only for
 * `date` columns: the day of a timestamptz is brazilDayOfInstant's.
 */
export function toIsoDay(value: Date | string | null): string | null {
  if (value === null) return null;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return value.slice(0, 10);
}

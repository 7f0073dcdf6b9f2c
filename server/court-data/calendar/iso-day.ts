/** Calendar days as 'YYYY-MM-DD' strings, computed on UTC dates so that no time zone can shift them. */

const DAY_MS = 86_400_000;

const toUtc = (day: string): number =>
  Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)));

const fromUtc = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string => fromUtc(toUtc(day) + days * DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekday = (day: string): number => new Date(toUtc(day)).getUTCDay();

export const isWeekend = (day: string): boolean => weekday(day) === 0 || weekday(day) === 6;

/** A library's Date at local midnight, read back as the day it names in the local calendar. */
export const localDay = (date: Date): string =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** 'DD/MM/AAAA', how a day is written to a Brazilian reader. */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

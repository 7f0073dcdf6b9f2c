import { describe, expect, it } from 'vitest';
import {
  brazilDayOfInstant,
  endOfBrazilDay,
  formatDateBr,
  formatInstantBr,
  startOfBrazilDay,
  todayInBrazil,
  toIso,
  toIsoDay,
} from '../../../server/domain/calendar';
import { brazilDay, brazilDayLabel, brazilTime, isCalendarDay, isRealCalendarDay } from '../../../src/contract/dates';
import { parseBrDate } from '../../../src/lib/br-date';
import { brazilDayOf, formatDate, formatDateTime, OPEN_END_LABEL } from '../../../src/lib/format-date';
import { formatProcessDate, OPEN_END_DATE_LABEL, UNKNOWN_DATE_LABEL } from '../../../src/lib/special-dates';

/** The day rules of contract/dates.ts and their users, at the edges: placeholders, São Paulo midnight, bad text. */
describe('the day of a value in Brasília', () => {
  it('keeps a calendar date as stored and reads an instant in São Paulo', () => {
    expect(brazilDay(' 2026-10-27 ')).toBe('2026-10-27');
    expect(brazilDay('2026-10-28T02:59:59Z')).toBe('2026-10-27');
    expect(brazilDay('2026-10-28T03:00:00Z')).toBe('2026-10-28');
    expect(brazilDay(Date.UTC(2026, 9, 28, 2))).toBe('2026-10-27');
    expect(brazilDay(new Date('2026-01-05T12:00:00Z'))).toBe('2026-01-05');
    expect(brazilDay('')).toBeNull();
    expect(brazilDay(null)).toBeNull();
    expect(brazilDay(undefined)).toBeNull();
    expect(brazilDay('não é data')).toBeNull();
  });

  it('tells a calendar date from an instant on the whole text', () => {
    expect(isCalendarDay('2026-10-27')).toBe(true);
    expect(isCalendarDay(' 2026-10-27 ')).toBe(true);
    expect(isCalendarDay('2026-10-27T00:00:00Z')).toBe(false);
    expect(isCalendarDay('x2026-10-27')).toBe(false);
    expect(isCalendarDay('2026-1-27')).toBe(false);
    expect(isCalendarDay(20261027)).toBe(false);
  });

  it('gives the time of an instant only', () => {
    expect(brazilTime('2026-10-28T00:05:00Z')).toBe('21:05');
    expect(brazilTime('2026-10-28T15:00:00Z')).toBe('12:00');
    expect(brazilTime('2026-10-27')).toBeNull();
    expect(brazilTime('')).toBeNull();
    expect(brazilTime(null)).toBeNull();
    expect(brazilTime(undefined)).toBeNull();
    expect(brazilTime('não é data')).toBeNull();
  });

  it('labels the placeholders of year 0001 and 9999 and the years next to them', () => {
    expect(brazilDayLabel(' 0001-01-01T00:00:00Z')).toEqual({ kind: 'none' });
    expect(brazilDayLabel('0001-01-01')).toEqual({ kind: 'none' });
    expect(brazilDayLabel('0002-01-01')).toEqual({ kind: 'day', text: '01/01/0002' });
    expect(brazilDayLabel('9998-12-31')).toEqual({ kind: 'day', text: '31/12/9998' });
    expect(brazilDayLabel('9999-01-01')).toEqual({ kind: 'open-end' });
    expect(brazilDayLabel('x')).toEqual({ kind: 'none' });
    expect(brazilDayLabel(null)).toEqual({ kind: 'none' });
  });
});

describe('the placeholder years, also when an instant falls on them in São Paulo', () => {
  it('labels year 0000 and year 0001 as no date', () => {
    expect(brazilDayLabel('0000-06-01')).toEqual({ kind: 'none' });
    // 1 January of year 2 at 01:00 UTC is still 31 December of year 1 in São Paulo.
    expect(brazilDayLabel('0002-01-01T01:00:00Z')).toEqual({ kind: 'none' });
  });

  it('shows no time for a placeholder instant', () => {
    expect(formatDateTime('9999-12-31T10:00:00Z')).toBe('Em aberto');
    expect(formatDateTime('0001-01-01T10:00:00Z')).toBe('');
  });
});

describe('the PWA date labels', () => {
  it('shows days, times, open ends and nothing', () => {
    expect(formatDate('2026-10-28T00:00:00Z')).toBe('27/10/2026');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('9999-12-31T00:00:00Z')).toBe(OPEN_END_LABEL);
    expect(OPEN_END_LABEL).toBe('Em aberto');
    expect(formatDateTime('2026-10-28T00:05:00Z')).toBe('27/10/2026 21:05');
    expect(formatDateTime('2026-10-27')).toBe('27/10/2026');
    expect(formatDateTime('9999-12-31')).toBe('Em aberto');
    expect(formatDateTime(null)).toBe('');
    expect(brazilDayOf('2026-10-28T01:00:00Z')).toBe('2026-10-27');
    expect(brazilDayOf('x')).toBe('');
    expect(brazilDayOf()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('treats year 0001, year 9999 and nothing as special process dates', () => {
    expect(formatProcessDate('')).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate(undefined)).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate(' 0000-01-01')).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate('0002-01-01')).toBe('01/01/0002');
    expect(formatProcessDate('9998-12-31')).toBe('31/12/9998');
    expect(formatProcessDate('9999-12-31T00:00:00Z', true)).toBe(OPEN_END_DATE_LABEL);
    expect(formatProcessDate('não é data')).toBe(UNKNOWN_DATE_LABEL);
    expect(formatProcessDate('2026-10-28T00:05:00Z', true)).toBe('27/10/2026 21:05');
    expect(formatProcessDate('2026-10-28T00:05:00Z')).toBe('27/10/2026');
  });

  it('reads DD/MM/YYYY typed by a person, only as a real day from 1900', () => {
    expect(parseBrDate(' 5/3/2024 ')).toBe('2024-03-05');
    expect(parseBrDate('29/02/2024')).toBe('2024-02-29');
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('31/04/2024')).toBeNull();
    expect(parseBrDate('01/13/2024')).toBeNull();
    expect(parseBrDate('00/01/2024')).toBeNull();
    expect(parseBrDate('01/01/1900')).toBe('1900-01-01');
    expect(parseBrDate('31/12/1899')).toBeNull();
    expect(parseBrDate('1/1/24')).toBeNull();
    expect(parseBrDate('x01/01/2024')).toBeNull();
    expect(parseBrDate('01/01/2024x')).toBeNull();
    expect(parseBrDate('101/01/2024')).toBeNull();
  });
});

describe('the calendar helpers', () => {
  it("checks real calendar days from 1900 (the PWA's fields and the API's parameters)", () => {
    expect(isRealCalendarDay('2024-02-29')).toBe(true);
    expect(isRealCalendarDay('2023-02-29')).toBe(false);
    expect(isRealCalendarDay('2026-02-30')).toBe(false);
    expect(isRealCalendarDay('2026-13-01')).toBe(false);
    expect(isRealCalendarDay('1900-01-01')).toBe(true);
    expect(isRealCalendarDay('1899-12-31')).toBe(false);
    expect(isRealCalendarDay('x2026-01-01')).toBe(false);
    expect(isRealCalendarDay('2026-01-01x')).toBe(false);
    expect(isRealCalendarDay('2026-1-01')).toBe(false);
  });

  it('names the day and time in São Paulo, never the UTC day', () => {
    expect(todayInBrazil(new Date('2026-10-28T02:00:00Z'))).toBe('2026-10-27');
    expect(todayInBrazil()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(brazilDayOfInstant(new Date('2026-10-28T02:00:00Z'))).toBe('2026-10-27');
    expect(brazilDayOfInstant(null)).toBeNull();
    expect(formatInstantBr('2026-10-28T02:00:00Z')).toBe('27/10/2026 23:00');
    expect(formatInstantBr('2026-10-27')).toBe('27/10/2026');
    expect(formatInstantBr(undefined)).toBe('—');
    expect(formatInstantBr('9999-12-31')).toBe('—');
    expect(formatDateBr('2026-10-27')).toBe('27/10/2026');
    expect(formatDateBr('2026-10-27T10:00:00Z')).toBe('27/10/2026');
    expect(formatDateBr('27/10/2026')).toBe('27/10/2026');
    expect(formatDateBr('x2026-10-27')).toBe('x2026-10-27');
    expect(formatDateBr('2026-10-27\nx')).toBe('2026-10-27\nx');
    expect(todayInBrazil(new Date(Number.NaN))).toBe('');
  });

  it('bounds a day in São Paulo and turns driver values into ISO text', () => {
    expect(startOfBrazilDay('2026-10-27')).toBe('2026-10-27T00:00:00-03:00');
    expect(endOfBrazilDay('2026-10-27')).toBe('2026-10-27T23:59:59.999-03:00');
    expect(toIso(null)).toBeNull();
    expect(toIso(new Date('2026-10-27T10:00:00Z'))).toBe('2026-10-27T10:00:00.000Z');
    expect(toIso('2026-10-27T07:00:00-03:00')).toBe('2026-10-27T10:00:00.000Z');
    // PostgreSQL's JSON text of a timestamptz, every precision it prints: the same as through a Date.
    for (const text of [
      '2026-10-27T10:00:00+00:00',
      '2026-10-27T10:00:00.5+00:00',
      '2026-10-27T10:00:00.12+00:00',
      '2026-10-27T10:00:00.123+00:00',
      '2026-10-27T10:00:00.123456+00:00',
      '2026-10-27T10:00:00.999999+00:00',
      '2024-02-29T23:59:59.000001+00:00',
      '2026-10-27T07:00:00.25-03:00',
      '2026-10-27 10:00:00+00',
    ])
      expect(toIso(text), text).toBe(new Date(text).toISOString());
    expect(toIso('2026-10-27T10:00:00.123456+00:00')).toBe('2026-10-27T10:00:00.123Z');
    expect(toIsoDay(null)).toBeNull();
    expect(toIsoDay(new Date(Date.UTC(2026, 9, 27)))).toBe('2026-10-27');
    expect(toIsoDay('2026-10-27T00:00:00.000Z')).toBe('2026-10-27');
  });
});

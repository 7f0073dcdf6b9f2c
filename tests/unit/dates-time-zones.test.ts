import { afterAll, describe, expect, it } from 'vitest';
import { formatInstantBr, formatDateBr, todayInBrazil } from '../../server/domain/calendar';
import { formatDate, formatDateTime } from '../../src/lib/format-date';
import { fileDateStamp } from '../../src/lib/save-file';
import { formatProcessDate } from '../../src/lib/special-dates';
import { todayIso } from '../../src/lib/upload-rules';

/**
 * The same values, formatted with the device (or server) in different time zones, must read the same: calendar
 * dates as stored, instants as their day and time in Brasília (contract/dates.ts).
 */
const ZONES = ['UTC', 'America/Sao_Paulo', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Kiritimati'];
const original = process.env.TZ;
afterAll(() => {
  process.env.TZ = original;
});

const offsetIn = (zone: string) => {
  process.env.TZ = zone;
  return new Date(Date.UTC(2026, 9, 28)).getTimezoneOffset();
};

describe.each(ZONES)('dates with the device in %s', (zone) => {
  it('really runs in that zone (Node reads TZ when it changes)', () => {
    const offsets = new Set(ZONES.map(offsetIn));
    expect(offsets.size).toBe(ZONES.length);
    process.env.TZ = zone;
  });

  it('shows a calendar date as stored (distribution, case files, the day of a manual movement)', () => {
    process.env.TZ = zone;
    expect(formatDate('2026-10-27')).toBe('27/10/2026');
    expect(formatProcessDate('2026-10-27')).toBe('27/10/2026');
    expect(formatDateTime('2026-10-27')).toBe('27/10/2026');
  });

  it('shows an instant at 00:00 UTC as the evening before in Brasília, on the screen and in the PDF alike', () => {
    process.env.TZ = zone;
    const instant = '2026-10-28T00:00:00.000Z';
    expect(formatDateTime(instant)).toBe('27/10/2026 21:00');
    expect(formatDate(instant)).toBe('27/10/2026');
    expect(formatProcessDate(instant, true)).toBe('27/10/2026 21:00');
    expect(formatInstantBr(instant)).toBe(formatDateTime(instant));
    expect(formatInstantBr(new Date(instant))).toBe('27/10/2026 21:00');
    expect(formatDateBr('2026-10-27')).toBe(formatDate('2026-10-27'));
  });

  it('names files and checks "not in the future" by the day in Brasília, like the server', () => {
    process.env.TZ = zone;
    const lateEvening = new Date('2026-10-28T01:30:00Z');
    expect(fileDateStamp(lateEvening)).toBe('2026-10-27');
    expect(todayIso(lateEvening)).toBe('2026-10-27');
    expect(todayInBrazil(lateEvening)).toBe('2026-10-27');
  });

  it('keeps the placeholders of year 0001 and 9999 out of dates', () => {
    process.env.TZ = zone;
    expect(formatDate('0001-01-01T00:00:00Z')).toBe('');
    expect(formatDate('9999-12-31')).toBe('Em aberto');
    expect(formatInstantBr(null)).toBe('—');
  });
});

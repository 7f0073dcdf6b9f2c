import { isRealCalendarDay } from '../contract/dates';

/**
 * 'DD/MM/YYYY' typed by a person → 'YYYY-MM-DD', or null when it is not a real calendar day (isRealCalendarDay).
 * (Mantine's DateInput cannot parse custom formats without dayjs' customParseFormat plugin.)
 */
export function parseBrDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, d = '', m = '', y = ''] = match;
  const iso = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isRealCalendarDay(iso) ? iso : null;
}

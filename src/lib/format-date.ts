import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';

dayjs.locale('pt-br');

export const DATE_FORMAT = 'DD/MM/YYYY';
export const OPEN_END_LABEL = 'Em aberto';

type DateInput = string | number | Date | null | undefined;

/**
 * DD/MM/YYYY (spec §1). Date-only strings are read as local dates so '2024-03-05' never shifts a day.
 * Year 0001 is the API's "no date" placeholder (empty), year 9999 an open end ('Em aberto').
 */
export function formatDate(value: DateInput): string {
  if (value === null || value === undefined || value === '') return '';
  // Checked on the text: dayjs (like Date) reads year 0001 as 1901.
  if (typeof value === 'string' && /^0001-/.test(value)) return '';
  const parsed = dayjs(value);
  if (!parsed.isValid()) return '';
  if (parsed.year() <= 1) return '';
  if (parsed.year() >= 9999) return OPEN_END_LABEL;
  return parsed.format(DATE_FORMAT);
}

/** DD/MM/YYYY HH:mm for timestamps people compare within a day. */
export function formatDateTime(value: DateInput): string {
  const day = formatDate(value);
  if (!day || day === OPEN_END_LABEL) return day;
  return `${day} ${dayjs(value).format('HH:mm')}`;
}

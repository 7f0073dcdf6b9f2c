import { NO_DATE_YEAR, OPEN_END_YEAR } from '../contract/dates';
import { formatDate, formatDateTime } from './format-date';

export const UNKNOWN_DATE_LABEL = 'Data não informada';
export const OPEN_END_DATE_LABEL = 'Em aberto';

type DateInput = string | null | undefined;

function yearOf(value: string): number | null {
  const match = /^(\d{4})-/.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/**
 * DD/MM/YYYY, except for the special values: year 0001 (or nothing) means the date is unknown and year 9999 an
 * open end. They are never shown as dates.
 */
export function formatProcessDate(value: DateInput, withTime = false): string {
  if (!value) return UNKNOWN_DATE_LABEL;
  const year = yearOf(value);
  if (year !== null && year <= NO_DATE_YEAR) return UNKNOWN_DATE_LABEL;
  if (year !== null && year >= OPEN_END_YEAR) return OPEN_END_DATE_LABEL;
  const text = withTime ? formatDateTime(value) : formatDate(value);
  return text || UNKNOWN_DATE_LABEL;
}

import { NO_DATE_YEAR, OPEN_END_YEAR } from '../contract/dates';
import { formatDate, formatDateTime } from './format-date';

export const UNKNOWN_DATE_LABEL = 'Data não informada';
export const OPEN_END_DATE_LABEL = 'Em aberto';

type DateInput = string | null | undefined;

// Stryker disable next-line all: the year checks below repeat formatDate's own (brazilDayLabel gives '' for year 0001 or less and 'Em aberto' from 9999), so they cannot be observed
function yearOf(value: string): number | null {
  // Stryker disable next-line all: see yearOf
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
  // Stryker disable next-line all: see yearOf (formatDate gives '' here, and '' becomes UNKNOWN_DATE_LABEL)
  if (year !== null && year <= NO_DATE_YEAR) return UNKNOWN_DATE_LABEL;
  // Stryker disable next-line all: see yearOf (formatDate gives 'Em aberto', the same text)
  if (year !== null && year >= OPEN_END_YEAR) return OPEN_END_DATE_LABEL;
  const text = withTime ? formatDateTime(value) : formatDate(value);
  return text || UNKNOWN_DATE_LABEL;
}

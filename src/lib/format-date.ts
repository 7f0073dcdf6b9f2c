import { brazilDay, brazilDayLabel, brazilTime, type DateValue } from '../contract/dates';

export const OPEN_END_LABEL = 'Em aberto';

/**
 * DD/MM/YYYY (docs/product.md#dates). A calendar date ('2024-03-05') is shown as stored; an instant as its day in Brasília,
 * whatever the device's time zone (contract/dates.ts has the decision per field).
 * Year 0001 is the API's "no date" placeholder (empty), year 9999 an open end ('Em aberto').
 */
export function formatDate(value: DateValue): string {
  const label = brazilDayLabel(value);
  if (label.kind === 'none') return '';
  return label.kind === 'open-end' ? OPEN_END_LABEL : label.text;
}

/** DD/MM/YYYY HH:mm in Brasília for instants people compare within a day; a calendar date has no time to show. */
export function formatDateTime(value: DateValue): string {
  const day = formatDate(value);
  if (!day || day === OPEN_END_LABEL) return day;
  const time = brazilTime(value);
  return time ? `${day} ${time}` : day;
}

/** 'YYYY-MM-DD' of the Brasília day of an instant (today for file names and limits, like the server). */
export function brazilDayOf(value: Date | string | number = new Date()): string {
  return brazilDay(value) ?? '';
}

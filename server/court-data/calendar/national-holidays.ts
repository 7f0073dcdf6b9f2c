import { getHolidays } from '@brazilian-utils/brazilian-utils/get-holidays';
import type { BrazilState } from '../../../src/contract/constants/brazil-states.ts';
import { addDays, localDay } from './iso-day.ts';

/**
 * Days on which no court of the country works, from a maintained holiday library (laws cited in its sources)
 * plus what the judiciary adds nationally. The library lists Carnaval as the Tuesday only and types it and Corpus
 * Christi as "ponto facultativo" (the federal executive's calendar); the courts close on both Carnaval days and on
 * Corpus Christi, so those count here as closures. Easter itself is never computed here: the Monday is the
 * library's Tuesday minus one day.
 */
export interface Closure {
  day: string;
  name: string;
}

const cache = new Map<string, Closure[]>();

function closuresOf(year: number, state: BrazilState | null): Closure[] {
  const holidays = getHolidays(state ? { year, stateCode: state } : { year });
  const days: Closure[] = [];
  for (const holiday of holidays) {
    const day = localDay(holiday.date);
    if (holiday.type === 'national' || holiday.type === 'state') days.push({ day, name: holiday.name });
    else if (holiday.name.startsWith('Carnaval')) {
      days.push({ day: addDays(day, -1), name: 'Carnaval (segunda-feira)' }, { day, name: 'Carnaval (terça-feira)' });
    } else if (holiday.name === 'Corpus Christi') days.push({ day, name: holiday.name });
  }
  return days;
}

/** National closures of a year, plus the state's own holidays when a state court is asked about (state law binds it). */
export function holidayClosures(year: number, state: BrazilState | null = null): Closure[] {
  const key = `${year}:${state ?? ''}`;
  let days = cache.get(key);
  if (!days) {
    days = closuresOf(year, state);
    cache.set(key, days);
  }
  return days;
}

/**
 * Ash Wednesday: the courts open only in the afternoon. The day counts as a business day for the publication date,
 * but a deadline cannot begin on a day whose working hours start late (CPC art. 224 § 1º): it moves to the next one.
 */
export function ashWednesday(year: number): string {
  const carnival = getHolidays(year).find((holiday) => holiday.name.startsWith('Carnaval'));
  if (!carnival) throw new Error(`holiday library has no Carnaval for ${year}`);
  return addDays(localDay(carnival.date), 1);
}

import { nextBusinessDay, type CourtCalendar } from './court-calendar.ts';

/**
 * When a deadline starts for a communication published in the DJEN (Lei 11.419/2006, art. 4º §§ 3º–4º; CPC
 * art. 224 § 3º): the publication date is the first business day after the availability date, and the deadline's
 * first day is the first business day after the publication. Its length is never computed: the act sets it, and
 * the lawyer counts it.
 */
export interface DeadlineStart {
  availabilityDate: string;
  publicationDate: string;
  deadlineStart: string;
}

export function deadlineStartOf(availabilityDate: string, calendar: CourtCalendar): DeadlineStart {
  const publicationDate = nextBusinessDay(calendar, availabilityDate);
  let start = nextBusinessDay(calendar, publicationDate);
  for (let guard = 0; guard < 366 && calendar.noDeadlineStartBecause(start) !== null; guard++) {
    start = nextBusinessDay(calendar, start);
  }
  return { availabilityDate, publicationDate, deadlineStart: start };
}

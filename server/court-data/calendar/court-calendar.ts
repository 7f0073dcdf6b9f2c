import type { BrazilState } from '../../../src/contract/constants/brazil-states.ts';
import { addDays, isWeekend } from './iso-day.ts';
import { ashWednesday, holidayClosures } from './national-holidays.ts';

/**
 * The calendar of one court: which days are business days, and on which a deadline may begin. Pure: the
 * per-court suspensions (a table, see the repository) are handed in.
 */
export type SuspensionKind = 'CLOSED' | 'DEADLINES';

export interface CourtSuspension {
  /** The court's acronym (TJSP, TRT2 …); null: every court. */
  court: string | null;
  from: string;
  to: string;
  /** CLOSED: no expedient (not a business day). DEADLINES: the court works but deadlines neither begin nor run. */
  kind: SuspensionKind;
  reason: string;
}

export interface CourtCalendarOptions {
  /** The acronym the suspensions are matched against. */
  court: string;
  /** A state court also follows its state's holidays. */
  state?: BrazilState | null;
  suspensions?: readonly CourtSuspension[];
  /** Criminal deadlines are not suspended from 7 to 20 January (the CPC's suspension is for the other procedures). */
  criminal?: boolean;
}

export interface CourtCalendar {
  /** Why the court does not work that day (a weekend, a holiday, a suspension), or null on a business day. */
  closedBecause(day: string): string | null;
  /** Why a deadline may not begin that day although the court works, or null. */
  noDeadlineStartBecause(day: string): string | null;
}

/** Forensic recess, every court (Res. CNJ 244/2016): no expedient from 20 December to 6 January. */
function inRecess(day: string): boolean {
  const monthDay = day.slice(5);
  return monthDay >= '12-20' || monthDay <= '01-06';
}

/** CPC art. 220: deadlines are suspended from 20 December to 20 January inclusive (7–20 January the courts work). */
const inJanuarySuspension = (day: string): boolean => day.slice(5) >= '01-07' && day.slice(5) <= '01-20';

export function buildCourtCalendar(options: CourtCalendarOptions): CourtCalendar {
  const suspensions = (options.suspensions ?? []).filter((s) => s.court === null || s.court === options.court);
  const suspensionOn = (day: string, kind: SuspensionKind) =>
    suspensions.find((s) => s.kind === kind && s.from <= day && day <= s.to);
  const holidayOn = (day: string) =>
    holidayClosures(Number(day.slice(0, 4)), options.state ?? null).find((c) => c.day === day);
  return {
    closedBecause(day) {
      if (isWeekend(day)) return 'fim de semana';
      const holiday = holidayOn(day);
      if (holiday) return `feriado: ${holiday.name}`;
      if (inRecess(day)) return 'recesso forense (20/12 a 06/01)';
      const suspension = suspensionOn(day, 'CLOSED');
      return suspension ? `suspensão do expediente: ${suspension.reason}` : null;
    },
    noDeadlineStartBecause(day) {
      if (!options.criminal && inJanuarySuspension(day)) return 'prazos suspensos até 20/01 (CPC, art. 220)';
      if (day === ashWednesday(Number(day.slice(0, 4))))
        return 'Quarta-feira de Cinzas: expediente só à tarde (CPC, art. 224, § 1º)';
      const suspension = suspensionOn(day, 'DEADLINES');
      return suspension ? `prazos suspensos: ${suspension.reason}` : null;
    },
  };
}

/** The first business day after `day` (never `day` itself). */
export function nextBusinessDay(calendar: CourtCalendar, day: string): string {
  let next = addDays(day, 1);
  // A year of closures in a row is a data error, not a calendar: stop rather than loop.
  for (let guard = 0; guard < 366 && calendar.closedBecause(next) !== null; guard++) next = addDays(next, 1);
  return next;
}

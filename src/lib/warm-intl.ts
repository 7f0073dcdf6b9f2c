import { BRAZIL_TIME_ZONE } from '../contract/time-zone';

let scheduled = false;

/**
 * A renderer's first Intl object loads ICU (its locale data and, for a zone, the zone's rules): ~40 ms at 1× here,
 * paid by the first module that builds one. That was the shell's file (contract/dates.ts builds its formats when it is
 * evaluated), the longest task of every signed-in start. Built here in a task of its own, before the shell's file
 * arrives (on a repeat visit) or while the person types on the login form, the same work no longer lengthens that
 * one. The objects are thrown away; ICU's caches stay.
 *
 * Once per page, after the current task.
 */
export function warmIntlSoon(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(warmIntl, 0);
}

function warmIntl(): void {
  new Intl.DateTimeFormat('en-CA', {
    timeZone: BRAZIL_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(0);
  new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 }).format(0);
}

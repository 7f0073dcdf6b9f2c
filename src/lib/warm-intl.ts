import { BRAZIL_TIME_ZONE } from '../contract/time-zone';
import { whenIdle } from './when-idle';

let scheduled = false;

/**
 * A renderer's first Intl object loads ICU (its locale data and, for a zone, the zone's rules): ~80 ms of main thread
 * at 4× CPU. The formats of every first screen no longer need it (contract/pt-br-number.ts, contract/dates.ts); the
 * few that do (charts' compact amounts, the graph's collation, instants before 2019) would pay it in the render of
 * their screen. Built here in a task of its own while nothing else runs, they find it loaded. The objects are thrown
 * away; ICU's caches stay.
 *
 * On the login form: after the current task (the person is typing). Once per page.
 */
export function warmIntlSoon(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(warmIntl, 0);
}

/**
 * After a signed-in start (the first screen and the rest of the saved cache are in): when the main thread is idle,
 * within 2 s; a 0 ms timer where there is no idle callback (Safari). Once per page, with warmIntlSoon.
 */
export function warmIntlWhenIdle(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(warmIntl, 2_000);
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

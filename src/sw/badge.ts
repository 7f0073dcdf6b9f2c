import { floorTotal } from '../lib/notification-count';
import type { BadgingNavigator } from './worker-scope';

/**
 * The icon badge from the worker (the app may be closed): the total a push carries, cleared at 0. Where the Badging API
 * is missing (Firefox, Android launchers that show the notification instead) nothing happens; a refusal is ignored —
 * the notification itself is what must never be lost.
 */
export async function setWorkerBadge(nav: BadgingNavigator, total: number): Promise<'set' | 'clear' | 'unsupported'> {
  const count = floorTotal(total);
  try {
    if (count > 0) {
      if (typeof nav.setAppBadge !== 'function') return 'unsupported';
      await nav.setAppBadge(count);
      return 'set';
    }
    if (typeof nav.clearAppBadge === 'function') await nav.clearAppBadge();
    else if (typeof nav.setAppBadge === 'function') await nav.setAppBadge(0);
    else return 'unsupported';
    return 'clear';
  } catch {
    return 'unsupported';
  }
}

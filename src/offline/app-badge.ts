import { useEffect } from 'react';
import { floorTotal } from '../lib/notification-count';

/**
 * The installed app's icon badge (Badging API) mirrors the notification total: the exact number (the OS
 * draws its own cap), cleared at 0. Unsupported browsers and refused calls are ignored.
 */
export function badgeCount(total: number | null | undefined): number {
  return floorTotal(total);
}

interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

function swallow(result: unknown): void {
  if (result && typeof (result as Promise<void>).catch === 'function') (result as Promise<void>).catch(() => undefined);
}

/** Sets or clears the icon badge; returns what it did ('set' | 'clear' | 'unsupported'). Never throws. */
export function syncAppBadge(
  total: number | null | undefined,
  nav: BadgingNavigator | undefined = typeof navigator === 'undefined' ? undefined : (navigator as BadgingNavigator),
): 'set' | 'clear' | 'unsupported' {
  // Stryker disable next-line ConditionalExpression: without it the TypeError is caught below and answers the same 'unsupported'
  if (!nav) return 'unsupported';
  const count = badgeCount(total);
  try {
    if (count > 0) {
      // Stryker disable next-line ConditionalExpression: without it the TypeError is caught below and answers the same 'unsupported'
      if (typeof nav.setAppBadge !== 'function') return 'unsupported';
      swallow(nav.setAppBadge(count));
      return 'set';
    }
    if (typeof nav.clearAppBadge === 'function') {
      swallow(nav.clearAppBadge());
      return 'clear';
    }
    // Stryker disable next-line ConditionalExpression: without it the TypeError is caught below and answers the same 'unsupported'
    if (typeof nav.setAppBadge === 'function') {
      // setAppBadge(0) clears the badge (docs/product.md#notification-badge).
      swallow(nav.setAppBadge(0));
      return 'clear';
    }
    return 'unsupported';
  } catch {
    return 'unsupported';
  }
}

/** Keeps the icon badge equal to the known total; does nothing until the total is known. */
export function useAppBadge(total: number | undefined): void {
  useEffect(() => {
    if (total === undefined) return;
    syncAppBadge(total);
  }, [total]);
}

import { DeferredTooltip } from '../../components/deferred-tooltip';
import { notificationAriaLabel, notificationBadgeText } from '../../lib/notification-count';
import { useAppBadge } from '../../offline/app-badge';
import { NotificationBellLink } from './notification-bell-link';

/**
 * The bell in the header (docs/product.md#notification-badge): '99+' from 99 upward, nothing at 0 or less. The element with
 * data-testid="notification-badge" always exists; its text is exactly the badge text. The installed app's
 * icon badge follows the same total (navigator.setAppBadge / clearAppBadge).
 */
export function NotificationButton({ total }: { total: number | undefined }) {
  useAppBadge(total);
  const text = notificationBadgeText(total);
  const label = notificationAriaLabel(total);
  return (
    <DeferredTooltip label={label} withArrow>
      <NotificationBellLink text={text} label={label} />
    </DeferredTooltip>
  );
}

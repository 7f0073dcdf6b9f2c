import { ActionIcon, Badge } from '@mantine/core';
import { DeferredTooltip } from '../../components/deferred-tooltip';
import { IconBell } from '@tabler/icons-react';
import { Link } from 'wouter';
import { notificationAriaLabel, notificationBadgeText } from '../../lib/notification-count';
import { paths } from '../../lib/paths';
import { useAppBadge } from '../../offline/app-badge';

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
      <ActionIcon
        component={Link}
        href={paths.notifications.getHref()}
        variant="subtle"
        color="dark"
        size="xl"
        radius="xl"
        aria-label={label}
        data-testid="notification-badge"
        pos="relative"
        // The badge sits over the corner: clipped to the button, "99+" lost its "+".
        style={{ overflow: 'visible' }}
      >
        <IconBell size={22} stroke={1.6} aria-hidden="true" />
        {text && (
          <Badge
            data-testid="notification-count"
            aria-hidden="true"
            color="red"
            variant="filled"
            size="sm"
            circle={text.length === 1}
            pos="absolute"
            top={2}
            right={text.length > 2 ? -6 : 0}
            px={text.length > 1 ? 4 : undefined}
            style={{ pointerEvents: 'none' }}
          >
            {text}
          </Badge>
        )}
      </ActionIcon>
    </DeferredTooltip>
  );
}

import { Badge } from '@mantine/core';
import { IconShieldCheck, IconShieldExclamation } from '@tabler/icons-react';
import type { Notification } from '../../../contract/notifications';
import { NOTIFICATION_TYPE_LABELS, RISK_CHANGE_LABELS } from '../notification-filters';

/** The type's badge: a risk change says whether the flag is new (red) or ended (grey), with a shield. */
export function NotificationTypeBadge({ notification: n }: { notification: Notification }) {
  if (n.risk) {
    const isNew = n.risk.change === 'NEW';
    const Icon = isNew ? IconShieldExclamation : IconShieldCheck;
    return (
      <Badge
        variant="light"
        color={isNew ? 'red' : 'gray'}
        size="sm"
        leftSection={<Icon size={12} aria-hidden="true" />}
      >
        {RISK_CHANGE_LABELS[n.risk.change]}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={n.type === 'NEW_PROCESS' ? 'grape' : 'blue'} size="sm">
      {NOTIFICATION_TYPE_LABELS[n.type]}
    </Badge>
  );
}

import { Badge } from '@mantine/core';
import type { MemberStatus } from '../../../contract/constants/organization-users';
import { statusColor, statusLabel } from '../member-labels';

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  return (
    // Dark text on a light badge: the yellow and gray light variants keep 4.5:1 with it (axe).
    <Badge color={statusColor(status)} variant="light" styles={{ label: { color: 'var(--mantine-color-dark-7)' } }}>
      {statusLabel(status)}
    </Badge>
  );
}

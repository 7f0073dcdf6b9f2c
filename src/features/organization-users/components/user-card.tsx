import { Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OrganizationUser } from '../../../contract/organization-users';
import { accessTypeLabel, lastSignInLabel } from '../member-labels';
import { MemberStatusBadge } from './member-status-badge';

/** Phone list: one card per member. */
export function UserCard({ user, actions }: { user: OrganizationUser; actions: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="user-card" data-email={user.email}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={600} size="sm" truncate>
            {user.name || user.email}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {user.email}
          </Text>
        </Stack>
        {actions}
      </Group>
      <Group gap="xs" mt="xs">
        <MemberStatusBadge status={user.status} />
        <Text size="xs">{accessTypeLabel(user.accessType)}</Text>
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        Último acesso: {lastSignInLabel(user.lastSignInAt)}
      </Text>
    </Card>
  );
}

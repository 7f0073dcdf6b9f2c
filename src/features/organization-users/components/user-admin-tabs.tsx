import { Button, Group } from '@mantine/core';
import { IconListDetails, IconUsers } from '@tabler/icons-react';
import { Link } from 'wouter';

interface Props {
  active: 'users' | 'audit';
  usersHref: string;
  auditHref: string;
}

/** The two screens of user administration, side by side: the members and the audit trail. */
export function UserAdminTabs({ active, usersHref, auditHref }: Props) {
  return (
    <Group component="nav" aria-label="Administração de usuários" gap="xs">
      <Button
        component={Link}
        href={usersHref}
        variant={active === 'users' ? 'filled' : 'default'}
        aria-current={active === 'users' ? 'page' : undefined}
        leftSection={<IconUsers size={16} aria-hidden="true" />}
      >
        Pessoas
      </Button>
      <Button
        component={Link}
        href={auditHref}
        variant={active === 'audit' ? 'filled' : 'default'}
        aria-current={active === 'audit' ? 'page' : undefined}
        leftSection={<IconListDetails size={16} aria-hidden="true" />}
      >
        Auditoria
      </Button>
    </Group>
  );
}

import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconBellRinging, IconChevronDown, IconCloudDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';

interface Props {
  name: string;
  email: string;
  picture: string | null;
  profileLabel: string;
  onLogout: () => void;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return `${parts[0]?.[0] ?? ''}${parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : ''}`.toUpperCase();
}

/** Who is signed in, and 'Sair'. */
export function UserMenu({ name, email, picture, profileLabel, onLogout }: Props) {
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal>
      <Menu.Target>
        <UnstyledButton
          data-testid="user-menu"
          aria-label={`Menu do usuário: ${name}`}
          p={4}
          style={{ borderRadius: 'var(--mantine-radius-xl)' }}
        >
          <Group gap={8} wrap="nowrap">
            <Avatar src={picture} alt="" radius="xl" color="brand" size={34}>
              {initials(name)}
            </Avatar>
            <Text size="sm" fw={500} visibleFrom="sm" maw={160} truncate="end" data-testid="user-name">
              {name}
            </Text>
            <IconChevronDown size={14} aria-hidden="true" />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text size="sm" fw={600} c="dark">
            {name}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {email}
          </Text>
          <Text size="xs" c="dimmed">
            {profileLabel}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} href={paths.offline.getHref()} leftSection={<IconCloudDown size={16} aria-hidden="true" />} data-testid="offline-menu">
          Disponível offline
        </Menu.Item>
        <Menu.Item
          component={Link}
          href={paths.deviceNotifications.getHref()}
          leftSection={<IconBellRinging size={16} aria-hidden="true" />}
          data-testid="device-notifications-menu"
        >
          Notificações no aparelho
        </Menu.Item>
        <Menu.Item data-testid="logout" color="red" leftSection={<IconLogout size={16} aria-hidden="true" />} onClick={onLogout}>
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

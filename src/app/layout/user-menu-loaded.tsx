import { Menu, Text } from '@mantine/core';
import { IconBellRinging, IconCloudDown, IconLogout } from '@tabler/icons-react';
import { Link } from 'wouter';
import { paths } from '../../lib/paths';
import { UserMenuTrigger } from './user-menu-trigger';

export interface UserMenuProps {
  name: string;
  email: string;
  picture: string | null;
  profileLabel: string;
  onLogout: () => void;
}

/** Who is signed in, and 'Sair': the menu itself, which user-menu.tsx loads after the first screen. */
export function UserMenuLoaded({
  name,
  email,
  picture,
  profileLabel,
  onLogout,
  defaultOpened,
}: UserMenuProps & { defaultOpened: boolean }) {
  return (
    <Menu position="bottom-end" shadow="md" width={260} withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserMenuTrigger name={name} picture={picture} />
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
        <Menu.Item
          component={Link}
          href={paths.offline.getHref()}
          leftSection={<IconCloudDown size={16} aria-hidden="true" />}
          data-testid="offline-menu"
        >
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
        <Menu.Item
          data-testid="logout"
          color="red"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={onLogout}
        >
          Sair
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

import { Button, Menu, Text } from '@mantine/core';
import { IconBuilding, IconCheck, IconChevronDown } from '@tabler/icons-react';
import { useSession } from '../session-context';
import { OFFLINE_ACTION_REASON, useIsOffline } from '../../../lib/network';

/**
 * The organization name, and a menu to switch when the user belongs to several. Switching stores the
 * new id and name and reloads what depends on the organization.
 */
export function OrganizationSwitcher() {
  const { organization, organizations, selectOrganization } = useSession();
  const offline = useIsOffline();
  const name = (
    <Text span fw={600} truncate="end" data-testid="org-name" title={organization.name} maw={{ base: 150, xs: 260, md: 380 }}>
      {organization.name}
    </Text>
  );

  if (organizations.length < 2) {
    return (
      <Text span c="dark" style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
        <IconBuilding size={18} aria-hidden="true" />
        {name}
      </Text>
    );
  }

  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={300}>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          data-testid="org-switcher"
          aria-label={`Organização: ${organization.name}. Trocar de organização`}
          leftSection={<IconBuilding size={18} aria-hidden="true" />}
          rightSection={<IconChevronDown size={16} aria-hidden="true" />}
          px="xs"
          styles={{ label: { minWidth: 0 } }}
        >
          {name}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Trocar de organização</Menu.Label>
        {offline && (
          <Menu.Label c="yellow.9" data-testid="org-switch-offline">
            {OFFLINE_ACTION_REASON}
          </Menu.Label>
        )}
        {organizations.map((o) => (
          <Menu.Item
            key={o.id}
            role="menuitemradio"
            aria-checked={o.id === organization.id}
            onClick={() => selectOrganization(o.id)}
            // Another organization's data was never saved on this device.
            disabled={offline && o.id !== organization.id}
            rightSection={o.id === organization.id ? <IconCheck size={16} aria-hidden="true" /> : null}
          >
            {o.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

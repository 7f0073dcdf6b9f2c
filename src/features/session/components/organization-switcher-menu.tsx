import { Menu } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useSession } from '../session-context';
import { OFFLINE_ACTION_REASON, useIsOffline } from '../../../lib/network';
import { OrganizationSwitcherTrigger } from './organization-switcher-trigger';

/** The switching menu itself, which organization-switcher.tsx loads after the first screen. */
export function OrganizationSwitcherMenu({ defaultOpened }: { defaultOpened: boolean }) {
  const { organization, organizations, selectOrganization } = useSession();
  const offline = useIsOffline();
  return (
    <Menu position="bottom-start" withinPortal shadow="md" width={300} defaultOpened={defaultOpened}>
      <Menu.Target>
        <OrganizationSwitcherTrigger name={organization.name} />
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

import { IconBuilding } from '@tabler/icons-react';
import { useState, type CSSProperties } from 'react';
import { cls, FOCUS_AUTO } from '../../../components/bare/mantine-markup';
import { deferredComponent } from '../../../offline/deferred-component';
import { useSession } from '../session-context';
import { OrganizationName, OrganizationSwitcherTrigger } from './organization-switcher-trigger';

// Mantine's `<Text span c="dark">` markup (the header draws it on every start).
const SINGLE_STYLE: CSSProperties = {
  alignItems: 'center',
  color: 'var(--mantine-color-dark-text)',
  display: 'inline-flex',
  gap: 8,
  minWidth: 0,
};

// Menu, Popover and floating-ui: not needed to draw a signed-in screen, so they come after it.
const OrganizationSwitcherMenu = deferredComponent(
  () => import('./organization-switcher-menu'),
  (m) => m.OrganizationSwitcherMenu,
);

/**
 * The organization name, and a menu to switch when the user belongs to several. Switching stores the
 * new id and name and reloads what depends on the organization. A click before the menu's code has come opens it as
 * soon as it has.
 */
export function OrganizationSwitcher() {
  const { organization, organizations } = useSession();
  const [openOnLoad, setOpenOnLoad] = useState(false);

  if (organizations.length < 2) {
    return (
      <span className={`${FOCUS_AUTO} ${cls.text}`} style={SINGLE_STYLE}>
        <IconBuilding size={18} aria-hidden="true" />
        <OrganizationName name={organization.name} />
      </span>
    );
  }

  return (
    <OrganizationSwitcherMenu
      defaultOpened={openOnLoad}
      fallback={
        <OrganizationSwitcherTrigger
          name={organization.name}
          aria-haspopup="menu"
          onClick={() => setOpenOnLoad(true)}
        />
      }
    />
  );
}

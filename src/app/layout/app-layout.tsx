import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { BareGroup } from '../../components/bare/bare-group';
import { rem } from '../../components/bare/mantine-markup';
import { useLogout } from '../../features/auth/use-logout';
import { useDevicePushSession } from '../../features/device-notifications/use-device-push-session';
import { useNotificationTotal } from '../../features/session/api/get-notification-total';
import { OrganizationSwitcher } from '../../features/session/components/organization-switcher';
import { RefreshSessionAfterPaint } from '../../features/session/components/refresh-session-after-paint';
import { REFRESH_AFTER_FIRST_SCREEN } from '../../features/session/refresh-session';
import { profileLabel } from '../../features/session/organization-flags';
import { useSession } from '../../features/session/session-context';
import { InNextTask } from '../../components/in-next-task';
import classes from './app-layout.module.css';
import { CloseOnNavigate } from './close-on-navigate';
import { HeaderBrand } from './header-brand';
import { NavBurger } from './nav-burger';
import { ShellFrame } from './shell-frame';
import { NotificationButton } from './notification-button';
import { OfflineBanner } from './offline-banner';
import { useRefreshPins } from '../offline-pins/use-refresh-pins';
import { OutboxIndicator } from '../../features/processes/outbox/outbox-indicator';
import { useLogoutGuard } from '../../features/processes/outbox/use-logout-guard';
import { SideMenu } from './side-menu';
import { UserMenu } from './user-menu';
import { canSeeBilling } from '../../contract/constants/profiles';

// The header's row as Mantine's Groups drew it, without their runtime (tests/unit/shell-header-markup.test.tsx).
const BAR_STYLE: CSSProperties = { height: '100%' };
const START_STYLE: CSSProperties = { minWidth: 0 };

/** The side menu collapses into a burger below 768 px ('sm' in the theme; docs/product.md#side-menu). */
export function AppLayout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below 768 px the menu is off screen until the burger opens it: its links render on the first opening, not in the
  // shell's first render (a main-thread task of ~50 ms at 4× CPU with them), then stay.
  const wide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  const [menuOpenedOnce, setMenuOpenedOnce] = useState(false);
  if (opened && !menuOpenedOnce) setMenuOpenedOnce(true);
  const { user, organization, holder } = useSession();
  const total = useNotificationTotal(organization.id, REFRESH_AFTER_FIRST_SCREEN).data;
  const logout = useLogout();
  useRefreshPins();
  useDevicePushSession(organization.id);
  const { requestLogout, modal: logoutModal } = useLogoutGuard(() => void logout());
  const name = `${user.firstname} ${user.lastname}`.trim() || user.username;

  return (
    <>
      <ShellFrame
        navbarOpened={opened}
        header={
          <BareGroup
            gap="var(--mantine-spacing-xs)"
            justify="space-between"
            wrap="nowrap"
            className={classes.bar}
            style={BAR_STYLE}
          >
            <BareGroup gap="var(--mantine-spacing-xs)" wrap="nowrap" style={START_STYLE}>
              <NavBurger opened={opened} onClick={toggle} />
              <HeaderBrand />
              <OrganizationSwitcher />
            </BareGroup>
            <BareGroup gap={rem(4)} wrap="nowrap">
              <OutboxIndicator />
              <NotificationButton total={total} />
              <UserMenu
                name={name}
                email={user.username}
                picture={user.picture}
                profileLabel={profileLabel(organization.profile)}
                onLogout={requestLogout}
              />
            </BareGroup>
          </BareGroup>
        }
        navbar={
          (wide || opened || menuOpenedOnce) && (
            <SideMenu
              isAdmin={organization.amAdmin}
              seesBilling={canSeeBilling(organization.profile) && holder !== null}
              onNavigate={close}
            />
          )
        }
      >
        <OfflineBanner />
        <InNextTask>
          {children}
          <RefreshSessionAfterPaint />
        </InNextTask>
      </ShellFrame>
      {logoutModal}
      {opened && <CloseOnNavigate onNavigate={close} />}
    </>
  );
}

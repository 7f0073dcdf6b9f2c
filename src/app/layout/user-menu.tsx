import { useState } from 'react';
import { deferredComponent } from '../../offline/deferred-component';
import type { UserMenuProps } from './user-menu-loaded';
import { UserMenuTrigger } from './user-menu-trigger';

// Menu, Popover and floating-ui: not needed to draw a signed-in screen, so they come after it.
const UserMenuLoaded = deferredComponent(
  () => import('./user-menu-loaded'),
  (m) => m.UserMenuLoaded,
);

/** Who is signed in, and 'Sair'. A click before the menu's code has come opens it as soon as it has. */
export function UserMenu(props: UserMenuProps) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  return (
    <UserMenuLoaded
      {...props}
      defaultOpened={openOnLoad}
      fallback={
        <UserMenuTrigger
          name={props.name}
          picture={props.picture}
          aria-haspopup="menu"
          onClick={() => setOpenOnLoad(true)}
        />
      }
    />
  );
}

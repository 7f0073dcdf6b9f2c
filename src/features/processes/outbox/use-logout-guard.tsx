import { useState, type ReactNode } from 'react';
import { deferredComponent } from '../../../offline/deferred-component';
import { useOutbox } from './outbox-context';

// The dialog's code (Modal, focus trap, scroll lock: ~16 KiB gzip) is not part of the file every signed-in screen waits
// for. It is mounted, so fetched, with the shell, long before anyone can queue a movement offline.
const LogoutOutboxModal = deferredComponent(
  () => import('./logout-outbox-modal'),
  (m) => m.LogoutOutboxModal,
);

/**
 * Logout with movements still in the outbox asks first (docs/product.md#actions-offline): keep them for this user's next sign-in,
 * or discard them explicitly. Nothing pending: logs out at once.
 */
export function useLogoutGuard(logout: () => void): { requestLogout: () => void; modal: ReactNode } {
  const { items, discardAll } = useOutbox();
  const [opened, setOpened] = useState(false);
  const [discarding, setDiscarding] = useState(false);
  const count = items.length;

  const requestLogout = () => {
    if (count === 0) logout();
    else setOpened(true);
  };
  const keep = () => {
    setOpened(false);
    logout();
  };
  const discard = () => {
    setDiscarding(true);
    void discardAll().finally(() => {
      setDiscarding(false);
      setOpened(false);
      logout();
    });
  };

  const modal = (
    <LogoutOutboxModal
      opened={opened}
      count={count}
      discarding={discarding}
      onCancel={() => setOpened(false)}
      onDiscard={discard}
      onKeep={keep}
    />
  );
  return { requestLogout, modal };
}

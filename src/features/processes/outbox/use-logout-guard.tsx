import { Suspense, useState, type ReactNode } from 'react';
import { deferredComponent } from '../../../offline/deferred-component';
import { useOutbox } from './outbox-context';

// Only with something in the outbox: the dialog's code (Modal, scroll lock) is not part of every signed-in screen.
const LogoutOutboxModal = deferredComponent(() => import('./logout-outbox-modal'), (m) => m.LogoutOutboxModal);

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

  const modal =
    count > 0 || opened ? (
      <Suspense fallback={null}>
        <LogoutOutboxModal opened={opened} count={count} discarding={discarding} onCancel={() => setOpened(false)} onDiscard={discard} onKeep={keep} />
      </Suspense>
    ) : null;
  return { requestLogout, modal };
}

import { useState, type ReactNode } from 'react';
import { LogoutOutboxModal } from './logout-outbox-modal';
import { useOutbox } from './outbox-context';

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
    <LogoutOutboxModal opened={opened} count={count} discarding={discarding} onCancel={() => setOpened(false)} onDiscard={discard} onKeep={keep} />
  );
  return { requestLogout, modal };
}

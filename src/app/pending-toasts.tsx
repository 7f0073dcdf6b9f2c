import { Notification } from '@mantine/core';
import { notifications, useNotifications, type NotificationData } from '@mantine/notifications';
import { useEffect } from 'react';
import classes from './pending-toasts.module.css';

/** Mantine's host closes a toast after 4 s unless it says otherwise; the stand-in does the same. */
const DEFAULT_AUTO_CLOSE = 4_000;

/**
 * The toasts raised before the host's code has come (notifications-host.tsx), drawn plainly from Mantine's store:
 * offline on a first visit, before the service worker holds that code, a movement queued on this device must still
 * say so. No transitions and no swipe; the real host takes the same toasts over when it arrives.
 */
export function PendingToasts() {
  const { notifications: shown } = useNotifications();
  if (shown.length === 0) return null;
  return (
    <div className={classes.stack}>
      {shown.map((toast) => (
        <PendingToast key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function PendingToast({ toast }: { toast: NotificationData }) {
  const { id, message, autoClose, allowClose, withCloseButton, title, color, icon, loading } = toast;
  // The callers' test ids and the like travel as data-* attributes, as the real host passes them.
  const dataAttributes = Object.fromEntries(Object.entries(toast).filter(([key]) => key.startsWith('data-')));
  const closeAfter = autoClose === false ? null : typeof autoClose === 'number' ? autoClose : DEFAULT_AUTO_CLOSE;
  useEffect(() => {
    if (id === undefined || closeAfter === null) return;
    const timer = setTimeout(() => notifications.hide(id), closeAfter);
    return () => clearTimeout(timer);
  }, [id, closeAfter]);
  return (
    <Notification
      {...dataAttributes}
      title={title}
      color={color}
      icon={icon}
      loading={loading}
      withCloseButton={allowClose !== false && withCloseButton !== false}
      onClose={() => id !== undefined && notifications.hide(id)}
      closeButtonProps={{ 'aria-label': 'Fechar aviso' }}
    >
      {message}
    </Notification>
  );
}

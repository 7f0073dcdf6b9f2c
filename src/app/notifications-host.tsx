import { Notifications } from '@mantine/notifications';

/** Where toasts appear; a lazy chunk of its own (see providers.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}

import { Notifications } from '@mantine/notifications';

/** Where toasts appear: in the signed-in shell (see shell-routes.tsx). */
export function NotificationsHost() {
  return <Notifications position="top-right" zIndex={1000} />;
}

import { Notifications } from '@mantine/notifications';

/**
 * Mantine's toasts host, in a file of its own so that notifications-host.tsx can load it later. Imported by name from
 * here: a dynamic import of the package itself would bind its whole index into the entry file, where its store is.
 */
export function Toasts() {
  return <Notifications position="top-right" zIndex={1000} />;
}

import { paths } from '../lib/paths';
import type { ShownNotification, WindowClientLike, WorkerScope } from './worker-scope';

/** The app path a notification opens: only a same-origin path of ours (never another site), else the notification centre. */
export function clickPath(data: unknown): string {
  const url = (data as { url?: unknown } | null)?.url;
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.includes('\\')
    ? url
    : paths.notifications.getHref();
}

function sameOrigin(client: WindowClientLike, origin: string): boolean {
  try {
    return new URL(client.url).origin === origin;
  } catch {
    return false;
  }
}

/**
 * A click: an open window of the app is focused and taken to the process (or /notificacoes); without one, a new window
 * opens there. A window the worker does not control cannot be navigated by it (navigate() rejects): a new window
 * opens instead. Returns what it did, for the tests.
 */
export async function routeNotificationClick(
  scope: WorkerScope,
  notification: Pick<ShownNotification, 'data' | 'close'>,
): Promise<'focused' | 'opened'> {
  notification.close();
  const target = new URL(clickPath(notification.data), scope.location.origin).href;
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter((c) =>
    sameOrigin(c, scope.location.origin),
  );
  const client = windows.find((c) => c.focused) ?? windows[0];
  if (client) {
    // focus() needs the click's user activation (and may lose a race with the OS): a window that could not be raised
    // is still taken to the process.
    await client.focus().catch(() => undefined);
    try {
      if (client.url !== target) await client.navigate(target);
      return 'focused';
    } catch {
      // Falls through: an uncontrolled or closing window.
    }
  }
  await scope.clients.openWindow(target);
  return 'opened';
}

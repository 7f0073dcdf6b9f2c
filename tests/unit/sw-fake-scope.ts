import { vi } from 'vitest';
import type {
  ShownNotification,
  ShownNotificationOptions,
  WindowClientLike,
  WorkerScope,
} from '../../src/sw/worker-scope';

export const ORIGIN = 'https://painel.example';

/** A service worker registration that behaves like the browser's: a notification with the tag of a shown one replaces it. */
export function fakeScope(options: { badging?: boolean; windows?: WindowClientLike[] } = {}) {
  const shown: (ShownNotification & { options: ShownNotificationOptions })[] = [];
  const badge = {
    setAppBadge: vi.fn((_n?: number) => Promise.resolve()),
    clearAppBadge: vi.fn(() => Promise.resolve()),
  };
  const openWindow = vi.fn((_url: string) => Promise.resolve(null));
  const scope: WorkerScope = {
    location: { origin: ORIGIN },
    navigator: options.badging === false ? {} : badge,
    registration: {
      showNotification: vi.fn((title: string, opts: ShownNotificationOptions = {}) => {
        const tag = opts.tag ?? '';
        const existing = tag ? shown.findIndex((n) => n.tag === tag) : -1;
        if (existing >= 0) shown.splice(existing, 1);
        const notification = { title, body: opts.body ?? '', tag, data: opts.data, options: opts, close: vi.fn() };
        shown.push(notification);
        return Promise.resolve();
      }),
      getNotifications: vi.fn((filter?: { tag?: string }) =>
        Promise.resolve(shown.filter((n) => !filter?.tag || n.tag === filter.tag)),
      ),
    },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(options.windows ?? [])),
      openWindow,
    },
  };
  return { scope, shown, badge, openWindow };
}

export function fakeWindow(url: string, focused = false, controlled = true) {
  const client = {
    url,
    focused,
    focus: vi.fn(() => Promise.resolve(client)),
    navigate: vi.fn((to: string) =>
      controlled ? Promise.resolve({ ...client, url: to }) : Promise.reject(new TypeError('not controlled')),
    ),
  };
  return client;
}

/** PushMessageData of a JSON body. */
export const pushData = (value: unknown) => ({
  text: () => (typeof value === 'string' ? value : JSON.stringify(value)),
});

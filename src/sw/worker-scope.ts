/**
 * The part of the service worker's global scope the push and click handlers use, written out so that the handlers run
 * (and are tested) against a fake: ServiceWorkerGlobalScope satisfies it as is (src/sw.ts passes `self`).
 */

/** NotificationOptions plus what the DOM library's type leaves out but Chromium and Firefox read. */
export interface ShownNotificationOptions extends NotificationOptions {
  renotify?: boolean;
  timestamp?: number;
}

export interface ShownNotification {
  readonly title: string;
  readonly body: string;
  readonly tag: string;
  readonly data: unknown;
  close(): void;
}

export interface WindowClientLike {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

export interface BadgingNavigator {
  setAppBadge?: (contents?: number) => Promise<void>;
  clearAppBadge?: () => Promise<void>;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: BadgingNavigator;
  readonly registration: {
    showNotification(title: string, options?: ShownNotificationOptions): Promise<void>;
    getNotifications(filter?: { tag?: string }): Promise<readonly ShownNotification[]>;
  };
  readonly clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
}

import type { BrowserContext, CDPSession, Page, Worker } from '@playwright/test';
import type { SubscriptionJson } from '../../server/support/web-push-receiver.ts';

/**
 * Chromium cannot make a real push subscription here: in Playwright's (incognito) contexts subscribe() answers
 * "Registration failed - permission denied", and in a persistent profile it waits forever on Google's push service
 * (FCM), which this machine cannot reach. So the page's PushManager hands out a subscription of the test's local push
 * endpoint (the receiver's endpoint and keys): the screen, the API, the allow-list, web-push's encryption and VAPID
 * signature and the service worker stay real. The "subscribed" state survives reloads (localStorage) like a real one.
 */
export async function usePushSubscriptionOf(context: BrowserContext, subscription: SubscriptionJson): Promise<void> {
  await context.addInitScript((sub) => {
    const FLAG = '__e2ePushSubscribed';
    const fake = {
      endpoint: sub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      getKey: () => null,
      toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
      unsubscribe: async () => {
        localStorage.removeItem(FLAG);
        return true;
      },
    };
    PushManager.prototype.subscribe = async function subscribe() {
      localStorage.setItem(FLAG, '1');
      return fake as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return (localStorage.getItem(FLAG) === '1' ? fake : null) as unknown as PushSubscription | null;
    };
  }, subscription);
}

/** The app's service worker as Playwright sees it (evaluate runs in the worker). */
export async function appServiceWorker(context: BrowserContext, origin: string): Promise<Worker> {
  const url = `${origin}/sw.js`;
  return (
    context.serviceWorkers().find((w) => w.url() === url) ??
    (await context.waitForEvent('serviceworker', { predicate: (w) => w.url() === url }))
  );
}

/** The service worker registration id Chrome DevTools Protocol knows for `origin` (ServiceWorker.deliverPushMessage). */
export async function registrationIdOf(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** Records the worker's Badging API calls (it delegates to the real ones: nothing is faked). */
export async function recordWorkerBadge(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const scope = self as unknown as {
      __badge: unknown[][];
      navigator: Record<string, ((...args: unknown[]) => Promise<void>) | undefined>;
    };
    if (scope.__badge) return;
    scope.__badge = [];
    const proto = Object.getPrototypeOf(scope.navigator) as Record<
      string,
      ((...args: unknown[]) => Promise<void>) | undefined
    >;
    for (const name of ['setAppBadge', 'clearAppBadge']) {
      const real = proto[name];
      if (typeof real !== 'function') continue;
      proto[name] = function (this: unknown, ...args: unknown[]) {
        scope.__badge.push([name, ...args]);
        return real.apply(this, args);
      };
    }
  });
}

export const workerBadgeCalls = (worker: Worker) =>
  worker.evaluate(() => (self as unknown as { __badge?: unknown[][] }).__badge ?? null);

/** The notifications the app's registration shows, read from a page of the app. */
export function shownNotifications(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as unknown,
      icon: n.icon,
      badge: (n as Notification & { badge?: string }).badge,
    }));
  });
}

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { routeNotificationClick } from './sw/click-routing';
import { NAVIGATION_DENYLIST } from './sw/navigation-denylist';
import { handlePush } from './sw/push-handler';

/**
 * The app's service worker (vite-plugin-pwa injectManifest): what the generated worker did — the precache of the build
 * (its list is injected at build time from vite.config.ts's globPatterns), the index.html fallback for navigations,
 * the app-config network-first cache, an update only when the user accepts the prompt — and Web Push: a push shows a
 * notification and sets the icon badge even with the app closed; a click opens the process.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Update by prompt (src/app/update-prompt.tsx): a new version waits until the user clicks "Atualizar", whose
// workbox-window messageSkipWaiting() sends this message. No skipWaiting() at install, no clientsClaim.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [...NAVIGATION_DENYLIST] }));

// The runtime configuration: fresh when the network answers within 5 s, else the last copy (an installed app starts
// offline).
registerRoute(
  /\/app-config\.json$/,
  new NetworkFirst({
    cacheName: 'app-config',
    networkTimeoutSeconds: 5,
    plugins: [new ExpirationPlugin({ maxEntries: 1 })],
  }),
  'GET',
);

// Web Push: the handlers live in src/sw/ and take the scope as an argument, so the unit tests run them.
self.addEventListener('push', (event) => {
  event.waitUntil(handlePush(self, event.data));
});

self.addEventListener('notificationclick', (event) => {
  event.waitUntil(routeNotificationClick(self, event.notification));
});

import { deferredComponent } from '../offline/deferred-component';
import { useServiceWorkerAllowed } from './service-worker-gate';
import { useServiceWorkerWhileSignedOut } from './service-worker-timing';

// It registers the worker once allowed, after the first screen: its code (workbox-window, the notification) need not
// be in the file every first visit waits for.
const UpdatePrompt = deferredComponent(
  () => import('./update-prompt'),
  (m) => m.UpdatePrompt,
);

/**
 * Registers the service worker when its time comes (service-worker-timing). A leaf of its own: the sign-in and the
 * worker's go-ahead re-render it alone, not the whole app from its root (a 12–20 ms task at 1× CPU on every start).
 */
export function ServiceWorkerRegistration() {
  useServiceWorkerWhileSignedOut();
  return useServiceWorkerAllowed() ? <UpdatePrompt /> : null;
}

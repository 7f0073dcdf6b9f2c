import { deferredComponent } from '../offline/deferred-component';
import { PendingToasts } from './pending-toasts';

// The host's parts (transitions, swipe, scroll lock) arrive after the first screen; toasts raised earlier wait in
// Mantine's store (~5 KiB gzip less for every signed-in screen) and are drawn plainly meanwhile.
const Toasts = deferredComponent(
  () => import('./toasts'),
  (m) => m.Toasts,
);

/** Where toasts appear: in the signed-in shell (see shell-routes.tsx). */
export function NotificationsHost() {
  return <Toasts fallback={<PendingToasts />} />;
}

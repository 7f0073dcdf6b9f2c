import { deferredComponent } from '../offline/deferred-component';
import { AppProviders } from './providers';
import { AppRouter } from './router';
import { useServiceWorkerAllowed } from './service-worker-gate';
import { useServiceWorkerWhileSignedOut } from './service-worker-timing';

// It registers the worker once allowed, after the first screen: its code (workbox-window, the notification) need not
// be in the file every first visit waits for.
const UpdatePrompt = deferredComponent(
  () => import('./update-prompt'),
  (m) => m.UpdatePrompt,
);

export function App() {
  // The prompt registers the worker, once the link is not needed for what the person waits on (service-worker-timing).
  useServiceWorkerWhileSignedOut();
  const serviceWorkerAllowed = useServiceWorkerAllowed();
  return (
    <AppProviders>
      <AppRouter />
      {serviceWorkerAllowed && <UpdatePrompt />}
    </AppProviders>
  );
}

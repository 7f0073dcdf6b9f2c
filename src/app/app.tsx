import { AppProviders } from './providers';
import { AppRouter } from './router';
import { useServiceWorkerAllowed } from './service-worker-gate';
import { useServiceWorkerWhileSignedOut } from './service-worker-timing';
import { UpdatePrompt } from './update-prompt';

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

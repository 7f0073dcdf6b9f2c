import { AppProviders } from './providers';
import { AppRouter } from './router';
import { useServiceWorkerAllowed } from './service-worker-gate';
import { UpdatePrompt } from './update-prompt';

export function App() {
  // The prompt registers the worker: only once the signed-in shell's first screen is settled.
  const serviceWorkerAllowed = useServiceWorkerAllowed();
  return (
    <AppProviders>
      <AppRouter />
      {serviceWorkerAllowed && <UpdatePrompt />}
    </AppProviders>
  );
}

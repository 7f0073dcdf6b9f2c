import { AppProviders } from './providers';
import { AppRouter } from './router';
import { ServiceWorkerRegistration } from './service-worker-registration';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <ServiceWorkerRegistration />
    </AppProviders>
  );
}

import { AppProviders } from './providers';
import { AppRouter } from './router';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { LocationRouter } from './location-router';

export function App() {
  return (
    <AppProviders>
      <LocationRouter>
        <AppRouter />
      </LocationRouter>
      <ServiceWorkerRegistration />
    </AppProviders>
  );
}

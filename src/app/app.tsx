import { AppProviders } from './providers';
import { AppRouter } from './router';
import { ServiceWorkerRegistration } from './service-worker-registration';
import { TransitionLocationRouter } from './transition-location';

export function App() {
  return (
    <AppProviders>
      <TransitionLocationRouter>
        <AppRouter />
      </TransitionLocationRouter>
      <ServiceWorkerRegistration />
    </AppProviders>
  );
}

import { AppProviders } from './providers';
import { AppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <UpdatePrompt />
    </AppProviders>
  );
}

import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../src/contract/notifications';
import { NotificationSettingsCard } from '../../src/features/notifications/components/notification-settings-card';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({ matches: false, media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, onchange: null, dispatchEvent: () => false })) as typeof window.matchMedia;
});
afterEach(cleanup);

const client = new QueryClient();
const card = (settings: NotificationSettings) => (
  <QueryClientProvider client={client}>
    <MantineProvider>
      <NotificationSettingsCard orgId={1} settings={settings} />
    </MantineProvider>
  </QueryClientProvider>
);
const movements = () => screen.getByRole('switch', { name: 'Novas movimentações nos processos' });
const processes = () => screen.getByRole('switch', { name: 'Novos processos dos documentos monitorados' });

describe('notification settings card', () => {
  it('follows fresher settings (a restored copy refreshed) while nobody has touched the switches', () => {
    const view = render(card({ newProcess: true, changeProcess: true }));
    expect(movements()).toBeChecked();
    view.rerender(card({ newProcess: true, changeProcess: false }));
    expect(movements()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
  });

  it('keeps what the person changed when fresher settings arrive', () => {
    const view = render(card({ newProcess: true, changeProcess: true }));
    fireEvent.click(processes());
    expect(processes()).not.toBeChecked();
    view.rerender(card({ newProcess: true, changeProcess: false }));
    expect(processes()).not.toBeChecked();
    expect(movements()).toBeChecked();
  });
});

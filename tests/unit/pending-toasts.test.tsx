import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PendingToasts } from '../../src/app/pending-toasts';
import { renderWithProviders } from './support/render';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  act(() => notifications.clean());
  vi.useRealTimers();
});

describe('toasts raised before the host has loaded (offline on a first visit)', () => {
  it('draws a toast from the store with its title, message and test id, and closes it after its own delay', () => {
    renderWithProviders(<PendingToasts />);
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => {
      notifications.show({
        id: 'upload-queued',
        title: 'Guardada neste dispositivo',
        message: 'Será enviada quando a conexão voltar.',
        autoClose: 8_000,
        'data-testid': 'upload-queued',
      });
    });
    const toast = screen.getByTestId('upload-queued');
    expect(toast).toHaveTextContent('Guardada neste dispositivo');
    expect(toast).toHaveTextContent('Será enviada quando a conexão voltar.');
    act(() => vi.advanceTimersByTime(7_900));
    expect(screen.queryByTestId('upload-queued')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByTestId('upload-queued')).toBeNull();
  });

  it('closes after 4 s by default, stays when autoClose is false, and closes on its button', () => {
    renderWithProviders(<PendingToasts />);
    act(() => {
      notifications.show({ id: 'short', message: 'Preferências salvas.' });
      notifications.show({ id: 'kept', message: 'Espaço quase cheio.', autoClose: false });
    });
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    act(() => vi.advanceTimersByTime(4_100));
    expect(screen.queryByText('Preferências salvas.')).toBeNull();
    expect(screen.getByText('Espaço quase cheio.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByText('Espaço quase cheio.')).toBeNull();
  });
});

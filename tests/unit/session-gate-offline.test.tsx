import { onlineManager } from '@tanstack/react-query';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionGate } from '../../src/features/session/components/session-gate';
import { renderWithProviders } from './support/render';

// A tab that lost the network before the session's data was saved on the device: the requests are paused, not
// loading, and the gate says so instead of "Carregando sua sessão…" for as long as the network is away.
describe('session gate offline, nothing saved', () => {
  afterEach(() => {
    cleanup();
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('says the session waits for the network, then loads when it returns', async () => {
    // Never answers: once online, the gate is loading (what matters is that it left the offline notice).
    const fetch = vi.fn(() => new Promise<Response>(() => undefined));
    vi.stubGlobal('fetch', fetch);
    onlineManager.setOnline(false);
    renderWithProviders(
      <SessionGate>
        <p>painel</p>
      </SessionGate>,
    );
    expect(await screen.findByTestId('session-offline')).toHaveTextContent(
      'Os dados da sua sessão ainda não foram salvos neste dispositivo.',
    );
    expect(screen.queryByText('Carregando sua sessão…')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();

    act(() => onlineManager.setOnline(true));
    expect(await screen.findByText('Carregando sua sessão…')).toBeTruthy();
    expect(screen.queryByTestId('session-offline')).toBeNull();
  });

  it('online, the gate shows its loader, not the offline notice', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderWithProviders(
      <SessionGate>
        <p>painel</p>
      </SessionGate>,
    );
    expect(await screen.findByText('Carregando sua sessão…')).toBeTruthy();
    expect(screen.queryByTestId('session-offline')).toBeNull();
  });
});

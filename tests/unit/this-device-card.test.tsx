import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_NAME } from '../../src/contract/brand';
import { ThisDeviceCard } from '../../src/features/device-notifications/components/this-device-card';
import type { useDevicePush } from '../../src/features/device-notifications/use-device-push';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

type Push = ReturnType<typeof useDevicePush>;
const idle = { isPending: false, isError: false, error: null };
const push = (over: Partial<Push>): Push =>
  ({
    availability: 'supported',
    platform: 'other',
    permission: 'default',
    endpoint: null,
    enable: idle,
    enableAfterTap: vi.fn(),
    ...over,
  }) as unknown as Push;
const enableButton = () => screen.queryByRole('button', { name: 'Ativar neste aparelho' });

describe('this device card', () => {
  it('asks for nothing before the tap; the tap enables', () => {
    const state = push({});
    renderWithProviders(<ThisDeviceCard push={state} registered={false} />);
    expect(state.enableAfterTap).not.toHaveBeenCalled();
    fireEvent.click(enableButton()!);
    expect(state.enableAfterTap).toHaveBeenCalledTimes(1);
  });

  it('on iPhone outside the installed app, guides to "Adicionar à Tela de Início" instead of enabling', () => {
    renderWithProviders(
      <ThisDeviceCard push={push({ availability: 'ios-needs-install', platform: 'ios' })} registered={false} />,
    );
    expect(screen.getByTestId('ios-install-guide')).toHaveTextContent('Adicionar à Tela de Início');
    expect(enableButton()).toBeNull();
  });

  it('permission denied: says how to allow it again, per platform', () => {
    renderWithProviders(
      <ThisDeviceCard push={push({ permission: 'denied', platform: 'android' })} registered={false} />,
    );
    expect(screen.getByTestId('push-denied')).toHaveTextContent(
      `Configurações › Apps › ${PRODUCT_NAME} › Notificações`,
    );
    expect(enableButton()).toBeNull();
  });

  it('unsupported browser: says so, no button', () => {
    renderWithProviders(
      <ThisDeviceCard push={push({ availability: 'unsupported', permission: 'unsupported' })} registered={false} />,
    );
    expect(screen.getByTestId('push-unsupported')).toBeInTheDocument();
    expect(enableButton()).toBeNull();
  });

  it('on Android, says the launcher shows the notification rather than a number', () => {
    renderWithProviders(<ThisDeviceCard push={push({ platform: 'android' })} registered={false} />);
    expect(screen.getByTestId('android-note')).toHaveTextContent('não mostra um número');
  });

  it('enabled: marked, and no second enable', () => {
    renderWithProviders(
      <ThisDeviceCard push={push({ permission: 'granted', endpoint: 'https://fcm.googleapis.com/x' })} registered />,
    );
    expect(screen.getByTestId('push-enabled')).toHaveTextContent('Notificações ativadas');
    expect(enableButton()).toBeNull();
  });
});

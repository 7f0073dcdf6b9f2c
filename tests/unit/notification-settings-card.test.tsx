import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../src/contract/notifications';
import { NotificationSettingsCard } from '../../src/features/notifications/components/notification-settings-card';
import { renderWithProviders } from './support/render';

afterEach(cleanup);

const card = (settings: NotificationSettings) => <NotificationSettingsCard orgId={1} settings={settings} />;
const movements = () => screen.getByRole('switch', { name: 'Novas movimentações nos processos' });
const processes = () => screen.getByRole('switch', { name: 'Novos processos dos documentos monitorados' });
const risks = () => screen.getByRole('switch', { name: /^Riscos novos ou encerrados em contrapartes/ });

describe('notification settings card', () => {
  it('follows fresher settings (a restored copy refreshed) while nobody has touched the switches', () => {
    const view = renderWithProviders(card({ newProcess: true, changeProcess: true, riskChange: true }));
    expect(movements()).toBeChecked();
    view.rerender(card({ newProcess: true, changeProcess: false, riskChange: true }));
    expect(movements()).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
  });

  it('keeps what the person changed when fresher settings arrive', () => {
    const view = renderWithProviders(card({ newProcess: true, changeProcess: true, riskChange: true }));
    fireEvent.click(processes());
    expect(processes()).not.toBeChecked();
    view.rerender(card({ newProcess: true, changeProcess: false, riskChange: true }));
    expect(processes()).not.toBeChecked();
    expect(movements()).toBeChecked();
  });

  it('switches risk changes (issue 34) on and off beside the court feed', () => {
    const view = renderWithProviders(card({ newProcess: true, changeProcess: true, riskChange: false }));
    expect(risks()).not.toBeChecked();
    const save = screen.getByRole('button', { name: 'Salvar preferências' });
    expect(save).toBeDisabled();
    fireEvent.click(risks());
    expect(risks()).toBeChecked();
    expect(save).toBeEnabled();
    view.rerender(card({ newProcess: true, changeProcess: true, riskChange: true }));
    expect(screen.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
  });
});

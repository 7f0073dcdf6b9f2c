import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PushDevice } from '../../src/contract/push';
import { DeviceList } from '../../src/features/device-notifications/components/device-list';
import { subscribeBrowser } from '../../src/features/device-notifications/browser-subscription';
import type { useDevicePush } from '../../src/features/device-notifications/use-device-push';
import { AddUserModal } from '../../src/features/organization-users/components/add-user-modal';
import { ChangeProfileModal } from '../../src/features/organization-users/components/change-profile-modal';
import { apiRequest, onForbidden } from '../../src/lib/http';
import { configureHttp } from '../../src/lib/http-settings';
import { connectivity } from '../../src/lib/network';
import { resetReachabilityProbe } from '../../src/lib/http/server-reachability';
import { renderWithProviders, stubComboboxMeasurements } from './support/render';
import { apiJson } from './support/api-response';
import { DEMO_USERS } from '../support/demo-users';

/** Issue 30, item 4: what the users and devices screens say when something is refused. */
const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => apiJson(body, status);

beforeEach(() => {
  stubComboboxMeasurements();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetReachabilityProbe();
});

const profileOptions = async () => {
  fireEvent.click(screen.getByLabelText(/Perfil/, { selector: 'input' }));
  return (await screen.findAllByRole('option')).map((option) => option.textContent);
};

describe('"Adicionar pessoa"', () => {
  it('an ADMIN is offered only the profiles an ADMIN may grant; a SUPER_ADMIN all four', async () => {
    renderWithProviders(
      <AddUserModal orgId={590} callerProfile="ADMIN" opened onClose={() => {}} onAdded={() => {}} />,
    );
    const options = await profileOptions();
    expect(options).not.toContain('Superadministrador(a)');
    expect(options).toContain('Administrador(a)');
    cleanup();
    renderWithProviders(
      <AddUserModal orgId={590} callerProfile="SUPER_ADMIN" opened onClose={() => {}} onAdded={() => {}} />,
    );
    expect(await profileOptions()).toContain('Superadministrador(a)');
  });

  it("a 403 keeps the form and its values, with the API's message, and does not leave the screen", async () => {
    const leave = vi.fn();
    onForbidden(leave);
    const message = 'Somente um(a) superadministrador(a) pode conceder esse perfil.';
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, error: 'Forbidden', message }));
    renderWithProviders(
      <AddUserModal orgId={590} callerProfile="ADMIN" opened onClose={() => {}} onAdded={() => {}} />,
    );
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail/ }), { target: { value: 'nova@exemplo.test' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Nome/ }), { target: { value: 'Nova Pessoa' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByTestId('add-user-error')).toHaveTextContent(message);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('nova@exemplo.test');
    expect(screen.getByRole('textbox', { name: /Nome/ })).toHaveValue('Nova Pessoa');
    onForbidden(() => {});
  });
});

describe('"Alterar perfil"', () => {
  const user = {
    id: '11111111-1111-4111-8111-111111111111',
    name: 'Bruno Souza',
    email: DEMO_USERS.basico.email,
    profile: 'BASIC',
    accessType: 'BASIC',
    active: true,
    status: 'ACTIVE',
    lastSignInAt: null,
    createdAt: '2026-11-01T12:00:00Z',
    createdByName: null,
  } as const;

  it('an ADMIN is not offered Superadministrador(a); a 403 stays in the dialog with its message', async () => {
    const leave = vi.fn();
    onForbidden(leave);
    const message = 'Somente um(a) superadministrador(a) pode conceder esse perfil.';
    fetchMock.mockResolvedValue(json(403, { statusCode: 403, error: 'Forbidden', message }));
    renderWithProviders(
      <ChangeProfileModal orgId={590} callerProfile="ADMIN" user={user as never} isSelf={false} onClose={() => {}} />,
    );
    fireEvent.click(screen.getByLabelText(/Perfil/, { selector: 'input' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).not.toContain('Superadministrador(a)');
    fireEvent.click(options.find((option) => option.textContent === 'Administrador(a)')!);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar perfil' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(leave).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Alterar perfil' })).toBeInTheDocument();
    onForbidden(() => {});
  });
});

describe('an answer with a body is an answer', () => {
  it("the API's own 502 with its Portuguese reason is that reason, and the server stays reachable", async () => {
    const message = 'O serviço de push do aparelho não aceitou o teste agora. Tente novamente em instantes.';
    fetchMock.mockResolvedValueOnce(json(502, { statusCode: 502, error: 'Bad Gateway', message }));
    await expect(
      apiRequest('/v1/organization/590/push/subscriptions/1/test', { method: 'POST', expectedStatuses: [410, 502] }),
    ).rejects.toMatchObject({ kind: 'http', status: 502, message });
    expect(connectivity()).toBe('online');
  });
});

describe('push on this device', () => {
  it('the browser\'s English "Registration failed - permission denied" is said in Portuguese', async () => {
    const refusal = new DOMException('Registration failed - permission denied', 'NotAllowedError');
    const reg = { pushManager: { getSubscription: async () => null, subscribe: async () => Promise.reject(refusal) } };
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { ready: Promise.resolve(reg) } });
    const failure = await subscribeBrowser('BAAA').catch((error: unknown) => error as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toMatch(/Registration failed|permission denied/);
    expect((failure as Error).message).toMatch(/^O navegador não permitiu as notificações/);
  });

  it('"Remover" asks first; only the confirmation removes', async () => {
    const device: PushDevice = {
      id: 7,
      label: 'Chrome no Android',
      endpoint: 'https://push.example/1',
      createdAt: '2026-11-01T12:00:00Z',
      lastSuccessAt: null,
      failureCount: 0,
    } as PushDevice;
    const remove = {
      mutate: vi.fn(),
      reset: vi.fn(),
      isPending: false,
      isError: false,
      error: null,
      variables: undefined,
    };
    const idle = {
      mutate: vi.fn(),
      isPending: false,
      isError: false,
      isSuccess: false,
      error: null,
      variables: undefined,
    };
    const push = { endpoint: null, remove, test: idle } as unknown as ReturnType<typeof useDevicePush>;
    renderWithProviders(<DeviceList devices={[device]} loading={false} push={push} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remover Chrome no Android' }));
    expect(remove.mutate).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog', { name: 'Remover aparelho' });
    expect(dialog).toHaveTextContent('Chrome no Android deixa de receber');
    fireEvent.click(screen.getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(remove.mutate).toHaveBeenCalledWith(device, expect.anything()));
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAppConfig, loadAppConfig, type AppConfig } from '../../src/lib/config';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { configureHttp } from '../../src/lib/http-settings';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { apiJson } from './support/api-response';

const config = (email: string): AppConfig => ({
  identity: {
    userPoolId: 'local_pool',
    userPoolClientId: 'client-a',
    userPoolEndpoint: '/identity/',
    oauthDomain: null,
  },
  sentryDsn: null,
  contact: { email, phone: '+55 11 4000-0000' },
});

const fetchMock = vi.fn<typeof fetch>();
const answer = (body: AppConfig) => fetchMock.mockImplementation(async () => apiJson(body));
const online = (value: boolean) => Object.defineProperty(navigator, 'onLine', { value, configurable: true });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  configureHttp({ baseUrl: 'http://api.test', getToken: async () => null });
  online(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  online(true);
});

describe('the app configuration at start', () => {
  it('without a saved copy waits for the server and saves what it says', async () => {
    answer(config('a@exemplo.test'));
    await expect(loadAppConfig()).resolves.toMatchObject({ contact: { email: 'a@exemplo.test' } });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.appConfig) ?? '{}')).toMatchObject({
      contact: { email: 'a@exemplo.test' },
    });
  });

  it('with a saved copy starts at once, refreshes it beside the start and reports a change', async () => {
    localStorage.setItem(STORAGE_KEYS.appConfig, JSON.stringify(config('old@exemplo.test')));
    let release: () => void = () => undefined;
    fetchMock.mockImplementation(
      () => new Promise<Response>((resolve) => (release = () => resolve(apiJson(config('new@exemplo.test'))))),
    );
    const changed = vi.fn();
    await expect(loadAppConfig(changed)).resolves.toMatchObject({ contact: { email: 'old@exemplo.test' } });
    expect(changed).not.toHaveBeenCalled();
    release();
    await vi.waitFor(() =>
      expect(changed).toHaveBeenCalledWith(
        expect.objectContaining({ contact: expect.objectContaining({ email: 'new@exemplo.test' }) }),
      ),
    );
    expect(getAppConfig().contact.email).toBe('new@exemplo.test');
    expect(localStorage.getItem(STORAGE_KEYS.appConfig)).toContain('new@exemplo.test');
  });

  it('says nothing when the fresh copy is the same, and keeps the saved one when the request fails', async () => {
    localStorage.setItem(STORAGE_KEYS.appConfig, JSON.stringify(config('same@exemplo.test')));
    answer(config('same@exemplo.test'));
    const changed = vi.fn();
    await loadAppConfig(changed);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(changed).not.toHaveBeenCalled();

    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')));
    const restoreReporter = setErrorReporter(() => undefined);
    await expect(loadAppConfig(changed)).resolves.toMatchObject({ contact: { email: 'same@exemplo.test' } });
    await new Promise((resolve) => setTimeout(resolve, 10));
    restoreReporter();
    expect(getAppConfig().contact.email).toBe('same@exemplo.test');
  });

  it('offline with a saved copy asks nothing', async () => {
    localStorage.setItem(STORAGE_KEYS.appConfig, JSON.stringify(config('saved@exemplo.test')));
    online(false);
    await expect(loadAppConfig()).resolves.toMatchObject({ contact: { email: 'saved@exemplo.test' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

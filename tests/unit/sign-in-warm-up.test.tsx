import { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LATEST_MS, QUIET_MS } from '../../src/app/service-worker-after-first-screen';
import { SIGNED_OUT_DELAY_MS } from '../../src/app/service-worker-timing';
import { sessionKeys } from '../../src/features/session/api/session-keys';
import { prefetchSession } from '../../src/features/session/prefetch-session';
import { markSignedIn, markSignedOut, onSignIn } from '../../src/lib/auth-store';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { configureHttp } from '../../src/lib/http-settings';
import { STORAGE_KEYS } from '../../src/lib/storage';
import { renderWithProviders } from './support/render';
import { apiJson, apiResponse } from './support/api-response';

const json = (body: unknown) => apiJson(body);
const organization = (id: number) => ({ id, name: `Org ${id}`, profile: 'ADMIN', typeOrganization: 'LAW_FIRM' });

describe('the sign-in signal', () => {
  it('fires when someone signs in, not when the boot finds a stored session', () => {
    const listener = vi.fn();
    const stop = onSignIn(listener);
    markSignedIn(); // from 'checking': the boot found a stored session
    expect(listener).not.toHaveBeenCalled();
    markSignedOut();
    markSignedIn(); // from the login form
    expect(listener).toHaveBeenCalledTimes(1);
    markSignedIn(); // already signed in: nothing new
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    markSignedOut();
    markSignedIn();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('the session prefetch at sign-in', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  function answer(routes: Record<string, unknown>) {
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      if (!(path in routes)) return apiResponse('{}', { status: 404 });
      return json(routes[path]);
    });
  }

  const paths = () =>
    fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname);
  const user = { id: 'u1', username: 'ana@exemplo.test', firstname: 'Ana', lastname: 'Souza', picture: null };
  const holder = { holderId: 70, holderName: 'Titular 7' };

  it('fills the cache with what the session gate reads from one answer: no round trip after it', async () => {
    answer({
      '/v1/session': {
        user,
        organizations: [organization(7), organization(8)],
        holders: { orgId: 7, list: [holder] },
      },
      '/v1/plan-types': [],
    });
    const client = new QueryClient();
    await prefetchSession(client);
    await vi.waitFor(() => expect(client.getQueryData(sessionKeys.user())).toMatchObject({ firstname: 'Ana' }));
    expect(client.getQueryData(sessionKeys.organizations())).toHaveLength(2);
    expect(client.getQueryData(sessionKeys.holders(7))).toEqual([holder]);
    expect(client.getQueryData(sessionKeys.holders(8))).toBeUndefined();
    expect(paths()).toEqual(['/v1/session', '/v1/plan-types']);
    // Kept on the device like the separate answers were (the offline start reads them).
    expect(client.getQueryCache().find({ queryKey: sessionKeys.holders(7) })?.meta).toEqual({
      persist: 'session.holders',
    });
  });

  it('has the holders before the organizations, and asks for a saved organization’s own after them', async () => {
    localStorage.setItem(STORAGE_KEYS.organizationId, '8');
    answer({
      '/v1/session': { user, organizations: [organization(7), organization(8)], holders: { orgId: 7, list: [holder] } },
      '/v1/organization/8/holders': [],
      '/v1/plan-types': [],
    });
    const client = new QueryClient();
    const holdersWhenOrganizationsArrived: unknown[] = [];
    client.getQueryCache().subscribe((event) => {
      if (
        event.type === 'updated' &&
        event.action.type === 'success' &&
        event.query.queryHash.includes('organizations')
      )
        holdersWhenOrganizationsArrived.push(client.getQueryData(sessionKeys.holders(7)));
    });
    await prefetchSession(client);
    expect(holdersWhenOrganizationsArrived).toEqual([[holder]]);
    expect(client.getQueryData(sessionKeys.holders(8))).toEqual([]);
    expect(paths()).toEqual(['/v1/session', '/v1/plan-types', '/v1/organization/8/holders']);
  });

  it('asks for each part alone when the one answer failed and the query retries', async () => {
    answer({
      '/v1/user': user,
      '/v1/organization': [organization(7)],
      '/v1/organization/7/holders': [holder],
      '/v1/plan-types': [],
    });
    const fallback = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      if (path === '/v1/session') return apiResponse(JSON.stringify({ message: 'Erro' }), { status: 503 });
      return fallback!(input, init);
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1, retryDelay: 0 } } });
    await prefetchSession(client);
    await vi.waitFor(() => expect(client.getQueryData(sessionKeys.user())).toEqual(user));
    expect(client.getQueryData(sessionKeys.organizations())).toHaveLength(1);
    expect(client.getQueryData(sessionKeys.holders(7))).toEqual([holder]);
    expect(paths()).toEqual(
      expect.arrayContaining(['/v1/session', '/v1/organization', '/v1/user', '/v1/organization/7/holders']),
    );
    expect(paths().filter((path) => path === '/v1/session')).toHaveLength(1);
  });

  it('leaves failures to the gate: no throw, nothing cached for what failed', async () => {
    fetchMock.mockImplementation(async () => apiResponse(JSON.stringify({ message: 'Erro' }), { status: 500 }));
    const reported: unknown[] = [];
    const restoreReporter = setErrorReporter((error) => reported.push(error));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(prefetchSession(client)).resolves.toBeUndefined();
    restoreReporter();
    expect(reported.length).toBeGreaterThan(0);
    expect(client.getQueryData(sessionKeys.organizations())).toBeUndefined();
  });
});

describe('the warm-up loaded while the person types', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => apiResponse('{}', { status: 404 })),
    );
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token' });
  });
  afterEach(() => vi.unstubAllGlobals());

  async function freshLoader() {
    // A fresh module each time: it keeps the loaded file for the page's life.
    vi.resetModules();
    const loader = await import('../../src/app/sign-in-warm-up-loader');
    const { sharedQueryClient } = await import('../../src/app/query-client');
    const { sessionKeys: keys } = await import('../../src/features/session/api/session-keys');
    // The user's query exists once its request has started (it then fails here: nothing answers).
    const userAsked = () => sharedQueryClient().getQueryState(keys.user()) !== undefined;
    return { loader, userAsked };
  }

  it('starts the session’s requests in the sign-in’s own task once the file is in', async () => {
    const { loader, userAsked } = await freshLoader();
    await loader.preloadSignInWarmUp();
    loader.warmUpSignIn();
    expect(userAsked()).toBe(true);
  });

  it('without the file, loads it and then starts them', async () => {
    const { loader, userAsked } = await freshLoader();
    loader.warmUpSignIn();
    expect(userAsked()).toBe(false);
    await vi.waitFor(() => expect(userAsked()).toBe(true));
  });
});

describe('the service worker waits for the first screen', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  async function mountGate() {
    // A fresh module each time: the gate stays open for the page's life once opened.
    vi.resetModules();
    const gate = await import('../../src/app/service-worker-gate');
    const { ServiceWorkerAfterFirstScreen: Component } =
      await import('../../src/app/service-worker-after-first-screen');
    const { client } = renderWithProviders(<Component />);
    const allowed = () => {
      let value = false;
      const Probe = () => ((value = gate.useServiceWorkerAllowed()), null);
      render(<Probe />);
      return value;
    };
    return { client, allowed };
  }

  it('opens after the query cache has been quiet for a while', async () => {
    const { allowed } = await mountGate();
    expect(allowed()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS + 10));
    expect(allowed()).toBe(true);
  });

  it('stays shut while a request is in flight, and opens once it has settled', async () => {
    const { client, allowed } = await mountGate();
    let finish: (value: string) => void = () => undefined;
    void client.fetchQuery({ queryKey: ['slow'], queryFn: () => new Promise<string>((resolve) => (finish = resolve)) });
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS * 3));
    expect(allowed()).toBe(false);
    await act(async () => finish('done'));
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS / 2));
    expect(allowed()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(QUIET_MS));
    expect(allowed()).toBe(true);
  });

  it('opens at the latest after LATEST_MS, however busy the screen is', async () => {
    const { client, allowed } = await mountGate();
    void client.fetchQuery({ queryKey: ['never'], queryFn: () => new Promise<string>(() => undefined) });
    await act(() => vi.advanceTimersByTimeAsync(LATEST_MS - 100));
    expect(allowed()).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(allowed()).toBe(true);
  });

  it('on signed-out screens opens after the time it takes to type, unless a sign-in comes first', async () => {
    vi.resetModules();
    const gate = await import('../../src/app/service-worker-gate');
    const timing = await import('../../src/app/service-worker-timing');
    const auth = await import('../../src/lib/auth-store');
    const Hook = () => (timing.useServiceWorkerWhileSignedOut(), null);
    const allowed = () => {
      let value = false;
      const Probe = () => ((value = gate.useServiceWorkerAllowed()), null);
      render(<Probe />);
      return value;
    };
    render(<Hook />);
    await act(async () => auth.markSignedOut());
    await act(() => vi.advanceTimersByTimeAsync(SIGNED_OUT_DELAY_MS - 100));
    await act(async () => auth.markSignedIn());
    await act(() => vi.advanceTimersByTimeAsync(SIGNED_OUT_DELAY_MS));
    expect(allowed()).toBe(false);
    await act(async () => auth.markSignedOut());
    await act(() => vi.advanceTimersByTimeAsync(SIGNED_OUT_DELAY_MS + 10));
    expect(allowed()).toBe(true);
  });
});

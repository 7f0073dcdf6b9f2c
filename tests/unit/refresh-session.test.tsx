import type { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionKeys } from '../../src/features/session/api/session-keys';
import { RefreshSessionAfterPaint } from '../../src/features/session/components/refresh-session-after-paint';
import { SessionGate } from '../../src/features/session/components/session-gate';
import { configureHttp } from '../../src/lib/http-settings';
import { queryKeys } from '../../src/lib/query-keys';
import { apiJson } from './support/api-response';
import { renderWithProviders, testQueryClient } from './support/render';

const ORG = 8;
const user = { username: 'ana@exemplo.test', firstname: 'Ana', lastname: 'Souza', email: 'ana@exemplo.test' };
const organization = { id: ORG, name: 'Org 8', profile: 'ADMIN', typeOrganization: 'LAW_FIRM' };
const TEN_MINUTES_AGO = () => Date.now() - 10 * 60_000;

/** A session saved on the device ten minutes ago (older than every staleTime): what a start restores. */
function savedSession(client: QueryClient, { freshHolders = false } = {}): void {
  client.setQueryData(sessionKeys.user(), user, { updatedAt: TEN_MINUTES_AGO() });
  client.setQueryData(sessionKeys.organizations(), [organization], { updatedAt: TEN_MINUTES_AGO() });
  client.setQueryData(sessionKeys.holders(ORG), [], { updatedAt: freshHolders ? Date.now() : TEN_MINUTES_AGO() });
  client.setQueryData(sessionKeys.planTypes(), [], { updatedAt: TEN_MINUTES_AGO() });
  client.setQueryData(queryKeys.notificationTotal(ORG), 3, { updatedAt: TEN_MINUTES_AGO() });
}

/** The paths the API was asked for. */
function requestedPaths(fetchMock: ReturnType<typeof vi.fn<typeof fetch>>): string[] {
  return fetchMock.mock.calls.map(([input]) => new URL(String(input instanceof Request ? input.url : input)).pathname);
}

/** The frames the page asked for, run when the test says the frame paints. */
function stubFrames(): { paint: () => void } {
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
  return { paint: () => frames.splice(0).forEach((frame) => frame(performance.now())) };
}

/** The gate and, beside its first screen, the refresh after paint (as the shell draws them). */
async function renderShell(client: QueryClient): Promise<void> {
  renderWithProviders(
    <SessionGate>
      <p>painel</p>
      <RefreshSessionAfterPaint />
    </SessionGate>,
    { client },
  );
  expect(await screen.findByText('painel')).toBeTruthy();
}

// docs/performance.md: the shell's session queries are refreshed after the first screen is drawn, not
// when they mount beside it.
describe("the session's refresh after the first screen", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const path = new URL(String(input instanceof Request ? input.url : input)).pathname;
      if (path === '/v1/user') return apiJson(user);
      if (path === '/v1/organization') return apiJson([organization]);
      if (path === `/v1/organization/${ORG}/notifications/total`) return apiJson({ total: 5 });
      return apiJson([]);
    });
    vi.stubGlobal('fetch', fetchMock);
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token' });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('draws the shell from a saved session without asking the API', async () => {
    const client = testQueryClient();
    savedSession(client);
    renderWithProviders(
      <SessionGate>
        <p>painel</p>
      </SessionGate>,
      { client },
    );
    expect(await screen.findByText('painel')).toBeTruthy();
    // A task later: a mount's refetch would have called fetch by now.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestedPaths(fetchMock)).toEqual([]);
  });

  it("asks again for the stale session queries once the screen's frame has painted, not for fresh ones", async () => {
    const frames = stubFrames();
    const client = testQueryClient();
    savedSession(client, { freshHolders: true });
    await renderShell(client);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requestedPaths(fetchMock)).toEqual([]);

    // The frame paints; the refresh follows in a task of its own.
    frames.paint();
    await vi.waitFor(() =>
      expect(requestedPaths(fetchMock).sort()).toEqual(
        ['/v1/organization', `/v1/organization/${ORG}/notifications/total`, '/v1/user'].sort(),
      ),
    );
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.notificationTotal(ORG))).toBe(5));
  });

  it('leaves a request already on its way to finish instead of sending it again', async () => {
    const frames = stubFrames();
    const client = testQueryClient();
    savedSession(client);
    let answerUser: (response: Response) => void = () => undefined;
    const plain = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      new URL(String(input instanceof Request ? input.url : input)).pathname === '/v1/user'
        ? new Promise<Response>((resolve) => (answerUser = resolve))
        : (plain as typeof fetch)(input, init),
    );
    await renderShell(client);
    // The user's refresh is on its way (a focus, another tab…) when the frame paints.
    void client.refetchQueries({ queryKey: sessionKeys.user(), exact: true });
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['/v1/user']));
    frames.paint();
    await vi.waitFor(() => expect(requestedPaths(fetchMock)).toContain('/v1/organization'));
    expect(requestedPaths(fetchMock).filter((path) => path === '/v1/user')).toHaveLength(1);
    answerUser(apiJson(user));
  });

  it('fetches on mount what was never saved', async () => {
    const client = testQueryClient();
    renderWithProviders(
      <SessionGate>
        <p>painel</p>
      </SessionGate>,
      { client },
    );
    await vi.waitFor(() =>
      expect(requestedPaths(fetchMock)).toEqual(expect.arrayContaining(['/v1/user', '/v1/organization'])),
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeApiSession } from '../../src/lib/session-revocation';
import { apiResponse } from './support/api-response';

describe('revokeApiSession', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends DELETE /v1/session with the ending token, bypassing the HTTP cache', async () => {
    const fetchMock = vi.fn(async () => apiResponse(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    revokeApiSession('token-123');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/v1\/session$/);
    expect(init.method).toBe('DELETE');
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it('sends nothing without a token or while offline, and never throws when the API refuses', async () => {
    const fetchMock = vi.fn(async () =>
      apiResponse('{"message":"x"}', { status: 401, headers: { 'content-type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    revokeApiSession(null);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    revokeApiSession('token-offline');
    expect(fetchMock).not.toHaveBeenCalled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    expect(() => revokeApiSession('token-refused')).not.toThrow();
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });
});

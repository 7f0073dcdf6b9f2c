import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { apiRequest, onForbidden, onUnauthorized } from '../../src/lib/http';
import { configureHttp } from '../../src/lib/http-settings';
import { buildQueryString, dropEmptyParams, toApiPage } from '../../src/lib/query-params';
import { apiJson } from './support/api-response';

/** What a gateway or a portal sends: no API marker. */
function foreignJson(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function jsonResponse(status: number, body: unknown): Response {
  return apiJson(body, status);
}

describe('query parameters (docs/product.md#query-parameters)', () => {
  it('drops empty and null values', () => {
    expect(dropEmptyParams({ a: 'x', b: '', c: null, d: undefined, e: 0, f: false })).toEqual({
      a: 'x',
      e: '0',
      f: 'false',
    });
    expect(buildQueryString({ q: '', page: 0 })).toBe('?page=0');
    expect(buildQueryString({ q: null })).toBe('');
  });
  it('sends 0-based pages to the API', () => {
    expect(toApiPage(1)).toBe(0);
    expect(toApiPage(3)).toBe(2);
  });
});

describe('HTTP client', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const reported: unknown[] = [];
  let restoreReporter: () => void;

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    reported.length = 0;
    restoreReporter = setErrorReporter((error) => reported.push(error));
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123', peekToken: () => null });
  });
  afterEach(() => {
    restoreReporter();
    vi.unstubAllGlobals();
  });

  it('sends the bearer token and drops empty query values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiRequest('/v1/user', { query: { a: '', page: 2 } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('http://api.test/v1/user?page=2');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-123');
  });

  it("sends a token at hand at once: the request leaves in the caller's task, before anything else runs", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    let asked = 0;
    configureHttp({
      peekToken: () => 'token-at-hand',
      getToken: () => {
        asked++;
        return new Promise<string | null>(() => undefined);
      },
    });
    const answer = apiRequest('/v1/user');
    // No await in between: the call was made synchronously.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get('Authorization')).toBe('Bearer token-at-hand');
    await expect(answer).resolves.toEqual({ ok: true });
    expect(asked).toBe(0);
  });

  it('keeps API answers out of the browser HTTP cache, which outlives logout (issue 13 item 10)', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await apiRequest('/v1/user');
    expect(fetchMock.mock.calls[0]?.[1]?.cache).toBe('no-store');
  });

  it('fails as a network error, without calling the API, when the token cannot be renewed (offline, expired)', async () => {
    let unauthorized = 0;
    onUnauthorized(() => unauthorized++);
    configureHttp({ getToken: () => Promise.reject(Object.assign(new Error('x'), { name: 'IdentityUnreachable' })) });
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ status: 0, kind: 'network' });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(unauthorized).toBe(0);
  });

  it('a server that does not answer while the browser is online counts as offline until it answers again', async () => {
    const { isOffline, connectivity } = await import('../../src/lib/network');
    const { resetReachabilityProbe } = await import('../../src/lib/http/server-reachability');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
    expect(connectivity()).toBe('server-down');
    expect(isOffline()).toBe(true);
    // A captive portal's HTML page is not the API answering.
    fetchMock.mockResolvedValueOnce(
      new Response('<html>login</html>', { status: 200, headers: { 'content-type': 'text/html' } }),
    );
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
    expect(isOffline()).toBe(true);
    // Nor is a proxy's 502 in front of a dead server.
    fetchMock.mockResolvedValueOnce(foreignJson(502, { message: 'Bad Gateway' }));
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
    expect(isOffline()).toBe(true);
    // Nor a gateway's 503 without the API's marker.
    fetchMock.mockResolvedValueOnce(foreignJson(503, { message: 'Service Unavailable' }));
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
    expect(isOffline()).toBe(true);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ok: true }));
    await apiRequest('/v1/user');
    expect(connectivity()).toBe('online');
    // The API's own 503 (the identity service behind it is down) is an answer, with its Portuguese message.
    const message =
      'Não foi possível falar com o serviço de identidade agora. Nada foi alterado; tente novamente em instantes.';
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { statusCode: 503, error: 'Service Unavailable', message }));
    await expect(
      apiRequest('/v1/organization/1/adduser', { method: 'POST', expectedStatuses: [503] }),
    ).rejects.toMatchObject({ kind: 'http', status: 503, message });
    expect(connectivity()).toBe('online');
    resetReachabilityProbe();
  });

  it('asks the health check until the server answers, then is online again by itself', async () => {
    vi.useFakeTimers();
    try {
      const { connectivity } = await import('../../src/lib/network');
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
      expect(connectivity()).toBe('server-down');
      await vi.advanceTimersByTimeAsync(3_000);
      expect(connectivity()).toBe('server-down');
      fetchMock.mockResolvedValue(jsonResponse(200, { status: 'ok' }));
      await vi.advanceTimersByTimeAsync(6_000);
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('http://api.test/health');
      expect(connectivity()).toBe('online');
    } finally {
      vi.useRealTimers();
    }
  });

  it('reports a failing request to the error-reporting service', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(500, { statusCode: 500, error: 'Internal Server Error', message: 'Falhou' }),
    );
    await expect(apiRequest('/v1/organization')).rejects.toMatchObject({ status: 500, message: 'Falhou' });
    expect(reported).toHaveLength(1);
  });

  it('reports a network failure with a Portuguese message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiRequest('/v1/organization')).rejects.toMatchObject({ kind: 'network' });
    expect(reported).toHaveLength(1);
  });

  it('signs out on 401 and goes home on 403', async () => {
    const unauthorized = vi.fn();
    const forbidden = vi.fn();
    onUnauthorized(unauthorized);
    onForbidden(forbidden);
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { message: 'Sessão expirada.' }));
    await expect(apiRequest('/v1/user')).rejects.toMatchObject({ status: 401 });
    expect(unauthorized).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(jsonResponse(403, { message: 'Sem acesso.' }));
    await expect(apiRequest('/v1/organization/1/holders')).rejects.toMatchObject({ status: 403 });
    expect(forbidden).toHaveBeenCalledTimes(1);
  });
});

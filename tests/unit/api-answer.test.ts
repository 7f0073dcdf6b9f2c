import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../src/contract/api-marker';
import { apiRequest } from '../../src/lib/http';
import { fetchAnswer, isExpectedSuccess, whoAnswered } from '../../src/lib/http/api-answer';
import { resetReachabilityProbe } from '../../src/lib/http/server-reachability';
import { configureHttp } from '../../src/lib/http-settings';
import { connectivity, markServerAnswered } from '../../src/lib/network';
import { setErrorReporter } from '../../src/lib/error-reporting';
import { apiJson } from './support/api-response';

const html = (status = 200) =>
  new Response('<html><form>Entrar no Wi-Fi</form></html>', { status, headers: { 'content-type': 'text/html' } });

/** Every way a captive portal answers in the API's place (issue 29). */
const PORTAL_ANSWERS: [string, () => Response][] = [
  ['a 200 login page', () => html()],
  [
    'someone else’s 200 JSON',
    () => new Response('{"ok":true,"id":1}', { status: 200, headers: { 'content-type': 'application/json' } }),
  ],
  ['511 Network Authentication Required', () => html(511)],
  ['a redirect to its login page (seen as an opaque redirect)', () => opaqueRedirect()],
  ['a redirect it made the browser follow', () => Object.defineProperty(html(), 'redirected', { value: true })],
];

function opaqueRedirect(): Response {
  const response = new Response(null, { status: 200 });
  Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
  Object.defineProperty(response, 'status', { value: 0 });
  return response;
}

describe('who answered (issue 29: an answer counts only when it is the API’s)', () => {
  it('the API’s marker makes an answer, whatever its status — its own 502 with a Portuguese reason included', () => {
    const own502 = apiJson(
      { statusCode: 502, error: 'Bad Gateway', message: 'O serviço do tribunal não respondeu.' },
      502,
    );
    expect(whoAnswered(fetchAnswer(own502))).toBe('api');
    expect(whoAnswered(fetchAnswer(apiJson({ id: 1 }, 201)))).toBe('api');
  });
  it('a bare gateway error is a dead server; anything else without the marker is a portal', () => {
    expect(whoAnswered(fetchAnswer(new Response('Bad Gateway', { status: 502 })))).toBe('gateway');
    for (const [, answer] of PORTAL_ANSWERS) expect(whoAnswered(fetchAnswer(answer()))).toBe('portal');
  });
  it('a marked answer that followed a redirect is still not ours: the API never redirects its calls', () => {
    const followed = apiJson({ id: 1 });
    Object.defineProperty(followed, 'redirected', { value: true });
    expect(whoAnswered(fetchAnswer(followed))).toBe('portal');
  });
  it('a success must be JSON that passes the endpoint’s schema when the caller gives one', () => {
    const isMovement = (body: unknown) => typeof (body as { id?: unknown } | null)?.id === 'number';
    expect(isExpectedSuccess('application/json', { id: 1 }, isMovement)).toBe(true);
    expect(isExpectedSuccess('application/json', { ok: true }, isMovement)).toBe(false);
    expect(isExpectedSuccess('text/html', { id: 1 }, isMovement)).toBe(false);
    expect(isExpectedSuccess(null, '<html>', undefined)).toBe(true);
  });
});

describe('apiRequest behind a captive portal', () => {
  const fetchMock = vi.fn<typeof fetch>();
  let restoreReporter: () => void;
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    restoreReporter = setErrorReporter(() => undefined);
    configureHttp({ baseUrl: 'http://api.test', getToken: async () => 'token-123' });
  });
  afterEach(() => {
    restoreReporter();
    resetReachabilityProbe();
    markServerAnswered();
    vi.unstubAllGlobals();
  });

  it.each(PORTAL_ANSWERS)(
    '%s is "server not answering", and the app says a portal is in the way',
    async (_name, answer) => {
      fetchMock.mockResolvedValueOnce(answer());
      await expect(apiRequest('/v1/user')).rejects.toMatchObject({ status: 0, kind: 'network' });
      expect(connectivity()).toBe('portal');
    },
  );

  it('never follows a redirect: a portal’s is seen, not walked into', async () => {
    fetchMock.mockResolvedValueOnce(apiJson({ ok: true }));
    await apiRequest('/v1/user');
    expect(fetchMock.mock.calls[0]?.[1]?.redirect).toBe('manual');
  });

  it('a success that fails the endpoint’s schema is no answer (the outbox would delete the item on it)', async () => {
    fetchMock.mockResolvedValueOnce(apiJson({ somebody: 'else' }));
    await expect(
      apiRequest('/v1/x', { accept: (body) => typeof (body as { id?: unknown }).id === 'number' }),
    ).rejects.toMatchObject({ kind: 'network' });
    expect(connectivity()).not.toBe('online');
    fetchMock.mockResolvedValueOnce(apiJson({ id: 7 }));
    await expect(
      apiRequest('/v1/x', { accept: (body) => typeof (body as { id?: unknown }).id === 'number' }),
    ).resolves.toEqual({ id: 7 });
    expect(connectivity()).toBe('online');
  });

  it('the health probe tells a portal from the API, and the app is online again once the API answers', async () => {
    vi.useFakeTimers();
    try {
      fetchMock.mockResolvedValueOnce(html());
      await expect(apiRequest('/v1/user')).rejects.toMatchObject({ kind: 'network' });
      fetchMock.mockResolvedValueOnce(html(511));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(fetchMock.mock.calls.at(-1)?.[0]).toBe('http://api.test/health');
      expect(connectivity()).toBe('portal');
      fetchMock.mockResolvedValueOnce(new Response('', { status: 504 }));
      await vi.advanceTimersByTimeAsync(6_000);
      expect(connectivity()).toBe('server-down');
      fetchMock.mockResolvedValueOnce(
        new Response(JSON.stringify({ status: 'ok' }), { headers: { [API_MARKER_HEADER]: API_MARKER_VALUE } }),
      );
      await vi.advanceTimersByTimeAsync(12_000);
      expect(connectivity()).toBe('online');
    } finally {
      vi.useRealTimers();
    }
  });
});

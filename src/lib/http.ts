import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './api-error';
import { reportError } from './error-reporting';
import { errorFromBody, notAnAnswer, refuseForeign, REQUEST_TIMEOUT_MS, WRONG_BODY } from './http/answer-errors';
import { fetchAnswer, isExpectedSuccess } from './http/api-answer';
import { applyAuthStatus, bearerToken } from './http/auth-status';
import { serverUnreachable } from './http/server-reachability';
import { isServerUnreachable, markServerAnswered } from './network';
import { httpSettings } from './http-settings';
import { buildQueryString, type QueryParams } from './query-params';

export { REQUEST_TIMEOUT_MS } from './http/answer-errors';
export { onForbidden, onUnauthorized } from './http/auth-status';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  query?: QueryParams;
  /** Plain objects go as JSON; FormData and Blob as they are. */
  body?: unknown;
  /** Send the bearer ID token and apply the 401/403 rules. Default true. */
  auth?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** Statuses the caller turns into its own message: neither reported nor redirected. */
  expectedStatuses?: readonly number[];
  headers?: Record<string, string>;
  /** Overrides the API base (the runtime config always comes from the PWA's own origin). */
  baseUrl?: string;
  /**
   * 'blob': a successful answer comes back unparsed, as a Blob, whatever its type (a large JSON answer handed to a
   * worker is parsed there, off the main thread).
   */
  responseAs?: 'blob';
  /**
   * The endpoint's schema, checked on a successful answer: one that fails it is not taken as the API's.
   * Required where a success has consequences beyond showing it (the outbox deletes an item on it).
   */
  accept?: (body: unknown) => boolean;
}

/** The request timeout while the server is known not to answer. */
const UNREACHABLE_TIMEOUT_MS = 10_000;

function combineSignals(timeoutMs: number, outer?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  if (!outer) return timeout;
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([outer, timeout]);
  const controller = new AbortController();
  const abort = (source: AbortSignal) => () => controller.abort(source.reason);
  outer.addEventListener('abort', abort(outer), { once: true });
  timeout.addEventListener('abort', abort(timeout), { once: true });
  return controller.signal;
}

function encodeBody(body: unknown, headers: Headers): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData || body instanceof Blob || typeof body === 'string') return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    const text = await response.text();
    return text ? (JSON.parse(text) as unknown) : undefined;
  }
  if (type.startsWith('text/')) return response.text();
  return response.blob();
}

/** The single place the PWA calls its API. Resolves with the parsed body (JSON, text or Blob). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', auth = true, expectedStatuses = [] } = options;
  const url = `${options.baseUrl ?? httpSettings.baseUrl}${path}${buildQueryString(options.query)}`;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (auth) {
    // A token at hand: the request leaves in the caller's task (an await let a render run before it).
    const token = httpSettings.peekToken() ?? (await bearerToken());
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  // While the server is known not to answer (a network that swallows requests), a page waits seconds, not a minute.
  const signal = combineSignals(
    options.timeoutMs ?? (isServerUnreachable() ? UNREACHABLE_TIMEOUT_MS : REQUEST_TIMEOUT_MS),
    options.signal,
  );
  const context = { method, path, auth };

  let response: Response;
  try {
    // no-store: the browser's HTTP cache is shared by whoever uses this device next and survives logout; the user's
    // responses are kept offline only in the query cache, which is partitioned by user and wiped on logout.
    // redirect 'manual': the API never redirects its calls, so a redirect is a portal's, seen as one and not followed.
    response = await fetch(url, {
      method,
      headers,
      body: encodeBody(options.body, headers),
      signal,
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch (cause) {
    // The caller gave up (unmount, new query): not an error anybody needs to hear about.
    if (options.signal?.aborted) throw cause;
    const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
    const error = timedOut
      ? new ApiError(0, TIMEOUT_ERROR_MESSAGE, 'timeout')
      : new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
    reportError(error, { ...context, cause: String(cause) });
    serverUnreachable(httpSettings.baseUrl);
    throw error;
  }
  const foreign = refuseForeign(fetchAnswer(response));
  if (foreign) throw foreign;

  if (response.ok && options.responseAs === 'blob') {
    markServerAnswered();
    return (await response.blob()) as T;
  }
  let body: unknown;
  try {
    body = await readBody(response);
  } catch (cause) {
    if (response.ok && options.accept) throw notAnAnswer(WRONG_BODY);
    const error = new ApiError(response.status, 'Resposta inválida do servidor.', 'http');
    reportError(error, { ...context, status: response.status, cause: String(cause) });
    throw error;
  }
  if (response.ok && !isExpectedSuccess(response.headers.get('content-type'), body, options.accept)) {
    throw notAnAnswer(WRONG_BODY);
  }
  markServerAnswered();
  if (response.ok) return body as T;

  const error = errorFromBody(response.status, body);
  if (expectedStatuses.includes(response.status)) throw error;
  reportError(error, { ...context, status: response.status });
  if (auth) applyAuthStatus(response.status, path, error);
  throw error;
}

/** Downloads a file the API serves (e.g. a signed case-file link, which needs no token) as a Blob, whatever its type. */
export async function downloadBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  let response: Response;
  try {
    // Case files are the user's too: kept offline only in the pinned-files cache, which logout empties.
    response = await fetch(`${httpSettings.baseUrl}${path}`, {
      signal: combineSignals(REQUEST_TIMEOUT_MS, signal),
      cache: 'no-store',
      redirect: 'manual',
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    serverUnreachable(httpSettings.baseUrl);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  }
  // A portal's page saved as the user's case file would be worse than no file.
  const foreign = refuseForeign(fetchAnswer(response));
  if (foreign) throw foreign;
  markServerAnswered();
  if (!response.ok) throw errorFromBody(response.status, await readBody(response).catch(() => undefined));
  return response.blob();
}

import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE, defaultMessageForStatus } from './api-error';
import { reportError } from './error-reporting';
import { fetchAnswer, isExpectedSuccess, whoAnswered, xhrAnswer, type AnswerLike } from './http/api-answer';
import { causeOf, serverUnreachable } from './http/server-reachability';
import { isServerUnreachable, markServerAnswered, type UnreachableCause } from './network';
import { httpSettings } from './http-settings';
import { buildQueryString, type QueryParams } from './query-params';

/** The request timeout (docs/product.md#timeouts). */
export const REQUEST_TIMEOUT_MS = 60_000;

type Handler = (error: ApiError) => void;
let unauthorizedHandler: Handler = () => {};
let forbiddenHandler: (path: string) => void = () => {};


/** A 401 on an authenticated call logs out and goes to / (docs/product.md#unauthorized-and-forbidden). */
export function onUnauthorized(handler: Handler): void {
  unauthorizedHandler = handler;
}

/** A 403 on an authenticated call goes to / (docs/product.md#unauthorized-and-forbidden). */
export function onForbidden(handler: (path: string) => void): void {
  forbiddenHandler = handler;
}

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
   * The endpoint's schema, checked on a successful answer: one that fails it is not taken as the API's (issue 29).
   * Required where a success has consequences beyond showing it (the outbox deletes an item on it).
   */
  accept?: (body: unknown) => boolean;
}

/** Thrown when something other than the API answered: to every caller, the server does not answer. */
function notAnAnswer(cause: UnreachableCause): ApiError {
  serverUnreachable(httpSettings.baseUrl, cause);
  return new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
}

/** The error for a response that is not the API's, or null when it is. */
function refuseForeign(answer: AnswerLike): ApiError | null {
  const answerer = whoAnswered(answer);
  return answerer === 'api' ? null : notAnAnswer(causeOf(answerer));
}

/** A success whose body is not the endpoint's (content type, schema): someone else's answer behind our marker. */
const WRONG_BODY: UnreachableCause = 'portal';

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

function errorFromBody(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as { message?: unknown; error?: unknown };
  const message = typeof data.message === 'string' && data.message ? data.message : defaultMessageForStatus(status);
  return new ApiError(status, message, 'http', typeof data.error === 'string' ? data.error : undefined);
}

/**
 * The bearer token. A token that cannot be had right now (expired and the identity service unreachable) fails the
 * call as a network error, to be retried like one; sending it without a token would earn a 401 and a logout.
 */
async function bearerToken(): Promise<string | null> {
  try {
    return await httpSettings.getToken();
  } catch {
    serverUnreachable(httpSettings.baseUrl);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  }
}

/** The single place the PWA calls its API. Resolves with the parsed body (JSON, text or Blob). */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', auth = true, expectedStatuses = [] } = options;
  const url = `${options.baseUrl ?? httpSettings.baseUrl}${path}${buildQueryString(options.query)}`;
  const headers = new Headers({ Accept: 'application/json', ...options.headers });
  if (auth) {
    const token = await bearerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  // While the server is known not to answer (a network that swallows requests), a page waits seconds, not a minute.
  const signal = combineSignals(options.timeoutMs ?? (isServerUnreachable() ? UNREACHABLE_TIMEOUT_MS : REQUEST_TIMEOUT_MS), options.signal);
  const context = { method, path, auth };

  let response: Response;
  try {
    // no-store: the browser's HTTP cache is shared by whoever uses this device next and survives logout; the user's
    // responses are kept offline only in the query cache, which is partitioned by user and wiped on logout.
    // redirect 'manual': the API never redirects its calls, so a redirect is a portal's, seen as one and not followed.
    response = await fetch(url, { method, headers, body: encodeBody(options.body, headers), signal, cache: 'no-store', redirect: 'manual' });
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
  if (auth && response.status === 401) unauthorizedHandler(error);
  else if (auth && response.status === 403) forbiddenHandler(path);
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

export interface UploadOptions {
  /** FormData sent as multipart/form-data. */
  body: FormData;
  method?: 'POST' | 'PUT';
  headers?: Record<string, string>;
  /** Fraction sent, 0..1, as the browser reports it. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
  expectedStatuses?: readonly number[];
  /** The endpoint's schema, checked on a 2xx (see RequestOptions.accept). */
  accept?: (body: unknown) => boolean;
}

function parseXhrBody(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  const text = xhr.responseText;
  if (!text) return undefined;
  if (type.includes('json')) return JSON.parse(text) as unknown;
  return text;
}

/**
 * Authenticated multipart upload with progress (fetch cannot report upload progress). Same token, timeout,
 * error shapes, reporting and 401/403 handling as apiRequest.
 */
export async function upload<T>(path: string, options: UploadOptions): Promise<T> {
  const { method = 'POST', expectedStatuses = [] } = options;
  const url = `${httpSettings.baseUrl}${path}`;
  const token = await bearerToken();
  const context = { method, path, auth: true };

  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);

    const fail = (error: ApiError, extra: Record<string, unknown> = {}) => {
      reportError(error, { ...context, ...extra });
      reject(error);
    };
    const onAbort = () => xhr.abort();
    options.signal?.addEventListener('abort', onAbort, { once: true });
    const cleanup = () => options.signal?.removeEventListener('abort', onAbort);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onerror = () => {
      cleanup();
      serverUnreachable(httpSettings.baseUrl);
      fail(new ApiError(0, NETWORK_ERROR_MESSAGE, 'network'));
    };
    xhr.ontimeout = () => {
      cleanup();
      fail(new ApiError(0, TIMEOUT_ERROR_MESSAGE, 'timeout'));
    };
    xhr.onabort = () => {
      cleanup();
      reject(new DOMException('Upload cancelled', 'AbortError'));
    };
    xhr.onload = () => {
      cleanup();
      // Only the API's own answer settles an upload: a portal's 200 page taken for one deleted queued movements (issue 29).
      const foreign = refuseForeign(xhrAnswer(xhr, url));
      if (foreign) {
        fail(foreign, { status: xhr.status, answeredBy: 'not the API' });
        return;
      }
      const succeeded = xhr.status >= 200 && xhr.status < 300;
      let body: unknown;
      try {
        body = parseXhrBody(xhr);
      } catch (cause) {
        if (succeeded) fail(notAnAnswer(WRONG_BODY), { status: xhr.status, cause: String(cause) });
        else fail(new ApiError(xhr.status, 'Resposta inválida do servidor.', 'http'), { status: xhr.status, cause: String(cause) });
        return;
      }
      if (succeeded && !isExpectedSuccess(xhr.getResponseHeader('content-type'), body, options.accept)) {
        fail(notAnAnswer(WRONG_BODY), { status: xhr.status, cause: 'unexpected body' });
        return;
      }
      markServerAnswered();
      if (succeeded) {
        options.onProgress?.(1);
        resolve(body as T);
        return;
      }
      const error = errorFromBody(xhr.status, body);
      if (expectedStatuses.includes(xhr.status)) {
        reject(error);
        return;
      }
      fail(error, { status: xhr.status });
      if (xhr.status === 401) unauthorizedHandler(error);
      else if (xhr.status === 403) forbiddenHandler(path);
    };
    xhr.send(options.body);
  });
}

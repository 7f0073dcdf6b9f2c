import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '../api-error';
import { reportError } from '../error-reporting';
import { httpSettings } from '../http-settings';
import { markServerAnswered } from '../network';
import { errorFromBody, notAnAnswer, refuseForeign, REQUEST_TIMEOUT_MS, WRONG_BODY } from './answer-errors';
import { isExpectedSuccess, xhrAnswer } from './api-answer';
import { applyAuthStatus, bearerToken } from './auth-status';
import { serverUnreachable } from './server-reachability';

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
      // Only the API's own answer settles an upload: a portal's 200 page taken for one deleted queued movements.
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
        else
          fail(new ApiError(xhr.status, 'Resposta inválida do servidor.', 'http'), {
            status: xhr.status,
            cause: String(cause),
          });
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
      applyAuthStatus(xhr.status, path, error);
    };
    xhr.send(options.body);
  });
}

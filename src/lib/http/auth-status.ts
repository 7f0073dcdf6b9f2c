import { ApiError, NETWORK_ERROR_MESSAGE } from '../api-error';
import { httpSettings } from '../http-settings';
import { serverUnreachable } from './server-reachability';

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

/** Applies the 401/403 rules to an authenticated call's refusal (any other status: nothing). */
export function applyAuthStatus(status: number, path: string, error: ApiError): void {
  if (status === 401) unauthorizedHandler(error);
  else if (status === 403) forbiddenHandler(path);
}

/**
 * The bearer token. A token that cannot be had right now (expired and the identity service unreachable) fails the
 * call as a network error, to be retried like one; sending it without a token would earn a 401 and a logout.
 */
export async function bearerToken(): Promise<string | null> {
  try {
    return await httpSettings.getToken();
  } catch {
    serverUnreachable(httpSettings.baseUrl);
    throw new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
  }
}

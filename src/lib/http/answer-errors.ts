import { ApiError, NETWORK_ERROR_MESSAGE, defaultMessageForStatus } from '../api-error';
import { httpSettings } from '../http-settings';
import type { UnreachableCause } from '../network';
import { whoAnswered, type AnswerLike } from './api-answer';
import { causeOf, serverUnreachable } from './server-reachability';

/** The request timeout (docs/product.md#timeouts). */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Thrown when something other than the API answered: to every caller, the server does not answer. */
export function notAnAnswer(cause: UnreachableCause): ApiError {
  serverUnreachable(httpSettings.baseUrl, cause);
  return new ApiError(0, NETWORK_ERROR_MESSAGE, 'network');
}

/** The error for a response that is not the API's, or null when it is. */
export function refuseForeign(answer: AnswerLike): ApiError | null {
  const answerer = whoAnswered(answer);
  return answerer === 'api' ? null : notAnAnswer(causeOf(answerer));
}

/** A success whose body is not the endpoint's (content type, schema): someone else's answer behind our marker. */
export const WRONG_BODY: UnreachableCause = 'portal';

/** The API's refusal as an ApiError: its Portuguese message, or the status's default one. */
export function errorFromBody(status: number, body: unknown): ApiError {
  const data = (body && typeof body === 'object' ? body : {}) as { message?: unknown; error?: unknown };
  const message = typeof data.message === 'string' && data.message ? data.message : defaultMessageForStatus(status);
  return new ApiError(status, message, 'http', typeof data.error === 'string' ? data.error : undefined);
}

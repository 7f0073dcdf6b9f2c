import type { ErrorResponse } from '../../src/contract/common.ts';
import { STATUS_NAMES } from './messages.ts';

/** An error meant for the client: its status and Portuguese message go out as they are. */
export class HttpError extends Error {
  readonly statusCode: number;

  constructor(statusCode: number, message: string) {
    super(message);
    this.name = 'HttpError';
    this.statusCode = statusCode;
  }
}

export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);

export function errorBody(statusCode: number, message: string): ErrorResponse {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Bad Request'),
    message,
  };
}

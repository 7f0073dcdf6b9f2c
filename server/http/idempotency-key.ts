import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** The optional Idempotency-Key header: 1–200 visible ASCII characters, else 400. */
export function idempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !IDEMPOTENCY_KEY.test(value)) throw new HttpError(400, MESSAGES.idempotencyKeyInvalid);
  return value;
}

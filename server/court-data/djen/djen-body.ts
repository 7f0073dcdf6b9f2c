import { Value } from 'typebox/value';
import { badAnswer } from './djen-errors.ts';
import { DjenItemSchema } from './djen-schema.ts';

/**
 * One page of `GET /api/v1/comunicacao`, read from the body text. Tolerates the envelope and the bare array some
 * answers are; refuses HTML (a firewall or an error page served with 200) and anything that is not a list.
 */
export interface DjenPage {
  /** The total the service says it has for the query; null when the answer was a bare array. */
  count: number | null;
  items: unknown[];
}

export function readDjenPage(bodyText: string, contentType: string | null): DjenPage {
  if (contentType?.includes('html') || /^\s*</.test(bodyText)) throw badAnswer();
  let body: unknown;
  try {
    body = JSON.parse(bodyText);
  } catch {
    throw badAnswer();
  }
  if (Array.isArray(body)) return { count: null, items: body };
  if (body === null || typeof body !== 'object') throw badAnswer();
  const { items, count } = body as { items?: unknown; count?: unknown };
  if (!Array.isArray(items)) throw badAnswer();
  return { count: typeof count === 'number' && Number.isInteger(count) && count >= 0 ? count : null, items };
}

/** Where an item departs from the documented shape ("/destinatarios/0/polo: must be string"), for a warning. */
export function schemaDrift(item: unknown): string[] {
  if (Value.Check(DjenItemSchema, item)) return [];
  const lines = new Map<string, string>();
  for (const error of Value.Errors(DjenItemSchema, item)) {
    // A union reports each branch it tried, then itself: the first line per place says enough.
    if (error.keyword === 'anyOf') continue;
    const path = error.instancePath || '/';
    if (!lines.has(path)) lines.set(path, `${path}: ${error.message}`);
  }
  return [...lines.values()];
}

import { Type, type TNumberOptions, type TSchema } from 'typebox';

/** Small schema builders shared by the contract modules. */
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** A calendar date 'YYYY-MM-DD' (no time zone). */
export const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** An instant, ISO 8601 with time zone (e.g. 2026-10-31T12:00:00.000Z). */
export const Timestamp = Type.String({ description: 'ISO 8601 date-time' });

/** Organization user ids are UUIDs. */
export const UserId = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/**
 * A nullable scalar for request bodies, written as a JSON-Schema type list. The server's validator coerces
 * types, and inside an anyOf it would turn null into 0/'' or false into null; a type list leaves values that
 * already match one of the types untouched.
 */
export const NullableInput = <T>(
  type: 'integer' | 'string' | 'boolean' | 'number',
  options: Record<string, unknown> = {},
) => Type.Unsafe<T | null>({ type: [type, 'null'], ...options });

/**
 * The list envelope: one page of rows and the count of every row matching the query (the count to page with).
 * `total` may carry a description; the PWA counts pages with pageCount (constants/paging.ts).
 */
export const Paged = <T extends TSchema>(item: T, total: TNumberOptions = {}) =>
  Type.Object({ result: Type.Array(item), total: Type.Integer(total) });

/** The page of a list query: 0-based on the wire, 1-based on screen; a page past the end is an empty result. */
export const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000, default: 0 })),
});

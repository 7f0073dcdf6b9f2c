import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import { PLUGIN } from './plugin-names.ts';

type NumericKind = 'integer' | 'number';
type SchemaNode = Record<string, unknown>;

const PLAIN: Record<NumericKind, RegExp> = { integer: /^-?\d+$/, number: /^-?\d+(\.\d+)?$/ };

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** 'integer'/'number' when the schema accepts only numbers (null allowed), else null (a string is legitimate there). */
function numericKind(schema: SchemaNode): NumericKind | null {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes('string')) return null;
  if (types.includes('integer')) return 'integer';
  if (types.includes('number')) return 'number';
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  if (!Array.isArray(branches) || branches.some((b) => isNode(b) && (b.type === 'string' || Array.isArray(b.type))))
    return null;
  for (const branch of branches) {
    const kind = isNode(branch) ? numericKind(branch) : null;
    if (kind) return kind;
  }
  return null;
}

/**
 * Finds a string where the schema wants a number and the string is not plain decimal digits. Ajv coerces
 * '0x1F', '1e3', ' 12', 'Infinity' and '1e309' to numbers, and a coerced ±Infinity even skips minimum/maximum
 * (so 'page=Infinity' reached `OFFSET Infinity` as a 500). Returns the path of the first offender.
 */
function findNonDecimal(schema: unknown, value: unknown, path: string): string | null {
  if (!isNode(schema) || value === undefined || value === null) return null;
  const kind = numericKind(schema);
  if (kind) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      // 400 nines are plain digits too, and Number() makes them Infinity; integers past 2^53 lose their value.
      if (typeof item === 'string' && (!PLAIN[kind].test(item) || !Number.isFinite(Number(item)))) return path;
      if (typeof item === 'string' && kind === 'integer' && !Number.isSafeInteger(Number(item))) return path;
      if (typeof item === 'number' && !Number.isFinite(item)) return path;
      if (typeof item === 'number' && kind === 'integer' && !Number.isSafeInteger(item)) return path;
    }
    return null;
  }
  if (Array.isArray(value) && isNode(schema.items)) {
    for (const [index, item] of value.entries()) {
      const found = findNonDecimal(schema.items, item, `${path}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (isNode(value) && isNode(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties)) {
      if (!Object.hasOwn(value, name)) continue;
      const found = findNonDecimal(child, value[name], `${path}/${name}`);
      if (found) return found;
    }
  }
  for (const branch of [...((schema.anyOf ?? []) as unknown[]), ...((schema.oneOf ?? []) as unknown[])]) {
    if (isNode(branch) && isNode(branch.properties) && isNode(value)) {
      const found = findNonDecimal(branch, value, path);
      if (found) return found;
    }
  }
  return null;
}

function checkRequest(request: FastifyRequest, schema: NonNullable<RouteOptions['schema']>): void {
  const parts = [
    ['params', schema.params, request.params],
    ['querystring', schema.querystring, request.query],
    ['body', schema.body, request.body],
  ] as const;
  for (const [context, partSchema, value] of parts) {
    const path = findNonDecimal(partSchema, value, context);
    if (path) throw new HttpError(400, MESSAGES.nonDecimalNumber(path));
  }
}

/**
 * Numbers on the wire are plain finite decimals: every route with a schema checks its raw params, query and
 * JSON body before Ajv coerces them. Registered before the routes (onRoute), so a new route is covered too.
 */
export const strictNumericInput = fp(
  async (app) => {
    app.addHook('onRoute', (route) => {
      const schema = route.schema;
      if (!schema || !(schema.params || schema.querystring || schema.body)) return;
      const existing = route.preValidation;
      const check = async (request: FastifyRequest) => checkRequest(request, schema);
      route.preValidation = existing ? [check, ...(Array.isArray(existing) ? existing : [existing])] : [check];
    });
  },
  { name: PLUGIN.strictNumericInput },
);

import fc from 'fast-check';
import { DEMO_USERS } from '../../support/demo-users.ts';

export type SchemaNode = Record<string, unknown>;
export type IdMap = Readonly<Record<string, unknown>>;

const isNode = (value: unknown): value is SchemaNode =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Marks a body value that must appear in the JSON text as written (1e309 is not expressible in JS). */
export const RAW = '\u0001RAW:';
export const raw = (text: string): string => `${RAW}${text}`;

/** JSON text of a body, with RAW markers unquoted. */
export function toJsonText(value: unknown): string {
  return JSON.stringify(value).replace(/"\\u0001RAW:([^"]*)"/g, '$1');
}

const typesOf = (schema: SchemaNode): string[] =>
  (Array.isArray(schema.type) ? schema.type : [schema.type]).filter((t): t is string => typeof t === 'string');

const isoDate = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2026-10-30T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function stringArbitrary(schema: SchemaNode): fc.Arbitrary<string> {
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const maxLength = Math.min(typeof schema.maxLength === 'number' ? schema.maxLength : 24, minLength + 24);
  if (schema.format === 'email') return fc.constant(DEMO_USERS.admin.email);
  if (schema.format === 'date-time') return isoDate.map((day) => `${day}T12:00:00.000Z`);
  if (schema.format === 'date' || schema.pattern === '^\\d{4}-\\d{2}-\\d{2}$') return isoDate;
  if (typeof schema.pattern === 'string') {
    // Only the schema's own length bounds: the 24-character default cap above would make a pattern whose every
    // match is longer (a UUID, 36) unsatisfiable, and fast-check's filter would then spin forever.
    const patternMax = typeof schema.maxLength === 'number' ? schema.maxLength : Number.POSITIVE_INFINITY;
    return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= minLength && s.length <= patternMax);
  }
  return fc.string({ minLength, maxLength });
}

/**
 * Values the schema accepts. Properties named like an id in `ids` get that real id, so a request built from it
 * names rows that exist (a cross-organization probe that only ever meets 404 would prove nothing).
 */
export function validArbitrary(schema: unknown, ids: IdMap = {}, name?: string): fc.Arbitrary<unknown> {
  if (!isNode(schema)) return fc.constant(null);
  if (name !== undefined && name in ids) return fc.constant(ids[name]);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const branches = (schema.anyOf ?? schema.oneOf) as unknown;
  if (Array.isArray(branches)) {
    const usable = branches.filter((b) => !(isNode(b) && b.type === 'null'));
    return fc.oneof(...(usable.length ? usable : branches).map((b) => validArbitrary(b, ids)));
  }
  const types = typesOf(schema).filter((t) => t !== 'null');
  switch (types[0]) {
    case 'integer': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 1000) : min + 1000;
      return fc.integer({ min, max });
    }
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 1000) : min + 1000;
      return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringArbitrary(schema);
    case 'array': {
      const minLength = typeof schema.minItems === 'number' ? schema.minItems : 0;
      const maxLength = Math.min(typeof schema.maxItems === 'number' ? schema.maxItems : 3, minLength + 2);
      return fc.array(validArbitrary(schema.items, ids), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!isNode(schema.properties)) return fc.constant({});
      const required = Array.isArray(schema.required) ? (schema.required as string[]) : [];
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, child] of Object.entries(schema.properties)) model[key] = validArbitrary(child, ids, key);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.constant(null);
  }
}

/** One deterministic valid value (the same every run). */
export function validSample(schema: unknown, ids: IdMap = {}, seed = 13): unknown {
  return fc.sample(validArbitrary(schema, ids), { numRuns: 1, seed })[0];
}

/** Scalars that broke or could break a server: non-finite and huge numbers, odd and long strings. */
export const HOSTILE_TEXT: readonly string[] = [
  'Infinity',
  '-Infinity',
  '1e309',
  '-1e309',
  'NaN',
  '9223372036854775808',
  '-9223372036854775809',
  '0x1F',
  '1e3',
  ' 12',
  '12 ',
  '+5',
  '-0',
  '0',
  '-1',
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '\u202E\u0645\u0631\u062D\u0628\u0627',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🙂',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '%00',
  '%',
  '{}',
  '[]',
  'null',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  'x'.repeat(100_000),
  '9'.repeat(400),
];

/** Anything at all for one value: valid-looking, wrong types, hostile scalars, prototype-polluting objects. */
export function hostileArbitrary(schema: unknown, ids: IdMap = {}, name?: string): fc.Arbitrary<unknown> {
  const pollution = fc.constantFrom('__proto__', 'constructor', 'prototype').map((key) => {
    const object: Record<string, unknown> = {};
    Object.defineProperty(object, key, { value: { polluted: true, isAdmin: true }, enumerable: true });
    return object;
  });
  return fc.oneof(
    { weight: 3, arbitrary: validArbitrary(schema, ids, name) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('1e309', '-1e309', '1e400', '9223372036854775808', '-0.0', '1.5').map(raw),
    },
    {
      weight: 1,
      arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.constant([]), fc.constant({})),
    },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: pollution },
    { weight: 1, arbitrary: fc.array(fc.constantFrom(...HOSTILE_TEXT.slice(0, 12)), { maxLength: 3 }) },
  );
}

/** An object for a params/query/body schema where each declared property may be hostile, plus strays. */
export function hostileObject(schema: unknown, ids: IdMap = {}): fc.Arbitrary<Record<string, unknown>> {
  const properties = isNode(schema) && isNode(schema.properties) ? schema.properties : {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, child] of Object.entries(properties)) model[key] = hostileArbitrary(child, ids, key);
  const stray = fc.option(fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'organizationId'), {
    nil: undefined,
  });
  return fc
    .tuple(fc.record(model, { requiredKeys: [] }), stray, fc.constantFrom(...HOSTILE_TEXT.slice(0, 10)))
    .map(([object, key, value]) => {
      const result: Record<string, unknown> = { ...object };
      if (key) Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
      return result;
    });
}

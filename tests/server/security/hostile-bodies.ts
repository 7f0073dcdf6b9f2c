import fc from 'fast-check';
import { multipart, uploadParts } from '../helpers/multipart.ts';

/** A raw body with the content type it is sent under (undefined = no Content-Type header). */
export interface RawBody {
  label: string;
  payload: string | Buffer;
  contentType: string | undefined;
}

const JSON_TYPE = 'application/json';

/** Broken JSON and JSON-shaped surprises: each must be a 4xx with a reason (or a 2xx for harmless ones). */
const MALFORMED_JSON: readonly string[] = [
  '{',
  '{"a":',
  '[1,2',
  '{"x":1,}',
  "{'a':1}",
  'nul',
  '\u0000',
  '',
  ' ',
  '"text"',
  '[]',
  '1e309',
  '-1e309',
  'NaN',
  'Infinity',
  '{"__proto__":{"isAdmin":true,"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
  '\uFEFF{}',
  '{"organizationId":1e309}',
  `{"x":"${'\\u0000'.repeat(1000)}"}`,
  '['.repeat(20_000) + ']'.repeat(20_000),
  `{"x":"${'é'.repeat(200_000)}"}`,
];

const CONTENT_TYPES: readonly (string | undefined)[] = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/jsonx',
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '*/*',
  undefined,
  'application/json, text/plain',
  '\u00e9/\u00e9',
];

/** Bodies that are not the JSON the route expects: malformed JSON under a JSON type, JSON under other types. */
export const malformedJsonBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom(...MALFORMED_JSON).map((payload) => ({
    label: `malformed json ${JSON.stringify(payload.slice(0, 30))}`,
    payload,
    contentType: JSON_TYPE,
  })),
  fc
    .tuple(fc.constantFrom(...CONTENT_TYPES), fc.constantFrom('{"a":1}', 'a=1&b=2', '<x/>', ''))
    .map(([contentType, payload]) => ({
      label: `content type ${String(contentType)}`,
      payload,
      contentType,
    })),
  fc
    .uint8Array({ maxLength: 200 })
    .map((bytes) => ({ label: 'random bytes as json', payload: Buffer.from(bytes), contentType: JSON_TYPE })),
);

/** Multipart bodies that are broken in the ways a flaky network or a hand-written client breaks them. */
export function malformedMultipart(): fc.Arbitrary<RawBody> {
  const good = multipart(uploadParts());
  const withType = (label: string, payload: Buffer, contentType: string | undefined): RawBody => ({
    label,
    payload,
    contentType,
  });
  return fc.oneof(
    fc.constant(withType('no boundary', good.payload, 'multipart/form-data')),
    fc.constant(withType('boundary that does not match', good.payload, 'multipart/form-data; boundary=Other123')),
    fc.constant(withType('empty boundary', good.payload, 'multipart/form-data; boundary=')),
    fc.constant(withType('quoted odd boundary', good.payload, 'multipart/form-data; boundary="a b\u0000c"')),
    fc
      .integer({ min: 0, max: good.payload.length - 1 })
      .map((cut) => withType(`cut at byte ${cut}`, good.payload.subarray(0, cut), good.contentType)),
    fc.constant(
      withType(
        'no closing boundary',
        good.payload.subarray(0, good.payload.lastIndexOf('--TestBoundary')),
        good.contentType,
      ),
    ),
    fc.constant(withType('empty body', Buffer.alloc(0), good.contentType)),
    fc.uint8Array({ maxLength: 400 }).map((bytes) => withType('random bytes', Buffer.from(bytes), good.contentType)),
    fc.constant(
      withType(
        'part without headers',
        Buffer.from('--TestBoundary7MA4YWxk\r\n\r\nx\r\n--TestBoundary7MA4YWxk--\r\n'),
        good.contentType,
      ),
    ),
    fc.constant(
      withType(
        'huge part header',
        Buffer.from(
          `--TestBoundary7MA4YWxk\r\nContent-Disposition: form-data; name="${'n'.repeat(100_000)}"\r\n\r\nx\r\n--TestBoundary7MA4YWxk--\r\n`,
        ),
        good.contentType,
      ),
    ),
    fc
      .constantFrom('__proto__', 'constructor', 'file\u0000', '')
      .map((name) =>
        withType(
          `field named ${JSON.stringify(name)}`,
          multipart([...uploadParts(), { name, value: 'x' }]).payload,
          good.contentType,
        ),
      ),
    fc
      .constantFrom('../../etc/passwd', 'a\u0000.pdf', '\u202Egpj.exe', 'x'.repeat(5000))
      .map((filename) =>
        withType(
          `file named ${JSON.stringify(filename.slice(0, 20))}`,
          multipart(uploadParts({ filename })).payload,
          good.contentType,
        ),
      ),
    fc.constant(
      withType(
        'two files',
        multipart([...uploadParts(), ...uploadParts().filter((part) => part.name === 'file')]).payload,
        good.contentType,
      ),
    ),
    fc.constant(withType('json instead of multipart', Buffer.from('{"description":"x"}'), 'application/json')),
  );
}

import { Type } from 'typebox';

/**
 * The bytes of a file answer (a Buffer on the server). The handler sends them with reply.type(...), which Fastify
 * does not serialize; the schema only documents the answer. The PWA reads such an answer as a Blob or, for text
 * types, as a string.
 */
export type FileBody = Uint8Array | string;

/** A file answer, declared in OpenAPI under the media types it is sent as (CSV answers were once declared as JSON). */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const schema = { type: 'string', format: 'binary' };
  return Type.Unsafe<FileBody>({
    description,
    content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])),
  });
}

/** A file answer whose media type varies (a case file) or is said only in the description. */
export const binaryResponse = (description: string) => Type.Unsafe<FileBody>({ description });

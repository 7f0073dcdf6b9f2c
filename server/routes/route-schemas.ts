import { Type } from 'typebox';
import { ErrorResponse } from '../../src/contract/common.ts';

/**
 * A file answer, declared in OpenAPI under the media types it is sent as (issue 30: CSV answers were declared as
 * JSON). The handler sends a Buffer or a string with reply.type(...), which Fastify does not serialize.
 */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const schema = { type: 'string', format: 'binary' };
  return Type.Unsafe<Buffer | string>({ description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) });
}

export const CSV_MEDIA_TYPE = 'text/csv';
export const PDF_MEDIA_TYPE = 'application/pdf';
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** ErrorResponse for the given statuses, so the OpenAPI document lists each route's failures. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
}

/** OpenAPI security requirement of routes that need the bearer ID token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** Status codes every authenticated, organization-scoped route can answer with. */
export const ORG_ROUTE_ERRORS = [400, 401, 403] as const;

import { ErrorResponse } from '../../src/contract/common.ts';

/** ErrorResponse for the given statuses, so the OpenAPI document lists each route's failures. */
export function errorResponses(...codes: number[]): Record<number, typeof ErrorResponse> {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse]));
}

/** OpenAPI security requirement of routes that need the bearer ID token. */
export const BEARER_SECURITY = [{ bearerAuth: [] }];

/** Status codes every authenticated, organization-scoped route can answer with. */
export const ORG_ROUTE_ERRORS = [400, 401, 403] as const;

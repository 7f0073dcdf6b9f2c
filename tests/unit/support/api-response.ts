import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../../src/contract/api-marker';

/** A response as the API gives it: with its marker (the client takes nothing else for an answer, issue 29). */
export function apiResponse(
  body: string | null,
  init: { status?: number; headers?: Record<string, string> } = {},
): Response {
  return new Response(body, {
    status: init.status ?? 200,
    headers: { [API_MARKER_HEADER]: API_MARKER_VALUE, ...init.headers },
  });
}

/** The API's JSON answer. */
export function apiJson(body: unknown, status = 200): Response {
  return apiResponse(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

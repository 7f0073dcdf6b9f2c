import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './http-error.ts';
import { MESSAGES } from './messages.ts';

/** Paths that belong to the API (or its docs and the identity proxy): never answered with the SPA shell. */
export const API_PREFIXES = ['/v1', '/v2', '/docs', '/identity', '/static'] as const;

export function isApiPath(url: string): boolean {
  const path = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** The JSON 404 for unknown routes, in Portuguese. The path is echoed without its query string. */
export function sendJsonNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const path = (request.url.split('?')[0] ?? '').slice(0, 200);
  return reply
    .code(404)
    .type('application/json; charset=utf-8')
    .send(errorBody(404, MESSAGES.routeNotFound(request.method, path)));
}

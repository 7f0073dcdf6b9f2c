import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { errorBody } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import type { SetSecurityHeaders } from './security-headers.ts';

/**
 * Errors the router raises before any hook runs (a malformed %-escape, a path parameter over maxParamLength):
 * Fastify answered them in English, with the URL echoed and no security headers. `headers()` is read per call
 * because the helmet middleware is built after Fastify() is.
 */
export function frameworkErrors(
  headers: () => SetSecurityHeaders | undefined,
): NonNullable<FastifyServerOptions['frameworkErrors']> {
  return (error: Error & { code?: string }, request: FastifyRequest, reply: FastifyReply) => {
    headers()?.(request.raw, reply.raw);
    const [status, message] =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, MESSAGES.urlParamTooLong]
        : error.code === 'FST_ERR_BAD_URL'
          ? [400, MESSAGES.badUrl]
          : [500, MESSAGES.internalError];
    void reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
  };
}

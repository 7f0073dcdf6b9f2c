import type { FastifyError } from 'fastify';
import { errorBody, HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import { validationMessage } from './validation-message.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

/** Fastify's own client-error codes, answered in Portuguese with their own status. */
const KNOWN_CLIENT_ERRORS: Readonly<Record<string, { status: number; message: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: MESSAGES.invalidJson },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: MESSAGES.emptyJson },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: MESSAGES.unsupportedMediaType },
};

function classify(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  if ('validation' in error && error.validation) {
    return { status: 400, message: validationMessage(error.validation, error.validationContext) };
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  const known = KNOWN_CLIENT_ERRORS[code];
  if (known) return known;
  // PostgreSQL class 22 (data exception: out-of-range number, bad date …) comes from input a schema let through.
  if (/^22[0-9A-Z]{3}$/.test(code)) return { status: 400, message: MESSAGES.invalidRequest };
  const status = error.statusCode ?? 500;
  // Any other 4xx raised by Fastify or a plugin is still the client's problem, never a 500.
  if (status >= 400 && status < 500) return { status, message: MESSAGES.invalidRequest };
  return { status: 500, message: MESSAGES.internalError };
}

/** The single error handler: every error leaves as ErrorResponse {statusCode, error, message} in Portuguese. */
export const errorHandler = fp(
  async (app) => {
    app.setErrorHandler<FastifyError | HttpError>((error, request, reply) => {
      const { status, message } = classify(error);
      if (status >= 500) request.log.error({ err: error }, 'unexpected error');
      else request.log.info({ err: error, statusCode: status }, 'client error');
      return reply.code(status).type('application/json; charset=utf-8').send(errorBody(status, message));
    });
  },
  { name: PLUGIN.errorHandler },
);

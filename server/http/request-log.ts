import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { pathOnly, REDACT_PATHS, REDACTED, scrubLogLine } from './log-redaction.ts';

/** Pino levels accepted by LOG_LEVEL. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  /** Default 'info'. */
  level?: LogLevel;
  /** Where the JSON lines go (default stdout); tests pass a stream to read them back. */
  stream?: { write(line: string): unknown };
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  statusCode?: unknown;
  cause?: unknown;
}

/**
 * An error as a log object. A body the parser refused (malformed JSON) is quoted in the parser's message, and that
 * body may hold a password: such messages are left out, their code and status kept.
 */
export function serializeError(error: unknown, depth = 0): Record<string, unknown> {
  if (typeof error !== 'object' || error === null) return { message: String(error) };
  const e = error as ErrorLike;
  const code = typeof e.code === 'string' ? e.code : undefined;
  const quotesInput = error instanceof SyntaxError || (code?.startsWith('FST_ERR_CTP') ?? false);
  // A client's mistake needs no stack trace: its code and status say what happened.
  const clientError = typeof e.statusCode === 'number' && e.statusCode < 500;
  return {
    type: typeof e.name === 'string' ? e.name : 'Error',
    ...(code ? { code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    message: quotesInput ? REDACTED : String(e.message ?? ''),
    ...(!quotesInput && !clientError && typeof e.stack === 'string' ? { stack: e.stack } : {}),
    ...(e.cause !== undefined && depth < 3 ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

/**
 * One line per request, written when the answer is sent: request id (pino's `reqId`), method, path (never the query
 * string), route pattern, status, duration, and the organization and user the request acted for.
 */
export class RequestLogController extends LogController {
  override incomingRequest(): void {
    // The completed line says everything; a second line per request doubles the volume for nothing.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: pathOnly(request.url),
      route: request.routeOptions.url ?? null,
      statusCode: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
      organizationId: request.membership?.organization_id ?? null,
      userId: request.auth?.user.id ?? null,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ method: request.method, url: pathOnly(request.url) }, 'route not found');
  }
}

/** Fastify's `logger` and `logController` options: off (tests' default), or JSON lines with the secrets removed. */
export function loggingOptions(setting: boolean | LogSettings | undefined): {
  logger: false | Record<string, unknown>;
  logController?: LogController;
} {
  if (!setting) return { logger: false };
  const settings = setting === true ? {} : setting;
  return {
    logger: {
      level: settings.level ?? 'info',
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      serializers: {
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          url: pathOnly(request.url ?? ''),
        }),
        res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
        err: (error: unknown) => serializeError(error),
      },
      hooks: { streamWrite: scrubLogLine },
      ...(settings.stream ? { stream: settings.stream } : {}),
    },
    logController: new RequestLogController(),
  };
}

import type { FastifyReply, FastifyRequest } from 'fastify';
import { createAttemptGate, type AttemptGate, type RateLimits } from './rate-limits.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from './plugin-names.ts';

const emailOfBody = (request: FastifyRequest): string | undefined => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email : undefined;
};

/**
 * The API's unauthenticated routes, each with where its account (if any) is. Listed here rather than in the route
 * files so the route declarations stay about access and schema; a listed route that no longer exists fails the
 * start, so a rename cannot silently drop its limit. (GET /v1/accept-terms/:email is authenticated: not listed.)
 */
const RATE_LIMITED_ROUTES: Readonly<Record<string, (request: FastifyRequest) => string | undefined>> = {
  'POST /v1/forgot-password': emailOfBody,
  'POST /v1/accept-terms': emailOfBody,
  // HMAC-signed: nothing to guess per account; the address limit caps scraping and signature probing.
  'GET /v1/files/:fileId/content': () => undefined,
};

/**
 * Register before the routes. Each listed route has its own budget (someone opening many file links must not use
 * up the forgot-password budget of their office's shared address); over it, 429 with Retry-After.
 */
export const publicRateLimits = fp<{ limits: RateLimits }>(
  async (app, { limits }) => {
    const gates = new Map<string, AttemptGate>();
    for (const key of Object.keys(RATE_LIMITED_ROUTES))
      gates.set(key, await createAttemptGate(app, limits.publicApi, limits.windowMs));
    const seen = new Set<string>();
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const key = `${method} ${route.url}`;
        const accountOf = RATE_LIMITED_ROUTES[key];
        const gate = gates.get(key);
        if (!accountOf || !gate) continue;
        seen.add(key);
        const limit = async (request: FastifyRequest, reply: FastifyReply) => {
          const wait = await gate(request, accountOf(request));
          if (wait === null) return;
          void reply.header('retry-after', String(wait));
          throw new HttpError(429, MESSAGES.tooManyAttempts);
        };
        // preHandler: the body (and its e-mail) is parsed and validated by then.
        route.preHandler = [
          ...(Array.isArray(route.preHandler) ? route.preHandler : route.preHandler ? [route.preHandler] : []),
          limit,
        ];
      }
    });
    app.addHook('onReady', async () => {
      const missing = Object.keys(RATE_LIMITED_ROUTES).filter((key) => !seen.has(key));
      if (missing.length > 0) throw new Error(`Rate-limited routes not registered: ${missing.join(', ')}`);
    });
  },
  { name: PLUGIN.publicRateLimits },
);

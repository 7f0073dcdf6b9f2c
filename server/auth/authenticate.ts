import { FetchError, JwtBaseError, JwtExpiredError, WaitPeriodNotYetEndedJwkError } from 'aws-jwt-verify/error';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import type { AuthCache } from './auth-cache.ts';
import { HttpError, unauthorized } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { ensureUser, type UserRow } from '../repositories/users.ts';
import { TokenClaimsError, type TokenVerifier, type VerifiedIdentity } from './token-verifier.ts';

export interface AuthContext {
  user: UserRow;
  identity: VerifiedIdentity;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on authenticated routes; null elsewhere. */
    auth: AuthContext | null;
  }
}

const AUTHENTICATED_ROUTE = /^\/v[12](\/|$)/;
const BEARER = /^Bearer\s+(\S+)\s*$/i;

function toHttpError(error: unknown): HttpError {
  if (error instanceof JwtExpiredError) return unauthorized(MESSAGES.expiredToken);
  // The JWKS could not be fetched (or a refetch is throttled after a failure): the identity service is down,
  // not the caller's fault — a 401 here would sign the user out.
  if (error instanceof FetchError || error instanceof WaitPeriodNotYetEndedJwkError) {
    return new HttpError(503, MESSAGES.identityUnavailable);
  }
  if (error instanceof TokenClaimsError && /email/.test(error.message)) return unauthorized(MESSAGES.tokenWithoutEmail);
  if (error instanceof JwtBaseError || error instanceof TokenClaimsError) return unauthorized(MESSAGES.invalidToken);
  // Anything else from a verifier (malformed input it did not expect) is still a bad token, not a 500.
  return unauthorized(MESSAGES.invalidToken);
}

/**
 * The one authentication hook. Runs before the body is parsed, for every route whose pattern is under /v1 or
 * /v2 and is not `config: { public: true }`; unknown routes fall through to the 404 handler untouched.
 */
export function registerAuthentication(app: FastifyInstance, deps: { db: Db; verifier: TokenVerifier; cache: AuthCache }): void {
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (!route || !AUTHENTICATED_ROUTE.test(route) || request.routeOptions.config.access?.kind === 'public') return;
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthorized(MESSAGES.missingToken);
    let identity: VerifiedIdentity;
    try {
      identity = await deps.verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: error instanceof Error ? error.name : 'unknown' }, 'token rejected');
      throw toHttpError(error);
    }
    let user = deps.cache.users.get(identity.email);
    if (!user) {
      user = await ensureUser(deps.db, identity);
      deps.cache.users.set(identity.email, user);
    }
    request.auth = { user, identity };
  });
}

/** The caller on an authenticated route (throws 401 if a route forgot to be authenticated). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(MESSAGES.missingToken);
  return request.auth;
}

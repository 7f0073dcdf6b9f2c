import { createHash } from 'node:crypto';
import { FetchError, JwtBaseError, JwtExpiredError } from 'aws-jwt-verify/error';
import type { FastifyRequest } from 'fastify';
import { mayStore, syncAuthCache } from './auth-invalidation.ts';
import { HttpError, unauthorized } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { isTokenRevoked } from '../repositories/revoked-tokens.ts';
import {
  FederatedIdentityUnboundError,
  resolveUser,
  SubjectConflictError,
  type UserRow,
} from '../repositories/users.ts';
import { EMAIL_NOT_VERIFIED, TokenClaimsError, type TokenVerifier, type VerifiedIdentity } from './token-verifier.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from '../http/plugin-names.ts';

interface AuthContext {
  user: UserRow;
  identity: VerifiedIdentity;
  /** sha256 of the bearer token: what sign-out revokes. */
  tokenHash: string;
}

/** Tokens are kept (revocations, caches) only as hashes: a database dump must not hand out live tokens. */
const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

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
  // The JWKS could not be fetched: the identity service is down, not the caller's fault — a 401 here would sign
  // the user out. (aws-jwt-verify throttles refetches only after a JWKS that WAS fetched lacked the token's kid:
  // that WaitPeriodNotYetEndedJwkError is an unknown key, a 401, or anyone could make the API answer 5xx.)
  if (error instanceof FetchError) return new HttpError(503, MESSAGES.identityUnavailable);
  if (error instanceof TokenClaimsError && error.message === EMAIL_NOT_VERIFIED)
    return unauthorized(MESSAGES.emailNotVerified);
  if (error instanceof TokenClaimsError && /email/.test(error.message)) return unauthorized(MESSAGES.tokenWithoutEmail);
  if (error instanceof JwtBaseError || error instanceof TokenClaimsError) return unauthorized(MESSAGES.invalidToken);
  // Anything else from a verifier (malformed input it did not expect) is still a bad token, not a 500.
  return unauthorized(MESSAGES.invalidToken);
}

/**
 * The one authentication hook. Runs before the body is parsed, for every route whose pattern is under /v1 or
 * /v2 whose declared access is not public; unknown routes fall through to the 404 handler untouched.
 */
export const authentication = fp<{ verifier: TokenVerifier }>(
  async (app, { verifier }) => {
    const deps = { db: app.db, verifier, cache: app.authCache };
    app.decorateRequest('auth', null);
    app.decorateRequest('authEpoch', null);
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
      const tokenHash = hashToken(token);
      await syncAuthCache(deps.db, deps.cache, request);
      let revoked = deps.cache.revocations.get(tokenHash);
      if (revoked === undefined) {
        revoked = await isTokenRevoked(deps.db, tokenHash);
        if (mayStore(deps.cache, request)) deps.cache.revocations.set(tokenHash, revoked);
      }
      if (revoked) throw unauthorized(MESSAGES.tokenRevoked);
      // Keyed by the immutable subject: the e-mail claim is the user's to change and never picks the row.
      let user = deps.cache.users.get(identity.sub);
      if (!user) {
        try {
          user = await resolveUser(deps.db, identity);
        } catch (error) {
          if (error instanceof FederatedIdentityUnboundError) {
            request.log.warn({ sub: identity.sub, provider: error.provider }, 'federated identity bound to no user');
            throw unauthorized(MESSAGES.federatedIdentityUnbound);
          }
          if (!(error instanceof SubjectConflictError)) throw error;
          request.log.warn({ sub: identity.sub }, 'token e-mail belongs to a user linked to another subject');
          throw unauthorized(MESSAGES.subjectConflict);
        }
        if (mayStore(deps.cache, request)) deps.cache.users.set(identity.sub, user);
      }
      request.auth = { user, identity, tokenHash };
    });
  },
  { name: PLUGIN.authentication, dependencies: [PLUGIN.core, PLUGIN.securityHeaders, PLUGIN.oversizedBodies] },
);

/** The caller on an authenticated route (throws 401 if a route forgot to be authenticated). */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized(MESSAGES.missingToken);
  return request.auth;
}

import { JwtVerifier } from 'aws-jwt-verify';
import { SimpleJwksCache, type Jwks } from 'aws-jwt-verify/jwk';
import type { JwtPayload } from 'aws-jwt-verify/jwt-model';
import { TtlCache } from './auth-cache.ts';
import { federatedProviderOf } from './federated-identity.ts';
import { platformJwksFetcher } from './jwks-fetcher.ts';

/** How long a verified token is trusted without checking its signature again (never past its exp). */
const VERIFIED_TOKEN_TTL_MS = 60_000;

/** The claims the API uses from a verified ID token. */
export interface VerifiedIdentity {
  email: string;
  sub: string;
  givenName?: string;
  familyName?: string;
  /**
   * The external identity provider (e.g. 'Google') of a federated sign-in through the hosted UI, from Cognito's
   * `identities` claim; absent for the pool's own (e-mail and password) users. A federated identity is found by its
   * subject only, never linked to a row by e-mail (SECURITY.md, "Google sign-in").
   */
  federatedProvider?: string;
  /** When the token expires (ms since the epoch); a revocation at sign-out is kept until then. */
  expiresAt: number;
}

/** Verifies an ID token (signature, issuer, audience, expiry, token_use) or throws. */
export interface TokenVerifier {
  verify(token: string): Promise<VerifiedIdentity>;
}

/** A token that verified but lacks what the API needs (token_use 'id', an e-mail). */
export class TokenClaimsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TokenClaimsError';
  }
}

interface JwksVerifierOptions {
  /** `iss` of the tokens, e.g. http://localhost:9229/local_abc123 (cognito-local) or the Cognito pool URL. */
  issuer: string;
  /** The app client id: ID tokens carry it as `aud`. */
  clientId: string;
  /** Usually `${issuer}/.well-known/jwks.json`. */
  jwksUri: string;
  /**
   * Preloaded keys (tests, offline starts); otherwise fetched from jwksUri (http or https) on first use and
   * cached. An unknown kid triggers a refetch either way, so key rotation works.
   */
  jwks?: Jwks;
  /** Clock skew tolerated on exp/nbf, in seconds. */
  graceSeconds?: number;
}

/** TokenClaimsError message of a token whose `email_verified` is not true. */
export const EMAIL_NOT_VERIFIED = 'ID token with email_verified not true';

const stringClaim = (payload: JwtPayload, name: string): string | undefined => {
  const value = payload[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
};

/**
 * ID tokens verified against the identity's JWKS with aws-jwt-verify's JwtVerifier (named JwtRsaVerifier before
 * v5; CognitoJwtVerifier refuses cognito-local's `local_…` pool ids). Never decodes without verifying.
 */
export function createJwksVerifier(options: JwksVerifierOptions): TokenVerifier {
  const verifier = JwtVerifier.create(
    {
      issuer: options.issuer,
      audience: options.clientId,
      jwksUri: options.jwksUri,
      graceSeconds: options.graceSeconds ?? 0,
      customJwtCheck: ({ payload }) => {
        // Access tokens are signed by the same keys; only ID tokens carry the user's e-mail for us.
        if (payload.token_use !== 'id') throw new TokenClaimsError('token_use must be "id"');
      },
    },
    { jwksCache: new SimpleJwksCache({ fetcher: platformJwksFetcher }) },
  );
  if (options.jwks) verifier.cacheJwks(options.jwks);
  const graceMs = (options.graceSeconds ?? 0) * 1000;
  // A client sends the same token with every request until it expires; the signature check (RSA) and the JSON
  // parsing were a tenth of a request's CPU. The exact token string that verified is remembered, never a prefix
  // or a decoded look-alike, and only until its expiry and for at most VERIFIED_TOKEN_TTL_MS.
  const verified = new TtlCache<{ identity: VerifiedIdentity; expiresAt: number }>(VERIFIED_TOKEN_TTL_MS, 10_000);
  return {
    async verify(token: string): Promise<VerifiedIdentity> {
      const known = verified.get(token);
      if (known && known.expiresAt + graceMs > Date.now()) return known.identity;
      const payload = await verifier.verify(token);
      const email = stringClaim(payload, 'email');
      const sub = stringClaim(payload, 'sub');
      if (!email || !sub) throw new TokenClaimsError('ID token without email or sub');
      // An unverified address proves nothing about who holds it; Cognito sends a boolean, some pools the string.
      if (payload['email_verified'] !== true && payload['email_verified'] !== 'true') {
        throw new TokenClaimsError(EMAIL_NOT_VERIFIED);
      }
      // aws-jwt-verify has checked exp; a token without one never reaches here.
      const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Date.now();
      const federatedProvider = federatedProviderOf(payload);
      const identity: VerifiedIdentity = {
        email: email.toLowerCase(),
        sub,
        givenName: stringClaim(payload, 'given_name'),
        familyName: stringClaim(payload, 'family_name'),
        expiresAt,
        ...(federatedProvider ? { federatedProvider } : {}),
      };
      verified.set(token, { identity, expiresAt });
      return identity;
    },
  };
}

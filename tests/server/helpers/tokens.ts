import { createHash, createSign, generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { createJwksVerifier, type TokenVerifier } from '../../../server/auth/token-verifier.ts';

export const TEST_ISSUER = 'http://localhost:9229/local_testpool';
export const TEST_CLIENT_ID = 'test-client-id';
const KID = 'test-key-1';

export interface TokenClaims {
  email?: string;
  sub?: string;
  aud?: string;
  iss?: string;
  token_use?: string;
  /** Seconds from now; negative = already expired. */
  expiresIn?: number;
  given_name?: string;
  family_name?: string;
  [claim: string]: unknown;
}

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/**
 * An RSA key pair acting as the identity service: it signs RS256 ID tokens like cognito-local does, and
 * `verifier` is the production createJwksVerifier with the public JWKS cached (real signatures, no network).
 */
export interface TestIdentity {
  sign(claims?: TokenClaims): string;
  /** Same token with one payload claim changed and the original signature kept. */
  tamper(token: string, changes: Record<string, unknown>): string;
  /** A token signed by a different key that claims the same kid. */
  signWithForeignKey(claims?: TokenClaims): string;
  verifier: TokenVerifier;
  jwks: Jwks;
}

/**
 * The subject the test identity gives an e-mail unless a test names one: stable (same e-mail, same sub, in every
 * token of a run), UUID-shaped like Cognito's, and case-insensitive like the e-mail itself.
 */
export function subjectFor(email: string | undefined): string {
  const hex = createHash('sha256')
    .update((email ?? '').trim().toLowerCase())
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function signWith(privateKey: KeyObject, claims: TokenClaims): string {
  const now = Math.floor(Date.now() / 1000);
  const { expiresIn = 3600, ...rest } = claims;
  const payload = {
    sub: subjectFor(typeof claims.email === 'string' ? claims.email : undefined),
    email_verified: true,
    iss: TEST_ISSUER,
    aud: TEST_CLIENT_ID,
    token_use: 'id',
    auth_time: now,
    iat: now,
    exp: now + expiresIn,
    // Like Cognito's, every token is unique: two tokens signed in the same second must not be one (revocation).
    jti: randomUUID(),
    ...rest,
  };
  const signingInput = `${base64url(JSON.stringify({ alg: 'RS256', kid: KID, typ: 'JWT' }))}.${base64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(privateKey);
  return `${signingInput}.${base64url(signature)}`;
}

export function createTestIdentity(): TestIdentity {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const foreign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const jwk = publicKey.export({ format: 'jwk' });
  const jwks = { keys: [{ ...jwk, kid: KID, alg: 'RS256', use: 'sig' }] } as unknown as Jwks;
  const verifier = createJwksVerifier({
    issuer: TEST_ISSUER,
    clientId: TEST_CLIENT_ID,
    jwksUri: `${TEST_ISSUER}/.well-known/jwks.json`,
    jwks,
  });
  return {
    sign: (claims = {}) => signWith(privateKey, claims),
    signWithForeignKey: (claims = {}) => signWith(foreign.privateKey, claims),
    tamper(token, changes) {
      const [header = '', payload = '', signature = ''] = token.split('.');
      const claims = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...changes };
      return `${header}.${base64url(JSON.stringify(claims))}.${signature}`;
    },
    verifier,
    jwks,
  };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSign, generateKeyPairSync } from 'node:crypto';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { createJwksVerifier, type TokenVerifier } from '../../../server/auth/token-verifier.ts';
import { TEST_CLIENT_ID, TEST_ISSUER, type TestIdentity } from '../helpers/tokens.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';

const b64 = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

/** A well-formed RS256 token for the test issuer under a kid no JWKS knows, signed by a key nobody trusts. */
function unknownKidToken(email: string): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sub: `sweep-${email}`,
    email,
    iss: TEST_ISSUER,
    aud: TEST_CLIENT_ID,
    token_use: 'id',
    iat: now,
    exp: now + 3600,
  };
  const input = `${b64(JSON.stringify({ alg: 'RS256', kid: 'sweep-unknown-kid', typ: 'JWT' }))}.${b64(JSON.stringify(payload))}`;
  return `${input}.${b64(createSign('RSA-SHA256').update(input).sign(privateKey))}`;
}

/** A valid token's header swapped for `alg: none` and its signature dropped. */
function algNone(valid: string): string {
  const [, payload = ''] = valid.split('.');
  return `${b64(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${payload}.`;
}

/**
 * Authorization headers that must all be refused with 401. Valid-looking claims come from the shared test
 * identity (ctx.identity), so a change to how tests sign in (sub, email_verified) carries over here.
 */
export function attackHeaders(
  identity: TestIdentity,
  email = DEMO_USERS.admin.email,
): Record<string, Record<string, string>> {
  const valid = identity.sign({ email });
  return {
    'no token': {},
    'garbage token': { authorization: 'Bearer not.a.jwt' },
    'not a bearer': { authorization: `Basic ${b64('admin:Painel@2026')}` },
    'alg none': { authorization: `Bearer ${algNone(valid)}` },
    'tampered payload': { authorization: `Bearer ${identity.tamper(valid, { email: DEMO_USERS.master.email })}` },
    'another key': { authorization: `Bearer ${identity.signWithForeignKey({ email })}` },
    expired: { authorization: `Bearer ${identity.sign({ email, expiresIn: -600 })}` },
    'wrong audience': { authorization: `Bearer ${identity.sign({ email, aud: 'another-client' })}` },
    'access token': { authorization: `Bearer ${identity.sign({ email, token_use: 'access' })}` },
  };
}

export const unknownKidHeader = (email = DEMO_USERS.admin.email): Record<string, string> => ({
  authorization: `Bearer ${unknownKidToken(email)}`,
});

/**
 * The production verifier against a JWKS served over HTTP on 127.0.0.1 (so an unknown kid makes it refetch a
 * JWKS that answers, but does not know the kid: the caller's fault, 401, not an identity outage).
 */
export async function servedJwksVerifier(
  jwks: () => Jwks,
): Promise<{ verifier: TokenVerifier; fetches: () => number; close: () => Promise<void> }> {
  let fetches = 0;
  const server: Server = createServer((_, response) => {
    fetches += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(jwks()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  let inner: TokenVerifier | undefined;
  const verifier: TokenVerifier = {
    verify(token) {
      inner ??= createJwksVerifier({
        issuer: TEST_ISSUER,
        clientId: TEST_CLIENT_ID,
        jwksUri: `http://127.0.0.1:${port}/jwks.json`,
      });
      return inner.verify(token);
    },
  };
  return { verifier, fetches: () => fetches, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJwksVerifier } from '../../server/auth/token-verifier.ts';
import { buildApp } from '../../server/app.ts';
import { createTestContext, TEST_APP_CONFIG, type TestContext } from './helpers/test-app.ts';
import { TEST_CLIENT_ID, TEST_ISSUER } from './helpers/tokens.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** The same token with another `kid` in its header (the signature no longer matters: the key is looked up first). */
function withKid(token: string, kid: string): string {
  const [header = '', ...rest] = token.split('.');
  const decoded = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as Record<string, unknown>;
  return [Buffer.from(JSON.stringify({ ...decoded, kid })).toString('base64url'), ...rest].join('.');
}

/** The verifier fetches the JWKS itself over plain http, as it must from cognito-local. */
describe('createJwksVerifier fetching the JWKS', () => {
  let ctx: TestContext;
  let server: Server;
  let jwksUri: string;
  let requests = 0;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
    server = createServer((req, res) => {
      requests++;
      if (req.url !== '/.well-known/jwks.json') return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(ctx.identity.jwks));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    jwksUri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/.well-known/jwks.json`;
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  it('verifies a token with keys fetched over http, then from the cache', async () => {
    const verifier = createJwksVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwksUri });
    const token = ctx.identity.sign({ email: 'Admin@Exemplo.test', given_name: 'Ana' });
    await expect(verifier.verify(token)).resolves.toMatchObject({ email: DEMO_USERS.admin.email, givenName: 'Ana' });
    await verifier.verify(token);
    expect(requests).toBe(1);
  });

  it('answers 401, never 503, to a token whose kid the JWKS does not know, also while refetches are throttled', async () => {
    const verifier = createJwksVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwksUri });
    const app = await buildApp({ db: ctx.db, verifier, appConfig: TEST_APP_CONFIG });
    const get = (token: string) => app.inject({ url: '/v1/user', headers: { authorization: `Bearer ${token}` } });
    expect((await get(ctx.identity.sign({ email: DEMO_USERS.admin.email }))).statusCode).toBe(200);
    const before = requests;
    const unknownKid = withKid(ctx.identity.sign({ email: DEMO_USERS.admin.email }), 'rotated-away-key');
    // The first one refetches the JWKS (no such kid); the second falls inside aws-jwt-verify's wait period.
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await get(unknownKid);
      expect(res.statusCode, `attempt ${attempt + 1}`).toBe(401);
      expect(res.json().message).toBe('Token de acesso inválido. Faça login novamente.');
    }
    expect(requests).toBe(before + 1);
    // Known keys keep working during the wait period.
    expect((await get(ctx.identity.sign({ email: DEMO_USERS.basico.email }))).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 when the JWKS server answers an error', async () => {
    const broken = createServer((_req, res) => res.writeHead(500).end());
    await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
    const uri = `http://127.0.0.1:${(broken.address() as AddressInfo).port}/.well-known/jwks.json`;
    const app = await buildApp({
      db: ctx.db,
      verifier: createJwksVerifier({ issuer: TEST_ISSUER, clientId: TEST_CLIENT_ID, jwksUri: uri }),
      appConfig: TEST_APP_CONFIG,
    });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.inject({
        url: '/v1/user',
        headers: { authorization: ctx.bearer({ email: DEMO_USERS.admin.email }) },
      });
      expect(res.statusCode).toBe(503);
    }
    await app.close();
    await new Promise((resolve) => broken.close(resolve));
  });

  it('answers 503 when the identity service cannot be reached', async () => {
    const verifier = createJwksVerifier({
      issuer: TEST_ISSUER,
      clientId: TEST_CLIENT_ID,
      jwksUri: 'http://127.0.0.1:1/.well-known/jwks.json',
    });
    await expect(verifier.verify(ctx.identity.sign({ email: DEMO_USERS.admin.email }))).rejects.toThrow();
    const app = await buildApp({ db: ctx.db, verifier, appConfig: TEST_APP_CONFIG });
    // Twice: a failed fetch is not remembered as a rejection; each request reports the outage, never a 401.
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await app.inject({
        url: '/v1/user',
        headers: { authorization: ctx.bearer({ email: DEMO_USERS.admin.email }) },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/identidade está indisponível/);
    }
    await app.close();
  });
});

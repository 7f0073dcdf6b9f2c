import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:https';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Jwks } from 'aws-jwt-verify/jwk';
import { createJwksVerifier } from '../../server/auth/token-verifier.ts';
import { startFakeHostedUi, type FakeHostedUi } from '../../server/dev-stack/fake-hosted-ui.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';

const ISSUER = 'http://127.0.0.1:9999/local_fakepool';
const CLIENT = 'fake-client';
const CALLBACK = 'http://127.0.0.1:4999/';
const ORIGIN = 'http://127.0.0.1:4999';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** The fake's certificate is self-signed: these requests, like the e2e browser, accept it. */
function call(
  url: string,
  options: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: options.method ?? 'GET', headers: options.headers, rejectUnauthorized: false },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

const cognitoLocalJwks = (): Jwks => {
  const file = createRequire(import.meta.url).resolve('cognito-local/lib/keys/cognitoLocal.public.json');
  return { keys: [JSON.parse(readFileSync(file, 'utf8')).jwk] };
};

describe('the fake hosted UI (dev and tests only)', { timeout: 60_000 }, () => {
  let fake: FakeHostedUi;
  const verifier = randomBytes(48).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorizeUrl = (extra: Record<string, string> = {}) => {
    const q = new URLSearchParams({
      redirect_uri: CALLBACK,
      response_type: 'code',
      client_id: CLIENT,
      identity_provider: 'Google',
      scope: 'email openid profile',
      state: 'abc-L3Byb2Nlc3Nvcy8x',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ...extra,
    });
    return `${fake.url}/oauth2/authorize?${q}`;
  };
  const exchange = (code: string, codeVerifier = verifier) =>
    call(`${fake.url}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: CLIENT,
        redirect_uri: CALLBACK,
        code_verifier: codeVerifier,
      }).toString(),
    });
  const codeFor = async (account: string) => {
    const back = await call(authorizeUrl({ account }));
    expect(back.status).toBe(302);
    const location = new URL(String(back.headers.location));
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('abc-L3Byb2Nlc3Nvcy8x');
    return location.searchParams.get('code') ?? '';
  };

  beforeAll(async () => {
    fake = await startFakeHostedUi({
      port: await findFreePort(),
      issuer: ISSUER,
      clientId: CLIENT,
      callbackUrls: [CALLBACK, `${ORIGIN}/user/login`],
      accounts: [
        {
          googleUserId: '111',
          email: 'ana@exemplo.test',
          givenName: 'Ana',
          familyName: 'M',
          linkedTo: { sub: 'ana-sub', username: 'ana@exemplo.test' },
        },
        { googleUserId: '222', email: 'ana@exemplo.test', givenName: 'Ana', familyName: 'Outra' },
      ],
    });
  });
  afterAll(async () => fake?.stop());

  it('shows an account chooser, then returns code and state to the registered callback only', async () => {
    const chooser = await call(authorizeUrl());
    expect(chooser.status).toBe(200);
    expect(chooser.body).toContain('Escolha uma conta do Google');
    expect((await call(authorizeUrl({ redirect_uri: 'https://evil.example/' }))).status).toBe(400);
    expect((await call(authorizeUrl({ client_id: 'other' }))).status).toBe(400);
    const noPkce = await call(authorizeUrl({ code_challenge_method: 'plain', account: '111' }));
    expect(new URL(String(noPkce.headers.location)).searchParams.get('error')).toBe('invalid_request');
  });

  it("exchanges a code once, with the PKCE verifier, for tokens the API verifies as cognito-local's", async () => {
    expect((await exchange(await codeFor('111'), 'wrong-verifier')).status).toBe(400);
    const code = await codeFor('111');
    const answer = await exchange(code);
    expect(answer.status).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe(ORIGIN);
    const tokens = JSON.parse(answer.body) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    for (const name of ['id_token', 'access_token', 'refresh_token']) expect(typeof tokens[name]).toBe('string');
    // A replayed code is refused.
    expect(JSON.parse((await exchange(code)).body)).toEqual({ error: 'invalid_grant' });

    const api = createJwksVerifier({
      issuer: ISSUER,
      clientId: CLIENT,
      jwksUri: `${ISSUER}/.well-known/jwks.json`,
      jwks: cognitoLocalJwks(),
    });
    expect(await api.verify(String(tokens.id_token))).toMatchObject({
      sub: 'ana-sub',
      email: 'ana@exemplo.test',
      federatedProvider: 'Google',
    });
    const unlinked = JSON.parse((await exchange(await codeFor('222'))).body) as { id_token: string };
    const identity = await api.verify(unlinked.id_token);
    expect(identity.sub).not.toBe('ana-sub');
    expect(identity.federatedProvider).toBe('Google');
  });

  it('answers the preflight and sends sign-out back to a registered address only', async () => {
    const preflight = await call(`${fake.url}/oauth2/token`, { method: 'OPTIONS', headers: { origin: ORIGIN } });
    expect(preflight.status).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toContain('x-amz-user-agent');
    const out = await call(
      `${fake.url}/logout?client_id=${CLIENT}&logout_uri=${encodeURIComponent(`${ORIGIN}/user/login`)}`,
    );
    expect(out.headers.location).toBe(`${ORIGIN}/user/login`);
    expect((await call(`${fake.url}/logout?client_id=${CLIENT}&logout_uri=https://evil.example/`)).status).toBe(400);
  });
});

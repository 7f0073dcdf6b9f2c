import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../../server/demo/demo-users.ts';
import { createHttpJwksCache } from '../../server/identity/http-jwks-cache.ts';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import type { Db } from '../../server/db/db.ts';
import { linkUserSubjects } from '../../server/repositories/users.ts';
import { createSeededDb } from './helpers/seeded-db.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { FIXED_CONFIRMATION_CODE, startIdentity, type IdentityService } from '../../server/dev-stack/start-identity.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

interface Tokens {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn?: number;
  TokenType?: string;
}
interface Answer {
  status: number;
  contentType: string;
  json: Record<string, unknown> & { AuthenticationResult?: Tokens };
}

describe('identity proxy on the app origin (real cognito-local)', () => {
  let dataDir: string;
  let identity: IdentityService;
  let app: FastifyInstance;
  let db: Db;

  /** One Cognito JSON call through the proxy, as Amplify sends it. */
  async function call(
    target: string,
    body: object,
    url = '/identity/',
    on: FastifyInstance = app,
    remoteAddress = '127.0.0.1',
  ): Promise<Answer & { retryAfter?: string }> {
    const response = await on.inject({
      method: 'POST',
      url,
      remoteAddress,
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      payload: JSON.stringify(body),
    });
    const retryAfter = response.headers['retry-after'];
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type']),
      json: response.json(),
      ...(retryAfter === undefined ? {} : { retryAfter: String(retryAfter) }),
    };
  }

  const signIn = (email: string, password: string) =>
    call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });

  const verifier = () =>
    JwtRsaVerifier.create(
      { issuer: identity.issuer, audience: identity.clientId, jwksUri: identity.jwksUri },
      { jwksCache: createHttpJwksCache() },
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-proxy-'));
    identity = await startIdentity({ dataDir, port: await findFreePort() });
    db = await createSeededDb();
    await linkUserSubjects(db, identity.subjects);
    app = Fastify();
    await app.register(identityProxy({ target: identity.url, db }));
    // A sibling route: the proxy's content-type parser must not leak to it.
    app.post('/v1/echo', async (request) => ({ body: request.body }));
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    await identity?.stop();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs a demo user in with USER_PASSWORD_AUTH and the ID token verifies against the JWKS', async () => {
    const answer = await signIn(DEMO_USERS.admin.email, DEMO_PASSWORD);
    expect(answer.status).toBe(200);
    expect(answer.contentType).toContain('application/x-amz-json-1.1');
    const tokens = answer.json.AuthenticationResult!;
    const claims = await verifier().verify(tokens.IdToken);
    expect(claims).toMatchObject({
      email: DEMO_USERS.admin.email,
      token_use: 'id',
      aud: identity.clientId,
      iss: identity.issuer,
    });
    // A token for another audience must not verify.
    const otherAudience = JwtRsaVerifier.create(
      { issuer: identity.issuer, audience: 'another-client', jwksUri: identity.jwksUri },
      { jwksCache: createHttpJwksCache() },
    );
    await expect(otherAudience.verify(tokens.IdToken)).rejects.toThrow();
  });

  it('answers /identity without the trailing slash too', async () => {
    const answer = await call(
      'InitiateAuth',
      {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: DEMO_USERS.basico.email, PASSWORD: DEMO_PASSWORD },
      },
      '/identity',
    );
    expect(answer.status).toBe(200);
  });

  it('bridges GetTokensFromRefreshToken to REFRESH_TOKEN_AUTH with the Cognito response shape', async () => {
    const first = (await signIn(DEMO_USERS.advogada.email, DEMO_PASSWORD)).json.AuthenticationResult!;
    const answer = await call('GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: first.RefreshToken,
    });
    expect(answer.status).toBe(200);
    const fresh = answer.json.AuthenticationResult!;
    expect(fresh).toMatchObject({ TokenType: 'Bearer', ExpiresIn: 3600, RefreshToken: first.RefreshToken });
    expect(fresh.IdToken).not.toBe(first.IdToken);
    const claims = await verifier().verify(fresh.IdToken);
    expect(claims.email).toBe(DEMO_USERS.advogada.email);
    expect(claims.jti).not.toBe((await verifier().verify(first.IdToken)).jti);
  });

  it('refuses an unknown refresh token with NotAuthorizedException', async () => {
    const answer = await call('GetTokensFromRefreshToken', {
      ClientId: identity.clientId,
      RefreshToken: 'not-a-token',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.__type).toBe('NotAuthorizedException');
    const missing = await call('GetTokensFromRefreshToken', { ClientId: identity.clientId });
    expect(missing.json.__type).toBe('InvalidParameterException');
  });

  it('answers a wrong password as Cognito does (NotAuthorizedException), where the emulator says InvalidPasswordException', async () => {
    const answer = await signIn(DEMO_USERS.admin.email, 'Errada@2026');
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ __type: 'NotAuthorizedException', message: 'Incorrect username or password.' });
    const direct = await fetch(identity.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      body: JSON.stringify({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: identity.clientId,
        AuthParameters: { USERNAME: DEMO_USERS.admin.email, PASSWORD: 'Errada@2026' },
      }),
    });
    expect(((await direct.json()) as { __type: string }).__type).toBe('InvalidPasswordException');
    expect((await signIn('ninguem@exemplo.test', DEMO_PASSWORD)).json.__type).toBe('NotAuthorizedException');
  });

  it('takes the temporary-password user through NEW_PASSWORD_REQUIRED, enforcing the password policy', async () => {
    const challenge = await signIn(DEMO_USERS.temporaria.email, DEMO_TEMPORARY_PASSWORD);
    expect(challenge.json.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const respond = (password: string) =>
      call('RespondToAuthChallenge', {
        ChallengeName: 'NEW_PASSWORD_REQUIRED',
        ClientId: identity.clientId,
        Session: challenge.json.Session,
        ChallengeResponses: { USERNAME: DEMO_USERS.temporaria.email, NEW_PASSWORD: password },
      });
    const weak = await respond('curta');
    expect(weak.status).toBe(400);
    expect(weak.json).toEqual({
      __type: 'InvalidPasswordException',
      message: 'Password did not conform with policy: Password not long enough',
    });
    expect((await respond('semsimbolo2026A')).json.message).toMatch(/symbol characters$/);
    const done = await respond('Nova@Senha2026');
    expect(done.status).toBe(200);
    await expect(verifier().verify(done.json.AuthenticationResult!.IdToken)).resolves.toBeTruthy();
  });

  it('resets a password with the fixed confirmation code', async () => {
    const email = DEMO_USERS.master.email;
    expect((await call('ForgotPassword', { ClientId: identity.clientId, Username: email })).status).toBe(200);
    const wrong = await call('ConfirmForgotPassword', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: '000000',
      Password: 'Trocada@2026',
    });
    expect(wrong.json.__type).toBe('CodeMismatchException');
    const right = await call('ConfirmForgotPassword', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: FIXED_CONFIRMATION_CODE,
      Password: 'Trocada@2026',
    });
    expect(right.status).toBe(200);
    expect((await signIn(email, 'Trocada@2026')).status).toBe(200);
  });

  it('does not expose administrative operations on the public origin', async () => {
    const answer = await call('AdminSetUserPassword', {
      UserPoolId: identity.userPoolId,
      Username: DEMO_USERS.basico.email,
      Password: 'Invasor@2026',
      Permanent: true,
    });
    expect(answer.status).toBe(400);
    expect(answer.json.__type).toBe('NotAuthorizedException');
    expect((await signIn(DEMO_USERS.basico.email, 'Invasor@2026')).status).toBe(400);
    expect(
      (await call('SignUp', { ClientId: identity.clientId, Username: 'novo@exemplo.test', Password: 'Nova@2026x' }))
        .status,
    ).toBe(400);
  });

  it('forwards only the operations the PWA uses: never UpdateUserAttributes (account takeover by e-mail change)', async () => {
    const tokens = (await signIn(DEMO_USERS.basico.email, DEMO_PASSWORD)).json.AuthenticationResult!;
    const change = await call('UpdateUserAttributes', {
      AccessToken: tokens.AccessToken,
      UserAttributes: [{ Name: 'email', Value: DEMO_USERS.admin.email }],
    });
    expect(change.status).toBe(400);
    expect(change.json.__type).toBe('NotAuthorizedException');
    const again = (await signIn(DEMO_USERS.basico.email, DEMO_PASSWORD)).json.AuthenticationResult!;
    expect((await verifier().verify(again.IdToken)).email).toBe(DEMO_USERS.basico.email);
    for (const target of [
      'GetUser',
      'ChangePassword',
      'VerifyUserAttribute',
      'GetUserAttributeVerificationCode',
      'DeleteUser',
      'DeleteUserAttributes',
      'GlobalSignOut',
      'AssociateSoftwareToken',
      'SetUserMFAPreference',
      'ConfirmDevice',
      'ListDevices',
      'AdminGetUser',
    ]) {
      const answer = await call(target, { AccessToken: tokens.AccessToken });
      expect(answer.json.__type, target).toBe('NotAuthorizedException');
    }
  });

  it('refuses "userAttributes.*" answers to NEW_PASSWORD_REQUIRED (another way to set an e-mail)', async () => {
    const answer = await call('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: identity.clientId,
      Session: 'any',
      ChallengeResponses: {
        USERNAME: DEMO_USERS.temporaria.email,
        NEW_PASSWORD: 'Nova@Senha2026',
        'userAttributes.email': DEMO_USERS.admin.email,
      },
    });
    expect(answer.status).toBe(400);
    expect(answer.json.__type).toBe('NotAuthorizedException');
  });

  it('refuses ForgotPassword and ConfirmForgotPassword for a user who may not reset their own password', async () => {
    const email = DEMO_USERS.restrito.email;
    const sub = identity.subjects.find((s) => s.email === email)!.sub;
    for (const username of [email, ' Restrito@Exemplo.TEST', sub]) {
      const forgot = await call('ForgotPassword', { ClientId: identity.clientId, Username: username });
      expect(forgot.status, username).toBe(400);
      expect(forgot.json).toEqual({ __type: 'NotAuthorizedException', message: MESSAGES.resetRestricted });
    }
    const confirm = await call('ConfirmForgotPassword', {
      ClientId: identity.clientId,
      Username: email,
      ConfirmationCode: FIXED_CONFIRMATION_CODE,
      Password: 'Trocada@2026',
    });
    expect(confirm.json).toEqual({ __type: 'NotAuthorizedException', message: MESSAGES.resetRestricted });
    expect((await signIn(email, 'Trocada@2026')).status).toBe(400);
    expect((await signIn(email, DEMO_PASSWORD)).status).toBe(200);
    // An unknown e-mail is not told apart: it gets the answer of a real account (Cognito's PreventUserExistenceErrors).
    const unknown = await call('ForgotPassword', { ClientId: identity.clientId, Username: 'ninguem@exemplo.test' });
    expect(unknown.status).toBe(200);
    expect(unknown.json).toEqual({
      CodeDeliveryDetails: { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: 'n***@e***' },
    });
    const real = await call('ForgotPassword', { ClientId: identity.clientId, Username: DEMO_USERS.basico.email });
    expect(real.status).toBe(200);
    expect(Object.keys(real.json)).toEqual(['CodeDeliveryDetails']);
  });

  it('limits sign-in attempts per address and per account with a Cognito-shaped 429 and Retry-After', async () => {
    const limited = Fastify();
    const rateLimits = {
      ...DEFAULT_RATE_LIMITS,
      windowMs: 60_000,
      signIn: { perAddress: 3, perAccount: 3 },
      passwordReset: { perAddress: 2, perAccount: 2 },
    };
    await limited.register(identityProxy({ target: identity.url, db, rateLimits }));
    const attempt = (email: string, address: string) =>
      call(
        'InitiateAuth',
        {
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: identity.clientId,
          AuthParameters: { USERNAME: email, PASSWORD: 'Errada@2026' },
        },
        '/identity/',
        limited,
        address,
      );
    for (let i = 0; i < 3; i++)
      expect((await attempt(DEMO_USERS.advogada.email, '10.0.0.1')).json.__type).toBe('NotAuthorizedException');
    const fourth = await attempt(DEMO_USERS.advogada.email, '10.0.0.1');
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ __type: 'TooManyRequestsException', message: MESSAGES.tooManyAttempts });
    expect(Number(fourth.retryAfter)).toBeGreaterThan(0);
    expect(Number(fourth.retryAfter)).toBeLessThanOrEqual(60);
    // Another account from the same address: limited by the address.
    expect((await attempt(DEMO_USERS.master.email, '10.0.0.1')).status).toBe(429);
    // The same account from another address: limited by the account.
    expect((await attempt(DEMO_USERS.advogada.email, '10.0.0.2')).status).toBe(429);
    // Someone else elsewhere is not affected.
    expect((await attempt(DEMO_USERS.master.email, '10.0.0.2')).status).toBe(400);
    // Password resets have their own budget.
    const forgot = () =>
      call(
        'ForgotPassword',
        { ClientId: identity.clientId, Username: 'ninguem@exemplo.test' },
        '/identity/',
        limited,
        '10.0.0.3',
      );
    await forgot();
    await forgot();
    expect((await forgot()).json.__type).toBe('TooManyRequestsException');
    await limited.close();
  });

  it('rejects a missing X-Amz-Target and keeps its content-type parser to itself', async () => {
    const missing = await app.inject({
      method: 'POST',
      url: '/identity/',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      payload: '{}',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ __type: 'InvalidParameterException' });
    const sibling = await app.inject({
      method: 'POST',
      url: '/v1/echo',
      headers: { 'content-type': 'application/x-amz-json-1.1' },
      payload: '{}',
    });
    expect(sibling.statusCode).toBe(415);
  });

  it('answers 503 with a Cognito error when the identity service is down', async () => {
    const down = Fastify();
    await down.register(identityProxy({ target: `http://127.0.0.1:${await findFreePort()}`, db }));
    const response = await down.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: '{}',
    });
    await down.close();
    expect(response.statusCode).toBe(503);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toMatchObject({ __type: 'InternalErrorException' });
  });
});

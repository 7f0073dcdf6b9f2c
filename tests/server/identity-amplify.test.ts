import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JwtRsaVerifier } from 'aws-jwt-verify';
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  resetPassword,
  signIn,
  signOut,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../../server/demo/demo-users.ts';
import { createHttpJwksCache } from '../../server/identity/http-jwks-cache.ts';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import type { Db } from '../../server/db/db.ts';
import { linkUserSubjects } from '../../server/repositories/users.ts';
import { createSeededDb } from './helpers/seeded-db.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { FIXED_CONFIRMATION_CODE, startIdentity, type IdentityService } from '../../server/dev-stack/start-identity.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Amplify's KeyValueStorageInterface in memory: Node has no localStorage. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  async setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  async getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  async removeItem(key: string) {
    this.items.delete(key);
  }
  async clear() {
    this.items.clear();
  }
}

const PASSWORD_FLOW = { authFlowType: 'USER_PASSWORD_AUTH' } as const;

describe('aws-amplify 6 against the identity proxy (real cognito-local, real HTTP)', () => {
  let dataDir: string;
  let identity: IdentityService;
  let app: FastifyInstance;
  let db: Db;

  const verifier = () =>
    JwtRsaVerifier.create(
      { issuer: identity.issuer, audience: identity.clientId, jwksUri: identity.jwksUri },
      { jwksCache: createHttpJwksCache() },
    );

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-amplify-'));
    identity = await startIdentity({ dataDir, port: await findFreePort() });
    db = await createSeededDb();
    await linkUserSubjects(db, identity.subjects);
    app = Fastify();
    await app.register(identityProxy({ target: identity.url, db }));
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    // Amplify passes userPoolEndpoint to `new URL()`, so it must be absolute; the PWA resolves '/identity/' first.
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: identity.userPoolId,
          userPoolClientId: identity.clientId,
          userPoolEndpoint: `${origin}/identity/`,
        },
      },
    });
    cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryStorage());
  });

  beforeEach(async () => {
    await signOut();
  });

  afterAll(async () => {
    await signOut().catch(() => undefined);
    await app?.close();
    await identity?.stop();
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('signs in with USER_PASSWORD_AUTH and refreshes with fetchAuthSession({ forceRefresh: true })', async () => {
    const result = await signIn({ username: DEMO_USERS.admin.email, password: DEMO_PASSWORD, options: PASSWORD_FLOW });
    expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
    const first = await fetchAuthSession();
    const firstToken = first.tokens!.idToken!.toString();

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    const freshToken = refreshed.tokens!.idToken!.toString();
    expect(freshToken).not.toBe(firstToken);
    const claims = await verifier().verify(freshToken);
    expect(claims.email).toBe(DEMO_USERS.admin.email);
    expect(claims.jti).not.toBe(first.tokens!.idToken!.payload.jti);
  });

  it('reports a wrong password as NotAuthorizedException', async () => {
    const error = await signIn({
      username: DEMO_USERS.admin.email,
      password: 'Errada@2026',
      options: PASSWORD_FLOW,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('reports a wrong temporary password as NotAuthorizedException, with no new-password step (before the account is confirmed below)', async () => {
    const error = await signIn({
      username: DEMO_USERS.temporaria.email,
      password: 'Errada@2026',
      options: PASSWORD_FLOW,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'NotAuthorizedException' });
  });

  it('completes the temporary-password sign-in with confirmSignIn, rejecting a password outside the policy', async () => {
    const result = await signIn({
      username: DEMO_USERS.temporaria.email,
      password: DEMO_TEMPORARY_PASSWORD,
      options: PASSWORD_FLOW,
    });
    expect(result.nextStep.signInStep).toBe('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    const weak = await confirmSignIn({ challengeResponse: 'fraca' }).catch((e: unknown) => e);
    expect(weak).toMatchObject({ name: 'InvalidPasswordException' });
    const done = await confirmSignIn({ challengeResponse: 'Definitiva@2026' });
    expect(done.isSignedIn).toBe(true);
    const session = await fetchAuthSession();
    await expect(verifier().verify(session.tokens!.idToken!.toString())).resolves.toMatchObject({
      email: DEMO_USERS.temporaria.email,
    });
  });

  it('resets a forgotten password with the fixed code and signs in with the new one', async () => {
    const reset = await resetPassword({ username: DEMO_USERS.advogada.email });
    expect(reset.nextStep.resetPasswordStep).toBe('CONFIRM_RESET_PASSWORD_WITH_CODE');
    await confirmResetPassword({
      username: DEMO_USERS.advogada.email,
      confirmationCode: FIXED_CONFIRMATION_CODE,
      newPassword: 'Recuperada@2026',
    });
    const result = await signIn({
      username: DEMO_USERS.advogada.email,
      password: 'Recuperada@2026',
      options: PASSWORD_FLOW,
    });
    expect(result.isSignedIn).toBe(true);
  });
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ORGS, DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../../server/demo/demo-users.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { TEMPORARY_PASSWORD_EXPIRED } from '../../server/identity/sign-in-events.ts';
import { startStack, type Stack } from '../../scripts/stack.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;

/** Issue 17 on the real local stack: cognito-local behind identity-admin.ts, the /identity/ proxy and the API. */
describe('organization users on the local stack (cognito-local)', () => {
  let dataDir: string;
  let stack: Stack;
  let origin: string;

  async function cognito(target: string, body: object): Promise<{ status: number; json: Record<string, unknown> }> {
    const response = await fetch(`${origin}/identity/`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
  const signIn = (email: string, password: string) =>
    cognito('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    });
  const idToken = (answer: { json: Record<string, unknown> }) =>
    (answer.json['AuthenticationResult'] as { IdToken: string }).IdToken;
  const api = (token: string, path: string, method = 'GET', body?: object) =>
    fetch(`${origin}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'users-stack-'));
    stack = await startStack({
      port: 0,
      dataDir,
      identityPort: await findFreePort(),
      inMemory: true,
      processes: 20,
      staticDir: null,
      env: {},
    });
    origin = stack.url.replace('localhost', '127.0.0.1');
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('admin adds a person; they sign in with the temporary password, set a new one and see the organization; deactivation cuts the open session', async () => {
    const admin = idToken(await signIn(DEMO_USERS.admin.email, DEMO_PASSWORD));
    const added = await api(admin, `${ORG}/adduser`, 'POST', {
      username: 'colega@exemplo.test',
      name: 'Colega Nova',
      organizationLawFirmId: DEMO_ORGS.moraes,
      accessType: 'BASIC',
    });
    expect(added.status).toBe(201);
    const { temporaryPassword, user } = (await added.json()) as {
      temporaryPassword: string;
      user: { id: string; status: string };
    };
    expect(user.status).toBe('INVITED');
    expect(temporaryPassword).toMatch(/^\S{12}$/);

    const first = await signIn('colega@exemplo.test', temporaryPassword);
    expect(first.json['ChallengeName']).toBe('NEW_PASSWORD_REQUIRED');
    const done = await cognito('RespondToAuthChallenge', {
      ChallengeName: 'NEW_PASSWORD_REQUIRED',
      ClientId: stack.identity.clientId,
      Session: first.json['Session'],
      ChallengeResponses: { USERNAME: 'colega@exemplo.test', NEW_PASSWORD: 'Colega@2026' },
    });
    expect(done.status).toBe(200);
    const colega = idToken(done);
    const orgs = (await (await api(colega, '/v1/organization')).json()) as { id: number }[];
    expect(orgs.map((o) => o.id)).toEqual([DEMO_ORGS.moraes]);
    const listed = (await (await api(admin, `${ORG}/listuser?q=colega`)).json()) as {
      status: string;
      lastSignInAt: string | null;
    }[];
    expect(listed[0]).toMatchObject({ status: 'ACTIVE', lastSignInAt: expect.any(String) });

    expect((await api(admin, `${ORG}/user/${user.id}/inactivate`, 'PUT')).status).toBe(200);
    expect((await api(colega, `${ORG}/notifications/total`)).status).toBe(403);
    const trail = (await (await api(admin, `${ORG}/audit?person=${user.id}`)).json()) as {
      result: { action: string }[];
    };
    expect(trail.result.map((e) => e.action)).toContain('SIGN_IN');
  });

  it('an expired invitation is refused until "Reenviar convite" issues a fresh temporary password', async () => {
    const expired = await signIn(DEMO_USERS.conviteExpirado.email, DEMO_TEMPORARY_PASSWORD);
    expect(expired.status).toBe(400);
    expect(expired.json).toEqual({ __type: 'NotAuthorizedException', message: TEMPORARY_PASSWORD_EXPIRED });
    const admin = idToken(await signIn(DEMO_USERS.admin.email, DEMO_PASSWORD));
    const list = (await (await api(admin, `${ORG}/listuser?status=INVITED`)).json()) as { id: string; email: string }[];
    const id = list.find((u) => u.email === DEMO_USERS.conviteExpirado.email)?.id;
    const resent = await api(admin, `${ORG}/user/${id}/reinvite`, 'POST');
    expect(resent.status).toBe(200);
    const { temporaryPassword } = (await resent.json()) as { temporaryPassword: string };
    expect((await signIn(DEMO_USERS.conviteExpirado.email, temporaryPassword)).json['ChallengeName']).toBe(
      'NEW_PASSWORD_REQUIRED',
    );
  });
});

import { createServer, type Server } from 'node:net';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_USERS as SEEDED_USERS } from '../../server/demo/demo-users.ts';
import { callCognito, CognitoServiceError } from './helpers/cognito-local-call.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { startIdentity, type IdentityService } from '../../server/dev-stack/start-identity.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

interface UserRecord {
  Username: string;
  UserStatus: string;
  UserAttributes: { Name: string; Value: string }[];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function signInDirect(identity: IdentityService, email: string, password: string) {
  return callCognito<{ AuthenticationResult?: { IdToken: string }; ChallengeName?: string }>(
    identity.url,
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: identity.clientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    },
  );
}

describe('identity provisioning (real cognito-local)', () => {
  let dataDir: string;
  let port: number;
  let first: IdentityService;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'identity-provisioning-'));
    port = await findFreePort();
    first = await startIdentity({ dataDir, port });
  });

  afterAll(async () => {
    await first.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('creates a pool, an app client and every demo user with its attributes and status', async () => {
    expect(first.userPoolId).toMatch(/^local_\w{8}$/);
    expect(first.issuer).toBe(`http://127.0.0.1:${port}/${first.userPoolId}`);
    expect(first.jwksUri).toBe(`${first.issuer}/.well-known/jwks.json`);
    const jwks = (await (await fetch(first.jwksUri)).json()) as { keys: { kid: string; kty: string }[] };
    expect(jwks.keys[0]).toMatchObject({ kid: 'CognitoLocal', kty: 'RSA' });

    for (const demo of SEEDED_USERS) {
      const user = await callCognito<UserRecord>(first.url, 'AdminGetUser', {
        UserPoolId: first.userPoolId,
        Username: demo.email,
      });
      const attributes = Object.fromEntries(user.UserAttributes.map((a) => [a.Name, a.Value]));
      expect(attributes).toMatchObject({
        email: demo.email,
        email_verified: 'true',
        given_name: demo.firstName,
        family_name: demo.lastName,
      });
      expect(user.UserStatus).toBe(demo.temporaryPassword ? 'FORCE_CHANGE_PASSWORD' : 'CONFIRMED');
    }
    const temporary = SEEDED_USERS.find((user) => user.temporaryPassword);
    expect(temporary).toBeDefined();
    expect((await signInDirect(first, temporary!.email, 'anything')).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    expect(
      (await signInDirect(first, DEMO_USERS.admin.email, DEMO_PASSWORD)).AuthenticationResult?.IdToken,
    ).toBeTruthy();
  });

  it('is idempotent: a second start on the same data reuses the pool, client and users, and restores demo passwords', async () => {
    // Someone changed a demo password in the previous run.
    await callCognito(first.url, 'AdminSetUserPassword', {
      UserPoolId: first.userPoolId,
      Username: DEMO_USERS.basico.email,
      Password: 'Outra@Senha1',
      Permanent: true,
    });
    const { UserPool } = await callCognito<{ UserPool: { Id: string } }>(first.url, 'DescribeUserPool', {
      UserPoolId: first.userPoolId,
    });
    const { Users: usersBefore } = await callCognito<{ Users: UserRecord[] }>(first.url, 'ListUsers', {
      UserPoolId: first.userPoolId,
    });
    const firstPid = first.pid;
    await first.stop();
    expect(isAlive(firstPid)).toBe(false);

    first = await startIdentity({ dataDir, port });
    expect(first.pid).not.toBe(firstPid);
    expect(first.userPoolId).toBe(UserPool.Id);
    const { UserPools } = await callCognito<{ UserPools: unknown[] }>(first.url, 'ListUserPools', { MaxResults: 60 });
    expect(UserPools).toHaveLength(1);
    const { UserPoolClients } = await callCognito<{ UserPoolClients: { ClientId: string }[] }>(
      first.url,
      'ListUserPoolClients',
      {
        UserPoolId: first.userPoolId,
        MaxResults: 60,
      },
    );
    expect(UserPoolClients.map((client) => client.ClientId)).toEqual([first.clientId]);
    const { Users: usersAfter } = await callCognito<{ Users: UserRecord[] }>(first.url, 'ListUsers', {
      UserPoolId: first.userPoolId,
    });
    expect(usersAfter.map((u) => u.Username).sort()).toEqual(usersBefore.map((u) => u.Username).sort());
    expect(usersAfter).toHaveLength(SEEDED_USERS.length);
    expect(
      (await signInDirect(first, DEMO_USERS.basico.email, DEMO_PASSWORD)).AuthenticationResult?.IdToken,
    ).toBeTruthy();
  });

  it('issues ID tokens that live 60 minutes (Cognito default; refresh is bridged)', async () => {
    const { AuthenticationResult } = await signInDirect(first, DEMO_USERS.advogada.email, DEMO_PASSWORD);
    const claims = JSON.parse(
      Buffer.from(AuthenticationResult!.IdToken.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, number>;
    expect(claims['exp']! - claims['iat']!).toBe(3600);
  });

  it('refuses to start with a clear message when the port is taken', async () => {
    const busyPort = await findFreePort();
    const blocker: Server = createServer();
    await new Promise<void>((resolve) => blocker.listen(busyPort, '127.0.0.1', resolve));
    try {
      await expect(startIdentity({ dataDir, port: busyPort })).rejects.toThrow(
        /Port \d+ on 127\.0\.0\.1 is already in use.*IDENTITY_PORT/s,
      );
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });

  it('reports errors with the service error type', async () => {
    const error = await callCognito(first.url, 'AdminGetUser', {
      UserPoolId: first.userPoolId,
      Username: 'ninguem@exemplo.test',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CognitoServiceError);
    expect((error as CognitoServiceError).type).toBe('UserNotFoundException');
  });

  it('surfaces the emulator output when it dies before answering', async () => {
    const broken = await mkdtemp(join(tmpdir(), 'identity-broken-'));
    await mkdir(join(broken, '.cognito', 'db'), { recursive: true });
    await writeFile(join(broken, '.cognito', 'db', 'clients.json'), '{not json');
    try {
      await expect(startIdentity({ dataDir: broken, port: await findFreePort() })).rejects.toThrow(
        /cognito-local exited \(code 1\) before answering:[\s\S]*corrupted format/,
      );
    } finally {
      await rm(broken, { recursive: true, force: true });
    }
  });

  it('reports an emulator that dies after start instead of failing silently', async () => {
    const other = await mkdtemp(join(tmpdir(), 'identity-crash-'));
    let report: (message: string) => void = () => {};
    const reported = new Promise<string>((resolve) => (report = resolve));
    const identity = await startIdentity({
      dataDir: other,
      port: await findFreePort(),
      onUnexpectedExit: (m) => report(m),
    });
    try {
      process.kill(identity.pid, 'SIGKILL');
      await expect(reported).resolves.toMatch(
        new RegExp(`cognito-local \\(pid ${identity.pid}\\) exited unexpectedly`),
      );
    } finally {
      await identity.stop();
      await rm(other, { recursive: true, force: true });
    }
  });
});

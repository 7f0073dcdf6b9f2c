import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  AdminCreateUserCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
  InitiateAuthCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { createCognitoClient } from '../../server/identity/cognito-sdk.ts';
import {
  cognitoIdentityAdmin,
  IdentityRefusedError,
  IdentityUnavailableError,
  type IdentityDirectory,
} from '../../server/identity/identity-admin.ts';
import { PASSWORD_POLICY } from '../../server/identity/password-policy.ts';
import {
  APP_CLIENT_NAME,
  INVITE_MESSAGE,
  provisionPool,
  TOKEN_VALIDITY,
  USER_POOL_NAME,
} from '../../server/identity/pool-provisioning.ts';
import { startScratchEmulator, type ScratchEmulator } from './helpers/scratch-emulator.ts';

const PASSWORD = 'Permanente#2024x';

describe('identity administration through the AWS SDK (real cognito-local)', { timeout: 60_000 }, () => {
  let emulator: ScratchEmulator;
  let client: CognitoIdentityProviderClient;
  let admin: IdentityDirectory;
  let pool: Awaited<ReturnType<typeof provisionPool>>;

  beforeAll(async () => {
    emulator = await startScratchEmulator('identity-sdk');
    client = createCognitoClient({ region: 'local', endpoint: emulator.url });
    pool = await provisionPool(client);
    admin = cognitoIdentityAdmin({ client, userPoolId: pool.userPoolId, delivery: 'shown' });
  }, 120_000);

  afterAll(async () => {
    client?.destroy();
    await emulator?.stop();
  });

  const signIn = (email: string, password: string) =>
    client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: pool.clientId,
        AuthParameters: { USERNAME: email, PASSWORD: password },
      }),
    );

  it('provisions the pool and app client with the product settings, and updates them in place', async () => {
    expect(pool.created).toEqual({ pool: true, client: true });
    const { UserPool } = await client.send(new DescribeUserPoolCommand({ UserPoolId: pool.userPoolId }));
    expect(UserPool?.Name).toBe(USER_POOL_NAME);
    expect(UserPool?.Policies?.PasswordPolicy).toMatchObject(PASSWORD_POLICY);
    expect(UserPool?.AdminCreateUserConfig).toMatchObject({
      AllowAdminCreateUserOnly: true,
      InviteMessageTemplate: INVITE_MESSAGE,
    });
    expect(INVITE_MESSAGE.EmailMessage).toMatch(/\{username\}[\s\S]*\{####\}/);
    const { UserPoolClient } = await client.send(
      new DescribeUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientId: pool.clientId }),
    );
    expect(UserPoolClient).toMatchObject({
      ClientName: APP_CLIENT_NAME,
      ...TOKEN_VALIDITY,
      PreventUserExistenceErrors: 'ENABLED',
    });

    const again = await provisionPool(client);
    expect(again).toEqual({
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      created: { pool: false, client: false },
    });
  });

  it('invites, re-invites, sets a password, disables, enables, gets and lists people', async () => {
    const created = await admin.createUser({ email: 'nova@exemplo.test', firstName: 'Nova', lastName: 'Pessoa' });
    expect(created.sub).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.temporaryPassword).toBeTruthy();
    expect(await admin.getUser('nova@exemplo.test')).toEqual({ sub: created.sub, status: 'FORCE_CHANGE_PASSWORD' });
    expect((await signIn('nova@exemplo.test', created.temporaryPassword!)).ChallengeName).toBe('NEW_PASSWORD_REQUIRED');

    const reissued = await admin.resendInvite('nova@exemplo.test');
    expect(reissued.temporaryPassword).toBeTruthy();
    expect(reissued.temporaryPassword).not.toBe(created.temporaryPassword);
    expect((await signIn('nova@exemplo.test', reissued.temporaryPassword!)).ChallengeName).toBe(
      'NEW_PASSWORD_REQUIRED',
    );

    await admin.setPassword('nova@exemplo.test', PASSWORD, { permanent: true });
    expect((await admin.getUser('nova@exemplo.test'))?.status).toBe('CONFIRMED');
    expect((await signIn('nova@exemplo.test', PASSWORD)).AuthenticationResult?.IdToken).toBeTruthy();

    // cognito-local records the flag without enforcing it at sign-in (Amazon Cognito refuses a disabled user).
    await admin.disableUser('nova@exemplo.test');
    expect((await admin.listUsers()).find((user) => user.email === 'nova@exemplo.test')).toMatchObject({
      enabled: false,
      sub: created.sub,
    });
    await admin.enableUser('nova@exemplo.test');
    expect((await signIn('nova@exemplo.test', PASSWORD)).AuthenticationResult?.IdToken).toBeTruthy();
    expect((await admin.listUsers()).find((user) => user.email === 'nova@exemplo.test')).toMatchObject({
      enabled: true,
      status: 'CONFIRMED',
    });
  });

  it('answers null for an unknown person, a refusal for a taken address, unavailable for an unreachable service', async () => {
    expect(await admin.getUser('ninguem@exemplo.test')).toBeNull();
    await admin.createUser({ email: 'dupla@exemplo.test', firstName: 'Dupla', lastName: 'Vez' });
    const refused = await admin
      .createUser({ email: 'dupla@exemplo.test', firstName: 'Dupla', lastName: 'Vez' })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(IdentityRefusedError);
    expect((refused as IdentityRefusedError).type).toBe('UsernameExistsException');

    const nowhere = createCognitoClient({ region: 'local', endpoint: `http://127.0.0.1:${await findFreePort()}` });
    try {
      const down = cognitoIdentityAdmin({ client: nowhere, userPoolId: pool.userPoolId, delivery: 'shown' });
      await expect(down.getUser('nova@exemplo.test')).rejects.toBeInstanceOf(IdentityUnavailableError);
    } finally {
      nowhere.destroy();
    }
  });

  it('with e-mail delivery (Amazon Cognito) lets the service send the invitation and re-sends it with RESEND', async () => {
    const sent: object[] = [];
    // cognito-local refuses RESEND: record what would go to Amazon Cognito instead.
    const recording = {
      send: async (command: { input: object }) => {
        sent.push(command.input);
        return command instanceof AdminCreateUserCommand
          ? { User: { Attributes: [{ Name: 'sub', Value: 'sub-1' }] } }
          : {};
      },
    } as unknown as CognitoIdentityProviderClient;
    const emailing = cognitoIdentityAdmin({ client: recording, userPoolId: 'sa-east-1_Pool', delivery: 'email' });
    expect(await emailing.createUser({ email: 'convite@exemplo.test', firstName: 'Con', lastName: 'Vite' })).toEqual({
      sub: 'sub-1',
    });
    expect(await emailing.resendInvite('convite@exemplo.test')).toEqual({});
    expect(sent[0]).toMatchObject({
      UserPoolId: 'sa-east-1_Pool',
      Username: 'convite@exemplo.test',
      DesiredDeliveryMediums: ['EMAIL'],
    });
    expect(sent[0]).not.toHaveProperty('TemporaryPassword');
    expect(sent[1]).toEqual({
      UserPoolId: 'sa-east-1_Pool',
      Username: 'convite@exemplo.test',
      MessageAction: 'RESEND',
      DesiredDeliveryMediums: ['EMAIL'],
    });
  });

  it('npm run identity:provision finds the same pool and client and prints their ids', async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/identity-provision.ts'],
      {
        env: { PATH: process.env.PATH ?? '', COGNITO_ENDPOINT: emulator.url },
      },
    );
    expect(stdout).toContain(`COGNITO_USER_POOL_ID=${pool.userPoolId}`);
    expect(stdout).toContain(`COGNITO_CLIENT_ID=${pool.clientId}`);
    expect(stdout).toMatch(/atualizado \/ updated/);
  });

  it('the IAM policy in docs/ grants exactly the calls the API, support work and the provisioning make', async () => {
    const { readFile } = await import('node:fs/promises');
    const policy = JSON.parse(await readFile('docs/iam-identity.json', 'utf8')) as {
      Statement: { Sid: string; Action: string[] }[];
    };
    const actions = (sid: string) =>
      policy.Statement.find((statement) => statement.Sid === sid)
        ?.Action.slice()
        .sort();
    // The API on Amazon Cognito e-mails invitations: it creates, re-sends (AdminCreateUser RESEND) and looks people up.
    expect(actions('ApiIdentityAdministration')).toEqual(['cognito-idp:AdminCreateUser', 'cognito-idp:AdminGetUser']);
    expect(actions('SupportIdentityAdministration')).toEqual([
      'cognito-idp:AdminDisableUser',
      'cognito-idp:AdminEnableUser',
      'cognito-idp:AdminSetUserPassword',
      'cognito-idp:ListUsers',
    ]);
    expect(actions('ProvisionUserPool')).toEqual([
      'cognito-idp:CreateUserPool',
      'cognito-idp:CreateUserPoolClient',
      'cognito-idp:ListUserPoolClients',
      'cognito-idp:ListUserPools',
      'cognito-idp:TagResource',
      'cognito-idp:UpdateUserPool',
      'cognito-idp:UpdateUserPoolClient',
    ]);
  });
});

import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  paginateListUserPoolClients,
  paginateListUserPools,
  UpdateUserPoolClientCommand,
  UpdateUserPoolCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_POLICY } from './password-policy.ts';

export const USER_POOL_NAME = 'painel-juridico';
export const APP_CLIENT_NAME = 'painel-juridico-web';

/**
 * Token lifetimes of the app client: Amazon Cognito's defaults (ID and access tokens 60 minutes, refresh token
 * 30 days). The identity proxy bridges GetTokensFromRefreshToken, so Amplify refreshes silently, as in production.
 */
export const TOKEN_VALIDITY = {
  IdTokenValidity: 60,
  AccessTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
} as const;

/** The invitation Amazon Cognito e-mails (AdminCreateUser): {username} and {####} are its placeholders, both required. */
export const INVITE_MESSAGE = {
  EmailSubject: 'Seu acesso ao Painel de Risco Jurídico',
  EmailMessage:
    '<p>Olá!</p><p>Você foi convidado para o Painel de Risco Jurídico.</p>' +
    '<p>Usuário: <b>{username}</b><br>Senha temporária: <b>{####}</b></p>' +
    `<p>Na primeira entrada você escolherá a sua senha. A senha temporária vale ${PASSWORD_POLICY.TemporaryPasswordValidityDays} dias; ` +
    'depois disso, peça ao administrador que reenvie o convite.</p>',
} as const;

/**
 * The pool's settings, every one of them: UpdateUserPool resets whatever it is not given to Cognito's default, so
 * an update must send the whole set (the sign-in attribute cannot change after creation and is sent only then).
 */
const POOL_SETTINGS = {
  AutoVerifiedAttributes: ['email' as const],
  // A B2B product: accounts are created by administrators, never by self sign-up.
  AdminCreateUserConfig: { AllowAdminCreateUserOnly: true, InviteMessageTemplate: INVITE_MESSAGE },
  Policies: { PasswordPolicy: PASSWORD_POLICY },
  MfaConfiguration: 'OFF' as const,
  AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email' as const, Priority: 1 }] },
  UserPoolTags: { app: 'painel-risco-juridico' },
};

const CLIENT_SETTINGS = {
  ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH' as const, 'ALLOW_REFRESH_TOKEN_AUTH' as const],
  ...TOKEN_VALIDITY,
  // "Wrong e-mail or password" for unknown accounts too: the sign-in and reset screens are no account oracle.
  PreventUserExistenceErrors: 'ENABLED' as const,
  EnableTokenRevocation: true,
};

export interface ProvisionedPool {
  userPoolId: string;
  clientId: string;
  /** What this run created (false = found and brought up to date). */
  created: { pool: boolean; client: boolean };
}

/**
 * Creates the user pool and its web app client, or finds them by name and re-applies every setting: safe to run on
 * every release (npm run identity:provision) and on every local start.
 */
export async function provisionPool(
  client: CognitoIdentityProviderClient,
  names = { pool: USER_POOL_NAME, client: APP_CLIENT_NAME },
): Promise<ProvisionedPool> {
  let userPoolId = await findPool(client, names.pool);
  const poolCreated = !userPoolId;
  if (userPoolId) {
    await client.send(new UpdateUserPoolCommand({ UserPoolId: userPoolId, ...POOL_SETTINGS }));
  } else {
    // Users sign in with their e-mail; the Cognito username is the generated sub, as in a real e-mail pool.
    const created = await client.send(
      new CreateUserPoolCommand({ PoolName: names.pool, UsernameAttributes: ['email'], ...POOL_SETTINGS }),
    );
    userPoolId = created.UserPool?.Id ?? '';
    if (!userPoolId) throw new Error('CreateUserPool answered no pool id');
  }
  let clientId = await findClient(client, userPoolId, names.client);
  const clientCreated = !clientId;
  if (clientId) {
    await client.send(
      new UpdateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientId: clientId,
        ClientName: names.client,
        ...CLIENT_SETTINGS,
      }),
    );
  } else {
    // A public browser client: no secret.
    const created = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: names.client,
        GenerateSecret: false,
        ...CLIENT_SETTINGS,
      }),
    );
    clientId = created.UserPoolClient?.ClientId ?? '';
    if (!clientId) throw new Error('CreateUserPoolClient answered no client id');
  }
  return { userPoolId, clientId, created: { pool: poolCreated, client: clientCreated } };
}

async function findPool(client: CognitoIdentityProviderClient, name: string): Promise<string | null> {
  for await (const page of paginateListUserPools({ client }, { MaxResults: 60 })) {
    const found = page.UserPools?.find((pool) => pool.Name === name);
    if (found?.Id) return found.Id;
  }
  return null;
}

async function findClient(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  name: string,
): Promise<string | null> {
  for await (const page of paginateListUserPoolClients({ client }, { UserPoolId: userPoolId, MaxResults: 60 })) {
    const found = page.UserPoolClients?.find((each) => each.ClientName === name);
    if (found?.ClientId) return found.ClientId;
  }
  return null;
}

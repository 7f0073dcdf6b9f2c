import type { DemoUser } from '../demo/demo-users.ts';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../demo/demo-users.ts';
import { callCognito, CognitoServiceError } from '../identity/cognito-client.ts';
import { PASSWORD_POLICY } from '../identity/password-policy.ts';

const USER_POOL_NAME = 'painel-juridico';
const APP_CLIENT_NAME = 'painel-juridico-web';

/**
 * Token lifetimes of the app client: Amazon Cognito's defaults (ID and access tokens 60 minutes, refresh token
 * 30 days). The identity proxy bridges GetTokensFromRefreshToken, so Amplify refreshes silently, as in production.
 */
const TOKEN_VALIDITY = {
  IdTokenValidity: 60,
  AccessTokenValidity: 60,
  RefreshTokenValidity: 30,
  TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'days' },
} as const;

const EXPLICIT_AUTH_FLOWS = ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'];

interface ProvisionOptions {
  users: readonly DemoUser[];
  /**
   * Put every demo user back to its documented password and status on each start (default true), so the README's
   * logins always work, even after someone changed a password or completed the temporary-password flow.
   */
  restoreDemoPasswords?: boolean;
}

/** A demo user's immutable identity subject (`sub`), to bind the database row to it. */
export interface ProvisionedSubject {
  email: string;
  sub: string;
}

interface ProvisionedIdentity {
  userPoolId: string;
  clientId: string;
  subjects: ProvisionedSubject[];
}

interface PoolSummary { Id: string; Name: string }
interface ClientSummary { ClientId: string; ClientName: string }

/** Creates (or finds) the user pool, the app client and the demo users. Safe to run on every start. */
export async function provisionIdentity(endpoint: string, options: ProvisionOptions): Promise<ProvisionedIdentity> {
  const userPoolId = await ensureUserPool(endpoint);
  const clientId = await ensureAppClient(endpoint, userPoolId);
  const subjects: ProvisionedSubject[] = [];
  for (const user of options.users) {
    const sub = await ensureUser(endpoint, userPoolId, user, options.restoreDemoPasswords ?? true);
    subjects.push({ email: user.email, sub });
  }
  return { userPoolId, clientId, subjects };
}

async function ensureUserPool(endpoint: string): Promise<string> {
  const { UserPools } = await callCognito<{ UserPools: PoolSummary[] }>(endpoint, 'ListUserPools', { MaxResults: 60 });
  const existing = UserPools.find((pool) => pool.Name === USER_POOL_NAME);
  if (existing) return existing.Id;
  const { UserPool } = await callCognito<{ UserPool: PoolSummary }>(endpoint, 'CreateUserPool', {
    PoolName: USER_POOL_NAME,
    // Users sign in with their e-mail; the Cognito username is the generated sub, as in a real e-mail pool.
    UsernameAttributes: ['email'],
    AutoVerifiedAttributes: ['email'],
    // A B2B product: accounts are created by administrators, never by self sign-up.
    AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
    Policies: { PasswordPolicy: PASSWORD_POLICY },
    MfaConfiguration: 'OFF',
  });
  return UserPool.Id;
}

async function ensureAppClient(endpoint: string, userPoolId: string): Promise<string> {
  const { UserPoolClients } = await callCognito<{ UserPoolClients: ClientSummary[] }>(
    endpoint,
    'ListUserPoolClients',
    { UserPoolId: userPoolId, MaxResults: 60 },
  );
  const settings = { ExplicitAuthFlows: EXPLICIT_AUTH_FLOWS, ...TOKEN_VALIDITY };
  const existing = UserPoolClients.find((client) => client.ClientName === APP_CLIENT_NAME);
  if (existing) {
    // Re-applying the settings keeps older data folders in step with the current token lifetimes.
    await callCognito(endpoint, 'UpdateUserPoolClient', {
      UserPoolId: userPoolId,
      ClientId: existing.ClientId,
      ClientName: APP_CLIENT_NAME,
      ...settings,
    });
    return existing.ClientId;
  }
  const { UserPoolClient } = await callCognito<{ UserPoolClient: ClientSummary }>(endpoint, 'CreateUserPoolClient', {
    UserPoolId: userPoolId,
    ClientName: APP_CLIENT_NAME,
    // A public browser client: no secret.
    GenerateSecret: false,
    ...settings,
  });
  return UserPoolClient.ClientId;
}

const demoAttributes = (user: DemoUser) => [
  { Name: 'email', Value: user.email },
  // The API refuses tokens whose e-mail is not verified; demo addresses are known good.
  { Name: 'email_verified', Value: 'true' },
  { Name: 'given_name', Value: user.firstName },
  { Name: 'family_name', Value: user.lastName },
];

/** Creates or restores one demo user and answers its subject. */
async function ensureUser(endpoint: string, userPoolId: string, user: DemoUser, restore: boolean): Promise<string> {
  const exists = (await subjectOf(endpoint, userPoolId, user.email)) !== null;
  if (!exists) {
    await callCognito(endpoint, 'AdminCreateUser', {
      UserPoolId: userPoolId,
      Username: user.email,
      // Without SUPPRESS cognito-local tries to deliver a welcome message and fails for users without a phone.
      MessageAction: 'SUPPRESS',
      TemporaryPassword: user.temporaryPassword ? DEMO_TEMPORARY_PASSWORD : DEMO_PASSWORD,
      UserAttributes: demoAttributes(user),
    });
  } else if (restore) {
    // Older data folders (or an e-mail changed through an earlier, unfiltered proxy) get the documented attributes.
    await callCognito(endpoint, 'AdminUpdateUserAttributes', { UserPoolId: userPoolId, Username: user.email, UserAttributes: demoAttributes(user) });
  }
  if (!exists || restore) {
    await callCognito(endpoint, 'AdminSetUserPassword', {
      UserPoolId: userPoolId,
      Username: user.email,
      Password: user.temporaryPassword ? DEMO_TEMPORARY_PASSWORD : DEMO_PASSWORD,
      // Not permanent = FORCE_CHANGE_PASSWORD: the first sign-in answers NEW_PASSWORD_REQUIRED.
      Permanent: !user.temporaryPassword,
    });
  }
  const sub = await subjectOf(endpoint, userPoolId, user.email);
  if (!sub) throw new Error(`the identity service gave ${user.email} no sub attribute`);
  return sub;
}

interface AdminUser { UserAttributes?: { Name: string; Value?: string }[] }

/** The user's `sub` attribute, or null when the pool has no such user. */
async function subjectOf(endpoint: string, userPoolId: string, email: string): Promise<string | null> {
  try {
    const user = await callCognito<AdminUser>(endpoint, 'AdminGetUser', { UserPoolId: userPoolId, Username: email });
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
  } catch (error) {
    if (error instanceof CognitoServiceError && error.type === 'UserNotFoundException') return null;
    throw error;
  }
}

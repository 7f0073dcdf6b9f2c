import {
  AdminCreateUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  AdminUpdateUserAttributesCommand,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import type { DemoUser } from '../demo/demo-users.ts';
import { DEMO_PASSWORD, DEMO_TEMPORARY_PASSWORD } from '../demo/demo-users.ts';
import { createCognitoClient, isCognitoError } from '../identity/cognito-sdk.ts';
import { provisionPool } from '../identity/pool-provisioning.ts';

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

/** Creates (or finds) the user pool, the app client and the demo users, through the AWS SDK. Safe to run on every start. */
export async function provisionIdentity(endpoint: string, options: ProvisionOptions): Promise<ProvisionedIdentity> {
  const client = createCognitoClient({ region: 'local', endpoint });
  try {
    const { userPoolId, clientId } = await provisionPool(client);
    const subjects: ProvisionedSubject[] = [];
    for (const user of options.users) {
      const sub = await ensureUser(client, userPoolId, user, options.restoreDemoPasswords ?? true);
      subjects.push({ email: user.email, sub });
    }
    return { userPoolId, clientId, subjects };
  } finally {
    client.destroy();
  }
}

const demoAttributes = (user: DemoUser) => [
  { Name: 'email', Value: user.email },
  // The API refuses tokens whose e-mail is not verified; demo addresses are known good.
  { Name: 'email_verified', Value: 'true' },
  { Name: 'given_name', Value: user.firstName },
  { Name: 'family_name', Value: user.lastName },
];

/** Creates or restores one demo user and answers its subject. */
async function ensureUser(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  user: DemoUser,
  restore: boolean,
): Promise<string> {
  const exists = (await subjectOf(client, userPoolId, user.email)) !== null;
  if (!exists) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        // Without SUPPRESS cognito-local tries to deliver a welcome message and fails for users without a phone.
        MessageAction: 'SUPPRESS',
        TemporaryPassword: user.temporaryPassword ? DEMO_TEMPORARY_PASSWORD : DEMO_PASSWORD,
        UserAttributes: demoAttributes(user),
      }),
    );
  } else if (restore) {
    // Older data folders (or an e-mail changed through an earlier, unfiltered proxy) get the documented attributes.
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        UserAttributes: demoAttributes(user),
      }),
    );
  }
  if (!exists || restore) {
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: user.email,
        Password: user.temporaryPassword ? DEMO_TEMPORARY_PASSWORD : DEMO_PASSWORD,
        // Not permanent = FORCE_CHANGE_PASSWORD: the first sign-in answers NEW_PASSWORD_REQUIRED.
        Permanent: !user.temporaryPassword,
      }),
    );
  }
  const sub = await subjectOf(client, userPoolId, user.email);
  if (!sub) throw new Error(`the identity service gave ${user.email} no sub attribute`);
  return sub;
}

/** The user's `sub` attribute, or null when the pool has no such user. */
async function subjectOf(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
  email: string,
): Promise<string | null> {
  try {
    const user = await client.send(new AdminGetUserCommand({ UserPoolId: userPoolId, Username: email }));
    return user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
  } catch (error) {
    if (isCognitoError(error, 'UserNotFoundException')) return null;
    throw error;
  }
}

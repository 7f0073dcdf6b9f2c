import { randomInt } from 'node:crypto';
import {
  AdminCreateUserCommand,
  AdminDisableUserCommand,
  AdminEnableUserCommand,
  AdminGetUserCommand,
  AdminSetUserPasswordCommand,
  paginateListUsers,
  type CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { cognitoRefusal, isCognitoError } from './cognito-sdk.ts';
import { passwordPolicyViolation } from './password-policy.ts';

/**
 * Identity administration: the one module that creates people in the identity service and re-issues their
 * invitations, through the AWS SDK (server/identity/cognito-sdk.ts) against Amazon Cognito and cognito-local alike.
 * Routes call the IdentityAdmin interface only; the stacks wire it to the SDK, most server tests to a fake.
 *
 * - `delivery: 'shown'` (local stack): there is no e-mail, so the admin is given the temporary password once to
 *   hand over; "Reenviar convite" issues a fresh temporary password (AdminSetUserPassword, Permanent false), because
 *   cognito-local refuses AdminCreateUser with MessageAction RESEND.
 * - `delivery: 'email'` (Amazon Cognito): Cognito generates the password and e-mails it; re-sending uses
 *   MessageAction RESEND.
 */
export interface IdentityPerson {
  sub: string;
  /** Cognito's UserStatus, e.g. FORCE_CHANGE_PASSWORD (invite pending) or CONFIRMED. */
  status: string;
}

export interface IdentityAdmin {
  /** How a temporary password reaches the person: shown to the admin (local stack) or e-mailed by the service. */
  readonly delivery: 'shown' | 'email';
  /** The person with this e-mail, or null when the identity service has none. */
  getUser(email: string): Promise<IdentityPerson | null>;
  /** Creates the person in FORCE_CHANGE_PASSWORD; `temporaryPassword` only when it is shown rather than e-mailed. */
  createUser(person: {
    email: string;
    firstName: string;
    lastName: string;
  }): Promise<{ sub: string; temporaryPassword?: string }>;
  /** Re-issues a pending invitation. */
  resendInvite(email: string): Promise<{ temporaryPassword?: string }>;
}

/** The identity service refused the call (a 4xx answer, e.g. UsernameExistsException): the route answers 400. */
export class IdentityRefusedError extends Error {
  readonly type: string;

  constructor(type: string, cause: unknown) {
    super(`identity service refused: ${type}`, { cause });
    this.name = 'IdentityRefusedError';
    this.type = type;
  }
}

/** The identity service could not be reached or failed on its side: the route answers 503 and changes nothing. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('identity service unavailable', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

/** A person as the directory lists them. */
export interface DirectoryUser extends IdentityPerson {
  email: string;
  enabled: boolean;
}

/**
 * Every administration call the product and its operators make: IdentityAdmin's three, plus setting a password,
 * enabling and disabling a sign-in, and listing the pool (npm run identity:provision, support work).
 */
export interface IdentityDirectory extends IdentityAdmin {
  /** Permanent = CONFIRMED; not permanent = a temporary password (FORCE_CHANGE_PASSWORD). */
  setPassword(email: string, password: string, options: { permanent: boolean }): Promise<void>;
  /** A disabled person cannot sign in anywhere (deactivating a member is per organization, in the database). */
  disableUser(email: string): Promise<void>;
  enableUser(email: string): Promise<void>;
  listUsers(): Promise<DirectoryUser[]>;
}

export interface CognitoIdentityAdminOptions {
  client: CognitoIdentityProviderClient;
  userPoolId: string;
  delivery: 'shown' | 'email';
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '@#%&*!?';

/** A random temporary password that meets the pool's policy (12 characters, every class; no look-alikes). */
function generateTemporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const all = LOWER + UPPER + DIGITS + SYMBOLS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  const password = chars.join('');
  return passwordPolicyViolation(password) === null ? password : generateTemporaryPassword();
}

/** The service's refusals stay refusals (400 to the caller); network failures and its own 5xx are "unavailable". */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof IdentityRefusedError) throw error;
    const refusal = cognitoRefusal(error);
    if (refusal) throw new IdentityRefusedError(refusal.type, error);
    throw new IdentityUnavailableError(error);
  }
}

type Attributes = { Name?: string; Value?: string }[] | undefined;
const attribute = (attributes: Attributes, name: string): string | undefined =>
  attributes?.find((each) => each.Name === name)?.Value;

export function cognitoIdentityAdmin(options: CognitoIdentityAdminOptions): IdentityDirectory {
  const { client, delivery } = options;
  const pool = { UserPoolId: options.userPoolId };
  const getUser = (email: string) =>
    guarded(async () => {
      try {
        const user = await client.send(new AdminGetUserCommand({ ...pool, Username: email }));
        return { sub: attribute(user.UserAttributes, 'sub') ?? '', status: user.UserStatus ?? 'UNKNOWN' };
      } catch (error) {
        if (isCognitoError(error, 'UserNotFoundException')) return null;
        throw error;
      }
    });
  return {
    delivery,
    getUser,
    createUser: (person) =>
      guarded(async () => {
        const temporaryPassword = delivery === 'shown' ? generateTemporaryPassword() : undefined;
        const created = await client.send(
          new AdminCreateUserCommand({
            ...pool,
            Username: person.email,
            UserAttributes: [
              { Name: 'email', Value: person.email },
              // The admin typed the address; the first sign-in with the temporary password proves the person receives it.
              { Name: 'email_verified', Value: 'true' },
              { Name: 'given_name', Value: person.firstName },
              { Name: 'family_name', Value: person.lastName },
            ],
            ...(temporaryPassword
              ? { TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' as const }
              : { DesiredDeliveryMediums: ['EMAIL' as const] }),
          }),
        );
        const sub = attribute(created.User?.Attributes, 'sub') ?? (await getUser(person.email))?.sub ?? '';
        return temporaryPassword ? { sub, temporaryPassword } : { sub };
      }),
    resendInvite: (email) =>
      guarded(async () => {
        if (delivery === 'email') {
          await client.send(
            new AdminCreateUserCommand({
              ...pool,
              Username: email,
              MessageAction: 'RESEND',
              DesiredDeliveryMediums: ['EMAIL'],
            }),
          );
          return {};
        }
        // cognito-local: "MessageAction RESEND unsupported" — a fresh temporary password, shown to the admin once.
        const temporaryPassword = generateTemporaryPassword();
        await client.send(
          new AdminSetUserPasswordCommand({ ...pool, Username: email, Password: temporaryPassword, Permanent: false }),
        );
        return { temporaryPassword };
      }),
    setPassword: (email, password, { permanent }) =>
      guarded(async () => {
        await client.send(
          new AdminSetUserPasswordCommand({ ...pool, Username: email, Password: password, Permanent: permanent }),
        );
      }),
    disableUser: (email) =>
      guarded(async () => {
        await client.send(new AdminDisableUserCommand({ ...pool, Username: email }));
      }),
    enableUser: (email) =>
      guarded(async () => {
        await client.send(new AdminEnableUserCommand({ ...pool, Username: email }));
      }),
    listUsers: () =>
      guarded(async () => {
        const users: DirectoryUser[] = [];
        for await (const page of paginateListUsers({ client }, { ...pool })) {
          for (const user of page.Users ?? []) {
            users.push({
              email: attribute(user.Attributes, 'email') ?? user.Username ?? '',
              sub: attribute(user.Attributes, 'sub') ?? '',
              status: user.UserStatus ?? 'UNKNOWN',
              enabled: user.Enabled ?? true,
            });
          }
        }
        return users;
      }),
  };
}

import { randomInt } from 'node:crypto';
import { callCognito, CognitoServiceError } from './cognito-client.ts';
import { passwordPolicyViolation } from './password-policy.ts';

/**
 * Identity administration (issue 17): the one module that creates people in the identity service and re-issues their
 * invitations. Routes call this interface only; scripts/stack.ts wires it to cognito-local, tests to a fake.
 *
 * - `delivery: 'shown'` (local stack): there is no e-mail, so the admin is given the temporary password once to
 *   hand over; "Reenviar convite" issues a fresh temporary password (AdminSetUserPassword, Permanent false), because
 *   cognito-local refuses AdminCreateUser with MessageAction RESEND.
 * - `delivery: 'email'` (Amazon Cognito): Cognito generates the password and e-mails it; re-sending uses
 *   MessageAction RESEND. Amazon Cognito's admin operations must be SigV4-signed: pass a signing `send`.
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
  createUser(person: { email: string; firstName: string; lastName: string }): Promise<{ sub: string; temporaryPassword?: string }>;
  /** Re-issues a pending invitation. */
  resendInvite(email: string): Promise<{ temporaryPassword?: string }>;
}

/** The identity service could not be reached or failed on its side: the route answers 503 and changes nothing. */
export class IdentityUnavailableError extends Error {
  constructor(cause: unknown) {
    super('identity service unavailable', { cause });
    this.name = 'IdentityUnavailableError';
  }
}

type Send = <T>(target: string, input: object) => Promise<T>;

interface CognitoIdentityAdminOptions {
  endpoint: string;
  userPoolId: string;
  delivery: 'shown' | 'email';
  /** Defaults to the unsigned JSON protocol (enough for cognito-local). */
  send?: Send;
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

/** Network failures and the service's own 5xx are "unavailable"; its 4xx answers are passed on. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CognitoServiceError && error.status < 500) throw error;
    throw new IdentityUnavailableError(error);
  }
}

interface AdminUser { UserStatus?: string; UserAttributes?: { Name: string; Value?: string }[]; User?: AdminUser; Attributes?: { Name: string; Value?: string }[] }

export function cognitoIdentityAdmin(options: CognitoIdentityAdminOptions): IdentityAdmin {
  const send: Send = options.send ?? ((target, input) => callCognito(options.endpoint, target, input));
  const pool = { UserPoolId: options.userPoolId };
  const getUser = (email: string) =>
    guarded(async () => {
      try {
        const user = await send<AdminUser>('AdminGetUser', { ...pool, Username: email });
        const sub = user.UserAttributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? '';
        return { sub, status: user.UserStatus ?? 'UNKNOWN' };
      } catch (error) {
        if (error instanceof CognitoServiceError && error.type === 'UserNotFoundException') return null;
        throw error;
      }
    });
  return {
    delivery: options.delivery,
    getUser,
    createUser: (person) =>
      guarded(async () => {
        const temporaryPassword = options.delivery === 'shown' ? generateTemporaryPassword() : undefined;
        const attributes = [
          { Name: 'email', Value: person.email },
          // The admin typed the address; the first sign-in with the temporary password proves the person receives it.
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: person.firstName },
          { Name: 'family_name', Value: person.lastName },
        ];
        const created = await send<AdminUser>('AdminCreateUser', {
          ...pool,
          Username: person.email,
          UserAttributes: attributes,
          ...(temporaryPassword ? { TemporaryPassword: temporaryPassword, MessageAction: 'SUPPRESS' } : { DesiredDeliveryMediums: ['EMAIL'] }),
        });
        const sub = created.User?.Attributes?.find((attribute) => attribute.Name === 'sub')?.Value ?? (await getUser(person.email))?.sub ?? '';
        return temporaryPassword ? { sub, temporaryPassword } : { sub };
      }),
    resendInvite: (email) =>
      guarded(async () => {
        if (options.delivery === 'email') {
          await send('AdminCreateUser', { ...pool, Username: email, MessageAction: 'RESEND', DesiredDeliveryMediums: ['EMAIL'] });
          return {};
        }
        // cognito-local: "MessageAction RESEND unsupported" — a fresh temporary password, shown to the admin once.
        const temporaryPassword = generateTemporaryPassword();
        await send('AdminSetUserPassword', { ...pool, Username: email, Password: temporaryPassword, Permanent: false });
        return { temporaryPassword };
      }),
  };
}

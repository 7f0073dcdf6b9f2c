/**
 * The user pool's password policy: Amazon Cognito's default policy. cognito-local stores the policy but never
 * enforces it, so the identity proxy checks new passwords itself and answers as Cognito does
 * (400 InvalidPasswordException, "Password did not conform with policy: <rule>"), which lets the PWA's handling of
 * a rejected password be exercised locally. Clients should key on the error type and the rule text after the colon.
 */
export const PASSWORD_POLICY = {
  MinimumLength: 8,
  RequireUppercase: true,
  RequireLowercase: true,
  RequireNumbers: true,
  RequireSymbols: true,
  TemporaryPasswordValidityDays: 7,
} as const;

// Cognito's accepted symbol set: ^ $ * . [ ] { } ( ) ? " ! @ # % & / \ , > < ' : ; | _ ~ ` = + - and space.
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`=+\- ]/;

/** Cognito's message for the first rule the password breaks, or null when it conforms. */
export function passwordPolicyViolation(password: string): string | null {
  const prefix = 'Password did not conform with policy: ';
  if (password.length < PASSWORD_POLICY.MinimumLength) return `${prefix}Password not long enough`;
  if (PASSWORD_POLICY.RequireLowercase && !/[a-z]/.test(password)) {
    return `${prefix}Password must have lowercase characters`;
  }
  if (PASSWORD_POLICY.RequireUppercase && !/[A-Z]/.test(password)) {
    return `${prefix}Password must have uppercase characters`;
  }
  if (PASSWORD_POLICY.RequireNumbers && !/[0-9]/.test(password))
    return `${prefix}Password must have numeric characters`;
  if (PASSWORD_POLICY.RequireSymbols && !SYMBOL.test(password)) return `${prefix}Password must have symbol characters`;
  return null;
}

/** Where each operation carries a password chosen by the user (the ones the proxy must check). */
export function proposedPassword(target: string, input: Record<string, unknown>): string | undefined {
  switch (target) {
    case 'RespondToAuthChallenge': {
      const responses = input['ChallengeResponses'];
      const value =
        typeof responses === 'object' && responses !== null
          ? (responses as Record<string, unknown>)['NEW_PASSWORD']
          : undefined;
      return typeof value === 'string' ? value : undefined;
    }
    case 'ConfirmForgotPassword':
      return typeof input['Password'] === 'string' ? input['Password'] : undefined;
    case 'ChangePassword':
      return typeof input['ProposedPassword'] === 'string' ? input['ProposedPassword'] : undefined;
    default:
      return undefined;
  }
}

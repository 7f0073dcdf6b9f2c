import { describe, expect, it } from 'vitest';
import { mapIdentityError, type IdentityStep } from '../../src/lib/identity-errors';

// The identity proxy's texts (server/http/messages.ts: tooManyAttempts, resetRestricted), as Amplify raises them.
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
const RESET_RESTRICTED =
  'Desculpe, você não tem permissão para redefinir sua própria senha. Essa ação está restrita apenas a determinados usuários.';

describe('identity errors from the rate-limited, filtering proxy (issue 13)', () => {
  it.each<IdentityStep>(['signIn', 'newPassword', 'resetRequest', 'resetConfirm'])(
    'shows the Portuguese throttling text at %s',
    (step) => {
      expect(
        mapIdentityError({ name: 'TooManyRequestsException', message: TOO_MANY }, step, 'suporte@exemplo.test'),
      ).toBe(TOO_MANY);
    },
  );

  it.each<IdentityStep>(['resetRequest', 'resetConfirm'])('shows the restricted-reset text at %s', (step) => {
    expect(
      mapIdentityError({ name: 'NotAuthorizedException', message: RESET_RESTRICTED }, step, 'suporte@exemplo.test'),
    ).toBe(RESET_RESTRICTED);
  });
});

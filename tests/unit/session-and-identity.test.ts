import { describe, expect, it } from 'vitest';
import type { Profile } from '../../src/contract/organization';
import { deriveOrganizationFlags } from '../../src/features/session/organization-flags';
import { mapIdentityError, WRONG_CREDENTIALS_MESSAGE } from '../../src/lib/identity-errors';

const CONTACT = 'suporte@painel-juridico.com.br';
const error = (name: string, message = '') => Object.assign(new Error(message), { name });

describe('organization flags (docs/product.md#profile-groups)', () => {
  it.each<[Profile, boolean, boolean, boolean, boolean]>([
    ['BASIC', false, true, false, false],
    ['ADMIN', true, false, false, true],
    ['SUPER_ADMIN', true, true, true, true],
    ['LAWYER', false, false, true, true],
  ])(
    '%s → admin %s, user %s, lawyer %s, edits processes %s',
    (profile, amAdmin, amUser, amLawyer, canEditProcesses) => {
      expect(deriveOrganizationFlags({ profile, typeOrganization: 'LAW_FIRM' }, false)).toMatchObject({
        amAdmin,
        amUser,
        amLawyer,
        canEditProcesses,
      });
    },
  );

  it('flags MASTER organizations and holders', () => {
    expect(deriveOrganizationFlags({ profile: 'BASIC', typeOrganization: 'MASTER' }, true)).toMatchObject({
      amMaster: true,
      amHolder: true,
    });
    expect(deriveOrganizationFlags({ profile: 'BASIC', typeOrganization: 'COMPANY' }, false)).toMatchObject({
      amMaster: false,
      amHolder: false,
    });
  });
});

describe('identity errors (docs/messages.md#identity-messages)', () => {
  it('maps wrong credentials to the catalogue message, whichever name the service uses', () => {
    expect(WRONG_CREDENTIALS_MESSAGE).toBe('E-mail ou senha invalido!');
    expect(
      mapIdentityError(error('NotAuthorizedException', 'Incorrect username or password.'), 'signIn', CONTACT),
    ).toBe(WRONG_CREDENTIALS_MESSAGE);
    expect(mapIdentityError(error('InvalidPasswordException', 'Invalid password'), 'signIn', CONTACT)).toBe(
      WRONG_CREDENTIALS_MESSAGE,
    );
  });

  it('tells an expired temporary password with the contact e-mail', () => {
    const message = mapIdentityError(
      error('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
      'signIn',
      CONTACT,
    );
    expect(message).toBe(`Senha temporária expirada! Entre em contato com a gente pelo e-mail ${CONTACT}`);
  });

  it('explains a rejected new password in Portuguese', () => {
    const message = mapIdentityError(
      error(
        'InvalidPasswordException',
        'Password did not conform with policy: Password must have uppercase characters',
      ),
      'newPassword',
      CONTACT,
    );
    expect(message).toBe('A senha deve conter pelo menos uma letra maiúscula.');
  });

  it('tells a wrong reset code', () => {
    expect(mapIdentityError(error('CodeMismatchException', 'Invalid code'), 'resetConfirm', CONTACT)).toMatch(
      /^Código inválido/,
    );
  });
});

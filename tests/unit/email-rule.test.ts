import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { Email } from '../../src/contract/auth';
import { MESSAGES, validateEmail } from '../../src/features/auth/validation';

describe('e-mail rule (contract/constants/auth.ts)', () => {
  it('refuses in the form exactly what the API would refuse', () => {
    const long = `${'a'.repeat(250)}@b.co`;
    for (const email of [
      'nome@empresa.com.br',
      'a@b.c',
      'sem-arroba.com',
      'nome@empresa',
      'no me@empresa.com',
      'a@@b.com',
      long,
    ]) {
      expect(validateEmail(email) === null, email).toBe(Value.Check(Email, email));
    }
    expect(validateEmail(long)).toBe(MESSAGES.emailInvalid);
  });
});

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../contract/constants/auth';
import { PASSWORD_POLICY_SUMMARY } from '../../lib/identity-messages';

// The API's rule (contract Email): something@domain.tld, no spaces.
const EMAIL = new RegExp(EMAIL_PATTERN);

export const MESSAGES = {
  emailRequired: 'Informe o seu e-mail.',
  emailInvalid: 'E-mail inválido. Confira se está no formato nome@empresa.com.br.',
  passwordRequired: 'Informe a sua senha.',
  passwordsDiffer: 'As senhas não conferem.',
  codeRequired: 'Informe o código enviado para o seu e-mail.',
  codeInvalid: 'O código tem apenas números (6 dígitos).',
  termsRequired: 'É preciso aceitar a Política de Privacidade para continuar.',
} as const;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function validateEmail(email: string): string | null {
  const value = email.trim();
  if (!value) return MESSAGES.emailRequired;
  if (value.length > EMAIL_MAX_LENGTH || !EMAIL.test(value)) return MESSAGES.emailInvalid;
  return null;
}

export function validatePassword(password: string): string | null {
  return password ? null : MESSAGES.passwordRequired;
}

/**
 * Mirrors the identity service's default policy so people read the rule before sending; the service
 * stays the judge (its refusal is translated in lib/identity-errors).
 */
export function validateNewPassword(password: string): string | null {
  if (!password) return 'Informe a nova senha.';
  if (password.length < 8) return 'A senha deve ter pelo menos 8 caracteres.';
  if (password !== password.trim()) return 'A senha não pode começar nem terminar com espaço.';
  if (!/[A-Z]/.test(password)) return 'A senha deve conter pelo menos uma letra maiúscula.';
  if (!/[a-z]/.test(password)) return 'A senha deve conter pelo menos uma letra minúscula.';
  if (!/\d/.test(password)) return 'A senha deve conter pelo menos um número.';
  if (!/[^A-Za-z0-9]/.test(password))
    return 'A senha deve conter pelo menos um caractere especial (por exemplo ! @ # $).';
  return null;
}

export function validateConfirmation(password: string, confirmation: string): string | null {
  if (!confirmation) return 'Confirme a nova senha.';
  return password === confirmation ? null : MESSAGES.passwordsDiffer;
}

export function validateCode(code: string): string | null {
  const value = code.trim();
  if (!value) return MESSAGES.codeRequired;
  return /^\d{4,10}$/.test(value) ? null : MESSAGES.codeInvalid;
}

export const PASSWORD_HINT = PASSWORD_POLICY_SUMMARY;

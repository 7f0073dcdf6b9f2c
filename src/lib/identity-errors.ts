import { IDENTITY_UNREACHABLE_MESSAGE, PASSWORD_POLICY_SUMMARY } from './identity-messages';

/** Where an identity error happened: the same service error means different things per step. */
export type IdentityStep = 'signIn' | 'newPassword' | 'resetRequest' | 'resetConfirm' | 'signOut';

export const WRONG_CREDENTIALS_MESSAGE = 'E-mail ou senha invalido!';

function temporaryPasswordExpiredMessage(contactEmail: string): string {
  return `Senha temporária expirada! Entre em contato com a gente pelo e-mail ${contactEmail}`;
}

/** Cognito explains a rejected password in English ("Password must have uppercase characters"). */
const POLICY_RULES: readonly [RegExp, string][] = [
  [/not long enough|minimum length|too short/i, 'A senha deve ter pelo menos 8 caracteres.'],
  [/uppercase/i, 'A senha deve conter pelo menos uma letra maiúscula.'],
  [/lowercase/i, 'A senha deve conter pelo menos uma letra minúscula.'],
  [/numeric|number/i, 'A senha deve conter pelo menos um número.'],
  [/symbol|special/i, 'A senha deve conter pelo menos um caractere especial (por exemplo ! @ # $).'],
  [/leading or trailing whitespace|whitespace/i, 'A senha não pode começar nem terminar com espaço.'],
  [/previously used|password history/i, 'A nova senha não pode ser igual a uma senha usada anteriormente.'],
];

function passwordPolicyMessage(serviceMessage: string): string {
  const rule = POLICY_RULES.find(([pattern]) => pattern.test(serviceMessage));
  return rule ? rule[1] : `A senha não atende à política de segurança. ${PASSWORD_POLICY_SUMMARY}`;
}

function nameAndMessage(error: unknown): { name: string; message: string } {
  if (error && typeof error === 'object') {
    const e = error as { name?: unknown; message?: unknown };
    return { name: typeof e.name === 'string' ? e.name : '', message: typeof e.message === 'string' ? e.message : '' };
  }
  return { name: '', message: typeof error === 'string' ? error : '' };
}

/**
 * Turns an identity-service error into the Portuguese text of the error catalogue (docs/messages.md#error-catalogue).
 * Wrong credentials are always the catalogue text: the service's own wording would tell an attacker
 * whether the e-mail exists, and cognito-local says InvalidPasswordException where Cognito says
 * NotAuthorizedException. Anything without a mapping shows the service message, as the catalogue asks.
 */
export function mapIdentityError(error: unknown, step: IdentityStep, contactEmail: string): string {
  const { name, message } = nameAndMessage(error);
  if (/temporary password has expired/i.test(message)) return temporaryPasswordExpiredMessage(contactEmail);
  switch (name) {
    case 'NotAuthorizedException':
    case 'UserNotFoundException':
      if (step === 'signIn') return WRONG_CREDENTIALS_MESSAGE;
      if (step === 'newPassword')
        return 'Sua sessão de troca de senha expirou. Entre novamente com a senha temporária.';
      break;
    case 'InvalidPasswordException':
      if (step === 'signIn') return WRONG_CREDENTIALS_MESSAGE;
      return passwordPolicyMessage(message);
    case 'CodeMismatchException':
      return 'Código inválido. Confira o código enviado para o seu e-mail e tente novamente.';
    case 'ExpiredCodeException':
      return 'Código expirado. Solicite um novo código.';
    case 'LimitExceededException':
    case 'TooManyRequestsException':
    case 'TooManyFailedAttemptsException':
      return 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';
    case 'UserNotConfirmedException':
      return 'Seu cadastro ainda não foi confirmado. Entre em contato com o administrador da sua organização.';
    case 'PasswordResetRequiredException':
      return 'É preciso redefinir sua senha. Use a opção "Esqueci minha senha".';
    case 'NetworkError':
      return IDENTITY_UNREACHABLE_MESSAGE;
    case 'EmptySignInUsername':
    case 'EmptyResetPasswordUsername':
      return 'Informe o seu e-mail.';
    case 'EmptySignInPassword':
      return 'Informe a sua senha.';
    default:
      break;
  }
  if (step === 'signIn' && /incorrect username or password/i.test(message)) return WRONG_CREDENTIALS_MESSAGE;
  return message || 'Ocorreu um erro inesperado. Tente novamente.';
}

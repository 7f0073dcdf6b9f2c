/** Texts the sign-in screen needs before any identity error's mapping (identity-errors.ts) has loaded. */
export const PASSWORD_POLICY_SUMMARY =
  'A senha deve ter pelo menos 8 caracteres, com letra maiúscula, letra minúscula, número e caractere especial.';

export const IDENTITY_UNREACHABLE_MESSAGE =
  'Sem conexão com o serviço de autenticação. Verifique sua internet e tente novamente.';

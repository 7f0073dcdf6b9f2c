/** E-mail as typed by people: something@domain.tld, no spaces (the identity service is the judge). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 254;

/** Terms a person accepts (POST /v1/accept-terms {email, type}). */
export const TERMS_TYPES = ['PRIVACY_POLICY'] as const;

/**
 * The API's 401 for a federated sign-in (Google through the hosted UI) whose subject is bound to no user: never
 * merged with the account of its e-mail (SECURITY.md, "Google sign-in"). The PWA recognises it and ends the session
 * with the catalogue's 'Acesso indisponível!' message, as for a person with no organization.
 */
export const FEDERATED_IDENTITY_UNBOUND_MESSAGE =
  'Esta conta Google não está vinculada a nenhum usuário do painel. Entre em contato com o administrador da sua organização.';

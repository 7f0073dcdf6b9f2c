/** E-mail as typed by people: something@domain.tld, no spaces (the identity service is the judge). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$';
export const EMAIL_MIN_LENGTH = 3;
export const EMAIL_MAX_LENGTH = 254;

/** Terms a person accepts (POST /v1/accept-terms {email, type}). */
export const TERMS_TYPES = ['PRIVACY_POLICY'] as const;

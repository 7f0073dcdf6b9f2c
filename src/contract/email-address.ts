/**
 * The e-mail address of a new member: the one rule for the API (POST …/adduser) and the PWA's form. Stricter than the
 * sign-in field on purpose: a sign-in must accept any address that already exists, while an address we create must
 * be one every mail server and the identity service take, and must not pass for another one (a zero-width space
 * makes "ana@x.test" and "ana\u200b@x.test" look identical).
 */

export type EmailAddressProblem = 'required' | 'invisible' | 'syntax';

/** Control, format (zero-width, bidi), private-use, unassigned and separator characters other than the plain space. */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000\u3164\uFFA0]/u;
/** Marks left after NFKC composed what it could: variation selectors, a stray combining accent. */
const STRAY_MARK = /\p{M}/u;

/**
 * RFC 5321 dot-atom local part (no quoted strings, no leading, trailing or doubled dots) without the quote-like
 * characters ' and `, which only ever arrive by mistake and break the places an address is pasted into; a domain
 * of two or more LDH labels with an alphabetic top level (or an IDN one in its xn-- form). ASCII only: the identity
 * service does not take SMTPUTF8 addresses.
 */
const LOCAL = /^[a-z0-9!#$%&*+/=?^_{|}~-]+(?:\.[a-z0-9!#$%&*+/=?^_{|}~-]+)*$/;
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

export const EMAIL_ADDRESS_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const DOMAIN_MAX_LENGTH = 253;

/** NFKC (full-width letters become ASCII), trimmed, lower case: the form stored and compared. */
export function normalizeEmailAddress(raw: string): string {
  return raw.normalize('NFKC').trim().toLowerCase();
}

function syntaxOk(email: string): boolean {
  if (email.length > EMAIL_ADDRESS_MAX_LENGTH) return false;
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  if (at < 1 || local.length > LOCAL_MAX_LENGTH || domain.length > DOMAIN_MAX_LENGTH || !LOCAL.test(local))
    return false;
  const labels = domain.split('.');
  return (
    labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels[labels.length - 1] ?? '')
  );
}

/** Why the address cannot be a member's, or null when `normalizeEmailAddress(raw)` is one. */
export function emailAddressProblem(raw: string): EmailAddressProblem | null {
  const email = normalizeEmailAddress(raw);
  if (!email) return 'required';
  if (INVISIBLE.test(email) || STRAY_MARK.test(email)) return 'invisible';
  return syntaxOk(email) ? null : 'syntax';
}

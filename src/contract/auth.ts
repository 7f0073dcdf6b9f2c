import { Type, type Static } from 'typebox';
import { EMAIL_MAX_LENGTH, EMAIL_MIN_LENGTH, EMAIL_PATTERN, TERMS_TYPES } from './constants/auth.ts';

/** E-mail as typed by people: trimmed client-side, checked loosely here (the identity service is the judge). */
export const Email = Type.String({ minLength: EMAIL_MIN_LENGTH, maxLength: EMAIL_MAX_LENGTH, pattern: EMAIL_PATTERN });

/** POST /v1/forgot-password — 403 for a user restricted to administrator resets, else 204 (unknown e-mails too). */
export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });
export type ForgotPasswordBody = Static<typeof ForgotPasswordBody>;

export const TermsType = Type.Enum(TERMS_TYPES);
export type TermsType = Static<typeof TermsType>;

/** POST /v1/accept-terms {email, type} — unauthenticated, idempotent. */
export const AcceptTermsBody = Type.Object({ email: Email, type: TermsType }, { additionalProperties: false });
export type AcceptTermsBody = Static<typeof AcceptTermsBody>;

/** GET /v1/accept-terms/{email} — whether the privacy policy was accepted, and when. */
export const AcceptTermsParams = Type.Object({ email: Email });
export const AcceptTermsStatus = Type.Object({
  email: Type.String(),
  type: TermsType,
  accepted: Type.Boolean(),
  acceptedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type AcceptTermsStatus = Static<typeof AcceptTermsStatus>;

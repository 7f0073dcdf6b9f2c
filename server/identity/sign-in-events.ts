import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { insertAuditEvent } from '../repositories/audit-events.ts';
import { findPendingInviteIssuedAt, recordSignInOnUser } from '../repositories/organization-members.ts';
import { cognitoError, parseJsonObject, type CognitoRawResponse } from './cognito-client.ts';
import { PASSWORD_POLICY } from './password-policy.ts';

/**
 * What the identity endpoint (identity-proxy.ts) adds around sign-ins:
 * - the API learns of a sign-in here: a successful InitiateAuth with a password, or the NEW_PASSWORD_REQUIRED answer,
 *   sets the person's last sign-in, ends a pending invitation and records SIGN_IN in each organization where the
 *   person is an active member, INACTIVE_MEMBER_REFUSED where an admin deactivated them (token refreshes are not
 *   sign-ins);
 * - an invitation whose temporary password is older than the pool's TemporaryPasswordValidityDays is refused with
 *   Amazon Cognito's own error (cognito-local does not enforce the validity), which the PWA turns into the
 *   catalogue's 'Senha temporária expirada! …'. Invitations with no known issue date (made before invitations recorded it) never expire.
 *   The proxy asks expiredTemporaryPassword() once the temporary password proved right (challenge-sessions.ts).
 */
export const TEMPORARY_PASSWORD_EXPIRED = 'Temporary password has expired and must be reset by an administrator.';
const REFRESH_FLOWS = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);
const VALIDITY_MS = PASSWORD_POLICY.TemporaryPasswordValidityDays * 24 * 60 * 60 * 1000;

/** The sign-in payload of a token the identity service just issued to us (not from a client: no signature check needed). */
function idTokenClaims(answer: Record<string, unknown>): { sub: string; email: string } | null {
  const result = answer['AuthenticationResult'];
  const token =
    typeof result === 'object' && result !== null ? (result as Record<string, unknown>)['IdToken'] : undefined;
  if (typeof token !== 'string') return null;
  const payload = parseJsonObject(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  const { sub, email } = payload;
  return typeof sub === 'string' && typeof email === 'string' ? { sub, email } : null;
}

const isPasswordSignIn = (target: string, input: Record<string, unknown>): boolean =>
  target === 'RespondToAuthChallenge' || (target === 'InitiateAuth' && !REFRESH_FLOWS.has(String(input['AuthFlow'])));

/** Cognito's refusal when this person's pending invitation is past the validity, else null. */
export async function expiredTemporaryPassword(
  db: Db,
  username: string,
  now: Date = new Date(),
): Promise<CognitoRawResponse | null> {
  const issued = await findPendingInviteIssuedAt(db, username);
  return issued && now.getTime() - issued.getTime() > VALIDITY_MS
    ? cognitoError(400, 'NotAuthorizedException', TEMPORARY_PASSWORD_EXPIRED)
    : null;
}

/** Runs after the identity service answered a password sign-in: records it (a challenge answer carries no tokens). */
export async function afterIdentityAnswer(
  db: Db,
  request: FastifyRequest,
  target: string,
  input: Record<string, unknown>,
  answer: CognitoRawResponse,
  now: Date = new Date(),
): Promise<CognitoRawResponse> {
  if (answer.status !== 200 || !isPasswordSignIn(target, input)) return answer;
  const claims = idTokenClaims(parseJsonObject(answer.body));
  if (claims) await recordSignIn(db, request, claims, now);
  return answer;
}

async function recordSignIn(
  db: Db,
  request: FastifyRequest,
  claims: { sub: string; email: string },
  now: Date,
): Promise<void> {
  const agent = request.headers['user-agent'];
  await db.transaction(async (tx) => {
    const user = await recordSignInOnUser(tx, claims.sub, claims.email);
    if (!user) return;
    const actor = {
      actorId: user.id,
      actorName: user.name,
      actorEmail: user.email,
      ip: request.ip || null,
      userAgent: typeof agent === 'string' ? agent.slice(0, 400) : null,
      requestId: String(request.id),
    };
    for (const organizationId of user.organizationIds) {
      await insertAuditEvent(tx, { organizationId, action: 'SIGN_IN', targetLabel: user.email }, actor, now);
    }
    // The identity service lets the person in (deactivation is per organization); the API will refuse these.
    for (const organizationId of user.inactiveOrganizationIds) {
      await insertAuditEvent(
        tx,
        { organizationId, action: 'INACTIVE_MEMBER_REFUSED', targetLabel: 'Entrada no sistema' },
        actor,
        now,
      );
    }
  });
}

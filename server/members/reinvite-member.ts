import type { ReinviteResponse } from '../../src/contract/organization-users.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  invitingOrganizationOf,
  markInviteReissued,
  otherOrganizationsOf,
} from '../repositories/organization-members.ts';
import type { MemberAdminContext } from './add-member.ts';
import { identityCall, requireMayTouch, requireMember } from './member-rules.ts';

/**
 * POST …/user/{userId}/reinvite — "Reenviar convite". A fresh temporary password shown to the admin hands the
 * account to whoever reads it, so it is issued only by the organization whose invitation created the identity and
 * only while the person belongs to no other organization; otherwise the person signs in with what they have. With
 * Amazon Cognito the credentials go by e-mail to the person, never to the admin, so the e-mail is simply re-sent.
 */
export async function reinviteMember(
  ctx: MemberAdminContext,
  orgId: number,
  userId: string,
): Promise<ReinviteResponse> {
  const target = await requireMember(ctx.db, orgId, userId);
  requireMayTouch(ctx.caller.profile, target.profile);
  if (target.status !== 'INVITED') throw new HttpError(409, MESSAGES.inviteNotPending);
  const shown = ctx.identityAdmin?.delivery !== 'email';
  if (shown) {
    const [invitedBy, elsewhere] = await Promise.all([
      invitingOrganizationOf(ctx.db, userId),
      otherOrganizationsOf(ctx.db, userId, orgId),
    ]);
    if (invitedBy !== orgId || elsewhere.length > 0) throw new HttpError(409, MESSAGES.inviteNotReissuable);
  }
  const sent = await identityCall((admin) => admin.resendInvite(target.email), ctx.identityAdmin);
  const user = await ctx.db.transaction(async (tx) => {
    await markInviteReissued(tx, userId);
    await ctx.audit(tx, {
      organizationId: orgId,
      action: 'USER_REINVITED',
      targetLabel: target.email,
      after: { delivery: shown ? 'shown' : 'email' },
    });
    return requireMember(tx, orgId, userId);
  });
  return { user, ...(sent.temporaryPassword ? { temporaryPassword: sent.temporaryPassword } : {}) };
}

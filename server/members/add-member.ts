import type { AddUserBody, AddUserResponse } from '../../src/contract/organization-users.ts';
import type { Profile } from '../../src/contract/organization.ts';
import type { Db } from '../db/db.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import type { AuditEntry } from '../repositories/audit-events.ts';
import {
  ensureInvitedUser,
  findMember,
  insertMembership,
  lockOrganizationMembers,
  otherOrganizationsOf,
} from '../repositories/organization-members.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { identityCall, requireMayTouch, requireMember, requireMemberEmail, splitName } from './member-rules.ts';

export interface MemberAdminContext {
  db: Db;
  identityAdmin: IdentityAdmin | null;
  /** The caller: their user id and their profile in the organization. */
  caller: { userId: string; profile: Profile };
  /** Records one audit event in `tx` as the caller (server/audit/audit-context.ts). */
  audit: (tx: Db, entry: AuditEntry) => Promise<void>;
}

/**
 * POST …/adduser. A person unknown to the identity service is created there (a temporary password shown once on the
 * local stack); a person who exists is only added, under the name this organization typed, and the organizations
 * they already belong to see it in their own trails.
 */
export async function addMember(ctx: MemberAdminContext, orgId: number, body: AddUserBody): Promise<AddUserResponse> {
  if (body.organizationLawFirmId !== orgId) throw new HttpError(400, MESSAGES.lawFirmMismatch);
  const email = requireMemberEmail(body.username);
  requireMayTouch(ctx.caller.profile, body.accessType);
  const known = await findUserByEmail(ctx.db, email);
  if (known && (await findMember(ctx.db, orgId, known.id))) throw new HttpError(409, MESSAGES.userAlreadyMember);
  const names = splitName(body.name);
  // The identity first: when it is down nothing is written; the membership is only made for an identity that exists.
  const person = await identityCall((admin) => admin.getUser(email), ctx.identityAdmin);
  const created = person
    ? null
    : await identityCall((admin) => admin.createUser({ email, ...names }), ctx.identityAdmin);
  const added = await ctx.db.transaction(async (tx) => {
    await lockOrganizationMembers(tx, orgId);
    const userId = await ensureInvitedUser(tx, {
      email,
      subject: created?.sub || person?.sub || null,
      ...names,
      invited: created !== null || person?.status === 'FORCE_CHANGE_PASSWORD',
      invitedBy: created ? orgId : null,
    });
    const existedBefore = created === null;
    const displayName = `${names.firstName} ${names.lastName}`.trim();
    const inserted = await insertMembership(tx, {
      userId,
      organizationId: orgId,
      profile: body.accessType,
      createdBy: ctx.caller.userId,
      existing: existedBefore ? { displayName } : null,
    });
    if (!inserted) throw new HttpError(409, MESSAGES.userAlreadyMember);
    const user = await requireMember(tx, orgId, userId);
    const elsewhere = existedBefore ? await otherOrganizationsOf(tx, userId, orgId) : [];
    await ctx.audit(tx, {
      organizationId: orgId,
      action: 'USER_ADDED',
      targetLabel: email,
      after: {
        accessType: body.accessType,
        status: user.status,
        identityCreated: created !== null,
        ...(elsewhere.length ? { memberElsewhere: true } : {}),
      },
    });
    for (const other of elsewhere) {
      await ctx.audit(tx, {
        organizationId: other,
        action: 'USER_ADDED_ELSEWHERE',
        targetLabel: email,
        after: { organizationId: orgId },
      });
    }
    return user;
  });
  return {
    user: added,
    identityCreated: created !== null,
    ...(created?.temporaryPassword ? { temporaryPassword: created.temporaryPassword } : {}),
  };
}

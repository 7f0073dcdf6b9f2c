import type { FastifyRequest } from 'fastify';
import type { Profile } from '../../src/contract/organization.ts';
import { forbidden } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import {
  findHolder,
  findMembership,
  isMembershipInactive,
  type HolderRow,
  type MembershipRow,
} from '../repositories/organizations.ts';
import { recordInactiveMemberRefusal } from '../audit/refusal-events.ts';
import { membershipKey } from './auth-cache.ts';
import { mayStore } from './auth-invalidation.ts';
import { requireAuth } from './authenticate.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's membership in the route's organization, set by the authorization hook on member routes. */
    membership: MembershipRow | null;
  }
}

interface MembershipRequirement {
  /** Profiles allowed (see the groups in src/contract/constants/profiles.ts); omitted = any member. */
  profiles?: readonly Profile[];
}

/**
 * The caller's membership in `organizationId`, or 403. Every member route goes through here (from the
 * authorization hook, server/auth/authorize.ts), so another firm's ids never reach a query.
 */
export async function requireMembership(
  request: FastifyRequest,
  organizationId: number,
  requirement: MembershipRequirement = {},
): Promise<MembershipRow> {
  const { user } = requireAuth(request);
  const cache = request.server.authCache.memberships;
  const key = membershipKey(user.id, organizationId);
  let membership = cache.get(key) ?? null;
  if (!membership) {
    membership = await findMembership(request.server.db, user.id, organizationId);
    if (!membership) {
      const deactivated = await isMembershipInactive(request.server.db, user.id, organizationId);
      if (deactivated) await recordInactiveMemberRefusal(request, organizationId);
      throw forbidden(deactivated ? MESSAGES.membershipInactive : MESSAGES.noOrganizationAccess);
    }
    if (mayStore(request.server.authCache, request)) cache.set(key, membership);
  }
  if (requirement.profiles && !requirement.profiles.includes(membership.profile))
    throw forbidden(MESSAGES.profileNotAllowed);
  return membership;
}

/** The holder, when it belongs to the organization; 403 otherwise (also for holders that do not exist). */
export async function requireHolderInOrganization(
  request: FastifyRequest,
  holderId: number,
  organizationId: number,
): Promise<HolderRow> {
  const holder = await findHolder(request.server.db, holderId);
  if (!holder || holder.organization_id !== organizationId) throw forbidden(MESSAGES.holderNotInOrganization);
  return holder;
}

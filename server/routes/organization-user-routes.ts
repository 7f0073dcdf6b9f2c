import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ADMIN_PROFILES, isAdmin } from '../../src/contract/constants/profiles.ts';
import { organizationUserEndpoints } from '../../src/contract/endpoints/organization-users.ts';
import type { OrgUserParams } from '../../src/contract/organization-users.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { membershipKey } from '../auth/auth-cache.ts';
import { announceAuthChange } from '../auth/auth-invalidation.ts';
import { member } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { addMember, type MemberAdminContext } from '../members/add-member.ts';
import { requireMayTouch, requireMember, requireNotLastAdmin } from '../members/member-rules.ts';
import { reinviteMember } from '../members/reinvite-member.ts';
import {
  listMembers,
  lockOrganizationMembers,
  setMembershipActive,
  setMembershipProfile,
} from '../repositories/organization-members.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['usuários da organização'];
const MANAGE = member({ profiles: ADMIN_PROFILES });
const ERRORS = [...ORG_ROUTE_ERRORS, 404, 409];
const IDENTITY_ERRORS = [...ORG_ROUTE_ERRORS, 404, 409, 503];

const callerProfile = (request: FastifyRequest) => request.membership?.profile ?? 'BASIC';

export const organizationUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A member's cached membership must not outlive a change made here (auth-cache.ts): announced to every instance
  // at the commit (auth-invalidation.ts) and, so this one never depends on the notification's timing, dropped here too.
  const forgetMembership = (userId: string, orgId: number) =>
    app.authCache.memberships.delete(membershipKey(userId, orgId));
  const adminContext = (request: FastifyRequest): MemberAdminContext => ({
    db: app.db,
    identityAdmin: app.identityAdmin,
    caller: { userId: requireAuth(request).user.id, profile: callerProfile(request) },
    audit: (tx, entry) => recordAudit(tx, request, entry),
  });

  route(
    app,
    organizationUserEndpoints.listUsers,
    {
      // Any member: the movement-assignment screens list the people they can assign.
      access: member(),
      tags: TAGS,
      errors: ERRORS,
      summary: 'Usuários da organização (perfil, situação, último acesso)',
    },
    async (request) => listMembers(app.db, request.params.orgId, request.query),
  );

  route(
    app,
    organizationUserEndpoints.addUser,
    {
      access: MANAGE,
      tags: TAGS,
      errors: IDENTITY_ERRORS,
      summary: 'Adiciona um usuário (cria a identidade com senha temporária quando ainda não existe)',
    },
    async (request, reply) => {
      const added = await addMember(adminContext(request), request.params.orgId, request.body);
      forgetMembership(added.user.id, request.params.orgId);
      return reply.code(201).send(added);
    },
  );

  const setActive = (active: boolean) => async (request: FastifyRequest<{ Params: OrgUserParams }>) => {
    const { orgId, userId } = request.params;
    const result = await app.db.transaction(async (tx) => {
      await lockOrganizationMembers(tx, orgId);
      const target = await requireMember(tx, orgId, userId);
      requireMayTouch(callerProfile(request), target.profile);
      if (!active && userId === requireAuth(request).user.id) throw new HttpError(409, MESSAGES.cannotDeactivateSelf);
      if (!active) await requireNotLastAdmin(tx, orgId, target);
      if (target.active === active) return target;
      await setMembershipActive(tx, orgId, userId, active);
      await announceAuthChange(tx, { kind: 'membership', userId, organizationId: orgId });
      await recordAudit(tx, request, {
        organizationId: orgId,
        action: active ? 'USER_ACTIVATED' : 'USER_INACTIVATED',
        targetLabel: target.email,
        before: { active: target.active, status: target.status },
        after: { active },
      });
      return requireMember(tx, orgId, userId);
    });
    forgetMembership(userId, orgId);
    return result;
  };

  for (const [endpoint, active] of [
    [organizationUserEndpoints.activateUser, true],
    [organizationUserEndpoints.inactivateUser, false],
  ] as const) {
    route(
      app,
      endpoint,
      {
        access: MANAGE,
        tags: TAGS,
        errors: ERRORS,
        summary: active
          ? 'Ativa o usuário nesta organização'
          : 'Desativa o usuário nesta organização (vale na próxima chamada dele)',
      },
      setActive(active),
    );
  }

  route(
    app,
    organizationUserEndpoints.changeUserProfile,
    {
      access: MANAGE,
      tags: TAGS,
      errors: ERRORS,
      summary: 'Altera o perfil (accessType) do usuário nesta organização',
    },
    async (request) => {
      const { orgId, userId } = request.params;
      const { accessType } = request.body;
      const result = await app.db.transaction(async (tx) => {
        await lockOrganizationMembers(tx, orgId);
        const target = await requireMember(tx, orgId, userId);
        requireMayTouch(callerProfile(request), target.profile, accessType);
        if (target.profile === accessType) return target;
        if (!isAdmin(accessType)) await requireNotLastAdmin(tx, orgId, target);
        await setMembershipProfile(tx, orgId, userId, accessType);
        await announceAuthChange(tx, { kind: 'membership', userId, organizationId: orgId });
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'USER_PROFILE_CHANGED',
          targetLabel: target.email,
          before: { accessType: target.profile },
          after: { accessType },
        });
        return requireMember(tx, orgId, userId);
      });
      forgetMembership(userId, orgId);
      return result;
    },
  );

  route(
    app,
    organizationUserEndpoints.reinviteUser,
    {
      access: MANAGE,
      tags: TAGS,
      errors: IDENTITY_ERRORS,
      summary: 'Reenvia o convite (localmente: nova senha temporária, mostrada uma vez)',
    },
    async (request) => reinviteMember(adminContext(request), request.params.orgId, request.params.userId),
  );
};

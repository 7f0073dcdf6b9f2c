import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { OrgParams } from '../../src/contract/common.ts';
import { ADMIN_PROFILES, isAdmin } from '../../src/contract/constants/profiles.ts';
import {
  AddUserBody, AddUserResponse, ChangeProfileBody, ListUserQuery, OrganizationUser, OrganizationUserList, OrgUserParams, ReinviteResponse,
} from '../../src/contract/organization-users.ts';
import type { Profile } from '../../src/contract/organization.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { membershipKey } from '../auth/auth-cache.ts';
import { announceAuthChange } from '../auth/auth-invalidation.ts';
import { member } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import type { Db } from '../db/db.ts';
import { HttpError, forbidden, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { CognitoServiceError } from '../identity/cognito-client.ts';
import { IdentityUnavailableError, type IdentityAdmin } from '../identity/identity-admin.ts';
import {
  countOtherActiveAdmins, ensureInvitedUser, findMember, insertMembership, listMembers, lockOrganizationMembers, markInviteReissued,
  setMembershipActive, setMembershipProfile,
} from '../repositories/organization-members.ts';
import { findUserByEmail } from '../repositories/users.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['usuários da organização'];
const MANAGE = member({ profiles: ADMIN_PROFILES });
const ERRORS = errorResponses(...ORG_ROUTE_ERRORS, 404, 409);
const IDENTITY_ERRORS = errorResponses(...ORG_ROUTE_ERRORS, 404, 409, 503);
// Deliberately simple: one @, no spaces or control characters, a dot in the domain. The identity service has the last word.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}]+\.[^\s@\p{Cc}]+$/u;

const callerProfile = (request: FastifyRequest): Profile => request.membership?.profile ?? 'BASIC';

/** Only a SUPER_ADMIN grants, changes or deactivates SUPER_ADMIN; an ADMIN manages the other profiles. */
function requireMayTouch(request: FastifyRequest, ...profiles: Profile[]): void {
  if (profiles.includes('SUPER_ADMIN') && callerProfile(request) !== 'SUPER_ADMIN') throw forbidden(MESSAGES.superAdminOnly);
}

async function identityCall<T>(work: (admin: IdentityAdmin) => Promise<T>, admin: IdentityAdmin | null): Promise<T> {
  if (!admin) throw new HttpError(503, MESSAGES.identityAdminUnavailable);
  try {
    return await work(admin);
  } catch (error) {
    if (error instanceof IdentityUnavailableError) throw new HttpError(503, MESSAGES.identityAdminUnavailable);
    if (error instanceof CognitoServiceError) throw new HttpError(400, MESSAGES.identityRefused);
    throw error;
  }
}

async function requireMember(db: Db, orgId: number, userId: string): Promise<OrganizationUser> {
  const found = await findMember(db, orgId, userId);
  if (!found) throw notFound(MESSAGES.userNotMember);
  return found;
}

/** A member who is the organization's only active admin cannot lose that (deactivated or demoted). */
async function requireNotLastAdmin(tx: Db, orgId: number, target: OrganizationUser): Promise<void> {
  if (target.active && isAdmin(target.profile) && (await countOtherActiveAdmins(tx, orgId, target.id)) === 0) {
    throw new HttpError(409, MESSAGES.lastActiveAdmin);
  }
}

function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const words = (name ?? '').replace(/\p{Cc}/gu, ' ').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export const organizationUserRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // A member's cached membership must not outlive a change made here (auth-cache.ts): announced to every instance
  // at the commit (auth-invalidation.ts) and, so this one never depends on the notification's timing, dropped here too.
  const forgetMembership = (userId: string, orgId: number) => app.authCache.memberships.delete(membershipKey(userId, orgId));

  app.get('/v1/organization/:orgId/listuser', {
    // Any member: the movement-assignment screens list the people they can assign.
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Usuários da organização (perfil, situação, último acesso)', security: BEARER_SECURITY,
      params: OrgParams, querystring: ListUserQuery, response: { 200: OrganizationUserList, ...ERRORS },
    },
  }, async (request) => listMembers(app.db, request.params.orgId, request.query));

  app.post('/v1/organization/:orgId/adduser', {
    config: { access: MANAGE },
    schema: {
      tags: TAGS, summary: 'Adiciona um usuário (cria a identidade com senha temporária quando ainda não existe)', security: BEARER_SECURITY,
      params: OrgParams, body: AddUserBody, response: { 201: AddUserResponse, ...IDENTITY_ERRORS },
    },
  }, async (request, reply) => {
    const { orgId } = request.params;
    const { organizationLawFirmId, accessType } = request.body;
    if (organizationLawFirmId !== orgId) throw new HttpError(400, MESSAGES.lawFirmMismatch);
    const email = request.body.username.trim().toLowerCase();
    if (!EMAIL.test(email)) throw new HttpError(400, MESSAGES.invalidUserEmail);
    requireMayTouch(request, accessType);
    const known = await findUserByEmail(app.db, email);
    if (known && (await findMember(app.db, orgId, known.id))) throw new HttpError(409, MESSAGES.userAlreadyMember);
    const names = splitName(request.body.name);
    // The identity first: when it is down nothing is written; the membership is only made for an identity that exists.
    const person = await identityCall((admin) => admin.getUser(email), app.identityAdmin);
    const created = person ? null : await identityCall((admin) => admin.createUser({ email, ...names }), app.identityAdmin);
    const added = await app.db.transaction(async (tx) => {
      await lockOrganizationMembers(tx, orgId);
      const userId = await ensureInvitedUser(tx, {
        email, subject: created?.sub || person?.sub || null, ...names, invited: created !== null || person?.status === 'FORCE_CHANGE_PASSWORD',
      });
      if (!(await insertMembership(tx, { userId, organizationId: orgId, profile: accessType, createdBy: requireAuth(request).user.id }))) {
        throw new HttpError(409, MESSAGES.userAlreadyMember);
      }
      const user = await requireMember(tx, orgId, userId);
      await recordAudit(tx, request, {
        organizationId: orgId, action: 'USER_ADDED', targetLabel: email,
        after: { accessType, status: user.status, identityCreated: created !== null },
      });
      return user;
    });
    forgetMembership(added.id, orgId);
    return reply.code(201).send({
      user: added, identityCreated: created !== null, ...(created?.temporaryPassword ? { temporaryPassword: created.temporaryPassword } : {}),
    });
  });

  const setActive = (active: boolean) => async (request: FastifyRequest<{ Params: OrgUserParams }>) => {
    const { orgId, userId } = request.params;
    const result = await app.db.transaction(async (tx) => {
      await lockOrganizationMembers(tx, orgId);
      const target = await requireMember(tx, orgId, userId);
      requireMayTouch(request, target.profile);
      if (!active && userId === requireAuth(request).user.id) throw new HttpError(409, MESSAGES.cannotDeactivateSelf);
      if (!active) await requireNotLastAdmin(tx, orgId, target);
      if (target.active === active) return target;
      await setMembershipActive(tx, orgId, userId, active);
      await announceAuthChange(tx, { kind: 'membership', userId, organizationId: orgId });
      await recordAudit(tx, request, {
        organizationId: orgId, action: active ? 'USER_ACTIVATED' : 'USER_INACTIVATED', targetLabel: target.email,
        before: { active: target.active, status: target.status }, after: { active },
      });
      return requireMember(tx, orgId, userId);
    });
    forgetMembership(userId, orgId);
    return result;
  };

  for (const [verb, active] of [['activate', true], ['inactivate', false]] as const) {
    app.put(`/v1/organization/:orgId/user/:userId/${verb}`, {
      config: { access: MANAGE },
      schema: {
        tags: TAGS, summary: active ? 'Ativa o usuário nesta organização' : 'Desativa o usuário nesta organização (vale na próxima chamada dele)',
        security: BEARER_SECURITY, params: OrgUserParams, response: { 200: OrganizationUser, ...ERRORS },
      },
    }, setActive(active));
  }

  app.put('/v1/organization/:orgId/user/:userId/profile', {
    config: { access: MANAGE },
    schema: {
      tags: TAGS, summary: 'Altera o perfil (accessType) do usuário nesta organização', security: BEARER_SECURITY,
      params: OrgUserParams, body: ChangeProfileBody, response: { 200: OrganizationUser, ...ERRORS },
    },
  }, async (request) => {
    const { orgId, userId } = request.params;
    const { accessType } = request.body;
    const result = await app.db.transaction(async (tx) => {
      await lockOrganizationMembers(tx, orgId);
      const target = await requireMember(tx, orgId, userId);
      requireMayTouch(request, target.profile, accessType);
      if (target.profile === accessType) return target;
      if (!isAdmin(accessType)) await requireNotLastAdmin(tx, orgId, target);
      await setMembershipProfile(tx, orgId, userId, accessType);
      await announceAuthChange(tx, { kind: 'membership', userId, organizationId: orgId });
      await recordAudit(tx, request, {
        organizationId: orgId, action: 'USER_PROFILE_CHANGED', targetLabel: target.email,
        before: { accessType: target.profile }, after: { accessType },
      });
      return requireMember(tx, orgId, userId);
    });
    forgetMembership(userId, orgId);
    return result;
  });

  app.post('/v1/organization/:orgId/user/:userId/reinvite', {
    config: { access: MANAGE },
    schema: {
      tags: TAGS, summary: 'Reenvia o convite (localmente: nova senha temporária, mostrada uma vez)', security: BEARER_SECURITY,
      params: OrgUserParams, response: { 200: ReinviteResponse, ...IDENTITY_ERRORS },
    },
  }, async (request) => {
    const { orgId, userId } = request.params;
    const target = await requireMember(app.db, orgId, userId);
    if (target.status !== 'INVITED') throw new HttpError(409, MESSAGES.inviteNotPending);
    const sent = await identityCall((admin) => admin.resendInvite(target.email), app.identityAdmin);
    const user = await app.db.transaction(async (tx) => {
      await markInviteReissued(tx, userId);
      await recordAudit(tx, request, { organizationId: orgId, action: 'USER_REINVITED', targetLabel: target.email });
      return requireMember(tx, orgId, userId);
    });
    return { user, ...(sent.temporaryPassword ? { temporaryPassword: sent.temporaryPassword } : {}) };
  });
};

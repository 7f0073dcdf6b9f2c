import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationEndpoints } from '../../src/contract/endpoints/organizations.ts';
import type { HolderList, Organization, SessionStart } from '../../src/contract/organization.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { route } from '../http/route.ts';
import { listHolders, listMemberships, type MembershipRow } from '../repositories/organizations.ts';
import type { UserRow } from '../repositories/users.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { toUserResponse } from './user-routes.ts';

/** The caller's view of an organization: their own profile and roles; the client derives amAdmin etc. from them. */
function toOrganization(row: MembershipRow): Organization {
  return {
    id: row.organization_id,
    name: row.name,
    typeOrganization: row.type,
    profile: row.profile,
    roles: row.roles,
    oldAdmin: row.old_admin,
    settings: {
      notifications: {
        changeProcess: row.notify_change_process,
        newProcess: row.notify_new_process,
        riskChange: row.notify_risk_change,
      },
    },
  };
}

async function holdersOf(db: Db, organizationId: number): Promise<HolderList> {
  return (await listHolders(db, organizationId)).map((holder) => ({ holderId: holder.id, holderName: holder.name }));
}

/**
 * The session's start (docs/product.md#session-start) from the same reads as GET /v1/user, GET /v1/organization and
 * GET …/holders of the first organization, the one the session picks when the device has none saved.
 */
async function sessionStart(db: Db, user: UserRow): Promise<SessionStart> {
  const organizations = (await listMemberships(db, user.id)).map(toOrganization);
  const first = organizations[0];
  return {
    user: toUserResponse(user),
    organizations,
    holders: first ? { orgId: first.id, list: await holdersOf(db, first.id) } : null,
  };
}

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    organizationEndpoints.listOrganizations,
    {
      access: SIGNED_IN,
      tags: ['organização'],
      summary: 'Organizações do usuário (vazia = acesso indisponível)',
      errors: [401],
    },
    async (request) => (await listMemberships(app.db, requireAuth(request).user.id)).map(toOrganization),
  );

  route(
    app,
    organizationEndpoints.listHolders,
    { access: member(), tags: ['organização'], summary: 'Titulares da organização', errors: ORG_ROUTE_ERRORS },
    async (request) => holdersOf(app.db, request.params.orgId),
  );

  route(
    app,
    organizationEndpoints.startSession,
    {
      access: SIGNED_IN,
      tags: ['organização'],
      summary: 'Início da sessão: usuário, organizações e os titulares da primeira organização',
      errors: [401],
    },
    async (request) => sessionStart(app.db, requireAuth(request).user),
  );
};

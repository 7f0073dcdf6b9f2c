import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { organizationEndpoints } from '../../src/contract/endpoints/organizations.ts';
import type { Organization } from '../../src/contract/organization.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { route } from '../http/route.ts';
import { listHolders, listMemberships, type MembershipRow } from '../repositories/organizations.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

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
    async (request) =>
      (await listHolders(app.db, request.params.orgId)).map((holder) => ({
        holderId: holder.id,
        holderName: holder.name,
      })),
  );
};

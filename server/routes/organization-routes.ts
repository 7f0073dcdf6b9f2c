import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrgParams } from '../../src/contract/common.ts';
import { HolderList, OrganizationList, type Organization } from '../../src/contract/organization.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { listHolders, listMemberships, type MembershipRow } from '../repositories/organizations.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

/** The caller's view of an organization: their own profile and roles; the client derives amAdmin etc. from them. */
function toOrganization(row: MembershipRow): Organization {
  return {
    id: row.organization_id,
    name: row.name,
    typeOrganization: row.type,
    profile: row.profile,
    roles: row.roles,
    oldAdmin: row.old_admin,
    settings: { notifications: { changeProcess: row.notify_change_process, newProcess: row.notify_new_process } },
  };
}

export const organizationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/v1/organization',
    {
      config: { access: SIGNED_IN },
      schema: {
        tags: ['organização'],
        summary: 'Organizações do usuário (vazia = acesso indisponível)',
        security: BEARER_SECURITY,
        response: { 200: OrganizationList, ...errorResponses(401) },
      },
    },
    async (request) => (await listMemberships(app.db, requireAuth(request).user.id)).map(toOrganization),
  );

  app.get(
    '/v1/organization/:orgId/holders',
    {
      config: { access: member() },
      schema: {
        tags: ['organização'],
        summary: 'Titulares da organização',
        security: BEARER_SECURITY,
        params: OrgParams,
        response: { 200: HolderList, ...errorResponses(...ORG_ROUTE_ERRORS) },
      },
    },
    async (request) =>
      (await listHolders(app.db, request.params.orgId)).map((holder) => ({ holderId: holder.id, holderName: holder.name })),
  );
};

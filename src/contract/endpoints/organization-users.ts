import { defineEndpoint } from './define-endpoint.ts';

/** The organization's members and their invitations (docs/api.md#organization-users-and-audit). */
export const organizationUserEndpoints = {
  listUsers: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/listuser',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.organizationUsers.ListUserQuery,
      response: { 200: s.organizationUsers.OrganizationUserList },
    }),
  }),
  addUser: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/adduser',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.organizationUsers.AddUserBody,
      response: { 201: s.organizationUsers.AddUserResponse },
    }),
  }),
  activateUser: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/user/:userId/activate',
    schemas: (s) => ({
      params: s.organizationUsers.OrgUserParams,
      response: { 200: s.organizationUsers.OrganizationUser },
    }),
  }),
  inactivateUser: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/user/:userId/inactivate',
    schemas: (s) => ({
      params: s.organizationUsers.OrgUserParams,
      response: { 200: s.organizationUsers.OrganizationUser },
    }),
  }),
  changeUserProfile: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/user/:userId/profile',
    schemas: (s) => ({
      params: s.organizationUsers.OrgUserParams,
      body: s.organizationUsers.ChangeProfileBody,
      response: { 200: s.organizationUsers.OrganizationUser },
    }),
  }),
  reinviteUser: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/user/:userId/reinvite',
    schemas: (s) => ({
      params: s.organizationUsers.OrgUserParams,
      response: { 200: s.organizationUsers.ReinviteResponse },
    }),
  }),
};

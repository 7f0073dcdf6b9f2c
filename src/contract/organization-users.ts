import { Type, type Static } from 'typebox';
import { Profile } from './organization.ts';

/** GET /v1/organization/{orgId}/listuser — the organization's users (assignable to movements when active). */
export const OrganizationUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  profile: Profile,
  active: Type.Boolean(),
});
export type OrganizationUser = Static<typeof OrganizationUser>;
export const OrganizationUserList = Type.Array(OrganizationUser);
export type OrganizationUserList = Static<typeof OrganizationUserList>;

import { Type, type Static } from 'typebox';
import { ORGANIZATION_TYPES } from './constants/organization.ts';
import { PROFILES } from './constants/profiles.ts';
import { UserResponse } from './user.ts';

/** Profile groups (docs/product.md#profile-groups): constants/profiles.ts. */
export const Profile = Type.Enum(PROFILES);
export type Profile = Static<typeof Profile>;

/** typeOrganization: MASTER organizations see every client organization; others are law firms or companies. */
export const OrganizationType = Type.Enum(ORGANIZATION_TYPES);
export type OrganizationType = Static<typeof OrganizationType>;

/** One organization as GET /v1/organization returns it for the caller (profile and roles are the caller's own). */
export const Organization = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  typeOrganization: OrganizationType,
  profile: Profile,
  roles: Type.Array(Type.String()),
  oldAdmin: Type.Boolean(),
  settings: Type.Object({
    notifications: Type.Object({
      changeProcess: Type.Boolean(),
      newProcess: Type.Boolean(),
      riskChange: Type.Boolean(),
    }),
  }),
});
export type Organization = Static<typeof Organization>;

export const OrganizationList = Type.Array(Organization);
export type OrganizationList = Static<typeof OrganizationList>;

/** GET /v1/organization/{orgId}/holders */
export const Holder = Type.Object({ holderId: Type.Integer(), holderName: Type.String() });
export type Holder = Static<typeof Holder>;
export const HolderList = Type.Array(Holder);
export type HolderList = Static<typeof HolderList>;

/**
 * GET /v1/session: the session's start in one answer — the caller, their organizations and the first organization's
 * holders (null with no organization) — so a sign-in waits for one round trip where the organizations and then their
 * holders took two.
 */
export const SessionStart = Type.Object({
  user: UserResponse,
  organizations: OrganizationList,
  holders: Type.Union([Type.Object({ orgId: Type.Integer(), list: HolderList }), Type.Null()]),
});
export type SessionStart = Static<typeof SessionStart>;

import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS, MEMBER_STATUSES } from './constants/organization-users.ts';
import { Id } from './common.ts';
import { Profile } from './organization.ts';
import { IsoDate, Nullable, Paged, Timestamp, UserId } from './schema-helpers.ts';

/**
 * Organization users and the audit trail.
 *
 * Prefix: the spec's "…" is the organization scope, /v1/organization/{orgId}, as the existing GET …/listuser (members
 * belong to an organization, not to a holder):
 *   GET  /v1/organization/{orgId}/listuser                       any member (movement assignment needs it); ?q&status
 *   POST /v1/organization/{orgId}/adduser                        admins; 201 AddUserResponse
 *   PUT  /v1/organization/{orgId}/user/{userId}/activate         admins; 200 OrganizationUser
 *   PUT  /v1/organization/{orgId}/user/{userId}/inactivate       admins; 200 OrganizationUser
 *   PUT  /v1/organization/{orgId}/user/{userId}/profile          admins; {accessType} → 200 OrganizationUser
 *   POST /v1/organization/{orgId}/user/{userId}/reinvite         admins; only INVITED members → 200 ReinviteResponse
 *   GET  /v1/organization/{orgId}/audit                          admins; AuditQuery → AuditEventList (10 per page, 0-based)
 *   GET  /v1/organization/{orgId}/audit/export                   admins; same filters → text/csv (UTF-8 with BOM, ';')
 *   GET  /v1/organization/{orgId}/audit/verify                   admins; recomputes the hash chain → AuditChainCheck
 * Admins = ADMIN_PROFILES (constants/profiles.ts). Errors: 409 adding a member twice, deactivating oneself,
 * deactivating or demoting the organization's last active admin, reinviting someone who already signed in; 400 a
 * malformed e-mail, an unknown profile, organizationLawFirmId other than the path's orgId; 503 identity service down.
 */

export const MemberStatus = Type.Enum(MEMBER_STATUSES);
export type MemberStatus = Static<typeof MemberStatus>;
export const AuditAction = Type.Enum(AUDIT_ACTIONS);
export type AuditAction = Static<typeof AuditAction>;

/** GET /v1/organization/{orgId}/listuser — the organization's users (assignable to movements when active). */
export const OrganizationUser = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  /** The membership's profile; `accessType` carries the same value under the spec's name. */
  profile: Profile,
  accessType: Profile,
  /** The membership flag: false = INACTIVE. */
  active: Type.Boolean(),
  status: MemberStatus,
  /** Last sign-in seen by the API (first authenticated call of a new session); null = never. */
  lastSignInAt: Nullable(Timestamp),
  /** When the membership was created, and by whom (null for memberships made by the seed or before memberships recorded it). */
  createdAt: Timestamp,
  createdByName: Nullable(Type.String()),
});
export type OrganizationUser = Static<typeof OrganizationUser>;
export const OrganizationUserList = Type.Array(OrganizationUser);
export type OrganizationUserList = Static<typeof OrganizationUserList>;

/** ?q = name or e-mail, accent- and case-blind; ?status filters. Both optional: without them, every member. */
export const ListUserQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 200 })),
  status: Type.Optional(MemberStatus),
});
export type ListUserQuery = Static<typeof ListUserQuery>;

export const OrgUserParams = Type.Object({ orgId: Id, userId: UserId });
export type OrgUserParams = Static<typeof OrgUserParams>;

/**
 * POST …/adduser. username = the person's e-mail. A person unknown to the identity service is created there with a
 * temporary password (first sign-in: NEW_PASSWORD_REQUIRED → new password + terms); a person who already exists
 * (member of another organization) is only added. `name` is used only when the person is created.
 */
export const AddUserBody = Type.Object(
  {
    username: Type.String({ minLength: 3, maxLength: 254 }),
    organizationLawFirmId: Id,
    accessType: Profile,
    name: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false },
);
export type AddUserBody = Static<typeof AddUserBody>;

export const AddUserResponse = Type.Object({
  user: OrganizationUser,
  /** true when the identity was created by this call (a new invitation); false when an existing person was added. */
  identityCreated: Type.Boolean(),
  /**
   * Present ONLY when the local stack created the identity (no e-mail locally): shown once to the admin to hand over.
   * Absent with real Cognito, which e-mails it. Never stored by the API, never answered again.
   */
  temporaryPassword: Type.Optional(Type.String()),
});
export type AddUserResponse = Static<typeof AddUserResponse>;

/** PUT …/user/{userId}/profile. */
export const ChangeProfileBody = Type.Object({ accessType: Profile }, { additionalProperties: false });
export type ChangeProfileBody = Static<typeof ChangeProfileBody>;

/**
 * POST …/user/{userId}/reinvite — "Reenviar convite". Real Cognito re-sends the e-mail (MessageAction RESEND); the
 * local stack (cognito-local refuses RESEND) issues a fresh temporary password, answered here once.
 */
export const ReinviteResponse = Type.Object({
  user: OrganizationUser,
  temporaryPassword: Type.Optional(Type.String()),
});
export type ReinviteResponse = Static<typeof ReinviteResponse>;

/**
 * GET …/audit filters. person = the actor's user id; document = CPF/CNPJ (any punctuation), matched exactly on the
 * target; from/to = calendar days in Brasília, inclusive. Newest first.
 */
export const AuditQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, default: 0 })),
  person: Type.Optional(UserId),
  action: Type.Optional(AuditAction),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  document: Type.Optional(Type.String({ maxLength: 40 })),
});
export type AuditQuery = Static<typeof AuditQuery>;

/** A value of a before/after snapshot. */
const AuditValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);

export const AuditEvent = Type.Object({
  id: Type.Integer(),
  /** Position in the organization's hash chain, from 1 (docs/audit-trail.md). */
  seq: Type.Integer(),
  occurredAt: Timestamp,
  action: AuditAction,
  /** Who did it (null only for system events). */
  actorId: Nullable(Type.String()),
  actorName: Nullable(Type.String()),
  actorEmail: Nullable(Type.String()),
  /** What it was done to, in words (e-mail of a member, process number, file name…). */
  targetLabel: Nullable(Type.String()),
  /** A CPF/CNPJ target, masked as the Receita masks it (maskDocumentNumber in brazil-document.ts: ***.456.789-**). */
  targetDocument: Nullable(Type.String()),
  before: Nullable(Type.Record(Type.String(), AuditValue)),
  after: Nullable(Type.Record(Type.String(), AuditValue)),
  ip: Nullable(Type.String()),
  userAgent: Nullable(Type.String()),
  requestId: Nullable(Type.String()),
  /** The organization's previous event's hash (64 zeros for the first) and this event's: sha256, hex. */
  prevHash: Type.String(),
  hash: Type.String(),
});
export type AuditEvent = Static<typeof AuditEvent>;

export const AuditEventList = Paged(AuditEvent);
export type AuditEventList = Static<typeof AuditEventList>;

/** GET …/audit/verify: the organization's whole chain recomputed on the server. */
export const AuditChainCheck = Type.Object({
  ok: Type.Boolean(),
  /** Events checked, oldest first: the whole trail kept, or up to the first broken one. */
  checked: Type.Integer(),
  /** The first event whose hash or link does not match (null when ok). */
  brokenSeq: Nullable(Type.Integer()),
  brokenId: Nullable(Type.Integer()),
  /** The newest event's hash and position: write them down elsewhere to pin the trail as it is now. */
  headHash: Type.String(),
  headSeq: Nullable(Type.Integer()),
  checkedAt: Timestamp,
});
export type AuditChainCheck = Static<typeof AuditChainCheck>;

import { Type, type Static } from 'typebox';

/** Every 4xx/5xx body: a machine code, a Portuguese message for people, and the HTTP status. */
export const ErrorResponse = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
});
export type ErrorResponse = Static<typeof ErrorResponse>;

/** Organization and holder ids are positive integers in the path, within PostgreSQL's integer range. */
export const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

export const OrgParams = Type.Object({ orgId: Id });
export type OrgParams = Static<typeof OrgParams>;

export const HolderOrgParams = Type.Object({
  holderId: Id,
  orgId: Id,
});
export type HolderOrgParams = Static<typeof HolderOrgParams>;

/** The answer of a 204: no body. */
export const NoContent = Type.Null();

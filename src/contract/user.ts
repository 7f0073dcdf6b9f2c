import { Type, type Static } from 'typebox';

/** GET /v1/user — the fields are named in lower case (docs/api.md#identity-and-user). */
export const UserResponse = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  username: Type.String({ description: 'The e-mail the user signs in with.' }),
  picture: Type.Union([Type.String(), Type.Null()]),
});
export type UserResponse = Static<typeof UserResponse>;

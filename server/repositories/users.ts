import type { Db } from '../db/db.ts';

export interface UserRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  picture: string | null;
  can_reset_password: boolean;
}

const USER_COLUMNS = 'id, email, first_name, last_name, picture, can_reset_password';

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [email.trim().toLowerCase()]);
  return rows[0] ?? null;
}

export interface NewUserClaims {
  email: string;
  givenName?: string;
  familyName?: string;
}

/**
 * The user with this e-mail, created just in time from the token's claims when the identity service knows
 * someone the database does not (e.g. a user added directly in Cognito). Concurrent first requests are safe.
 */
export async function ensureUser(db: Db, claims: NewUserClaims): Promise<UserRow> {
  const existing = await findUserByEmail(db, claims.email);
  if (existing) return existing;
  await db.query(
    `INSERT INTO users (email, first_name, last_name) VALUES ($1, $2, $3) ON CONFLICT (email) DO NOTHING`,
    [claims.email.trim().toLowerCase(), claims.givenName ?? '', claims.familyName ?? ''],
  );
  const created = await findUserByEmail(db, claims.email);
  if (!created) throw new Error(`user ${claims.email} vanished after insert`);
  return created;
}

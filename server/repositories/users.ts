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

const normalEmail = (email: string): string => email.trim().toLowerCase();

/** By e-mail: for questions asked before a sign-in (may this address reset its password?), never to authenticate. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE email = $1`, [normalEmail(email)]);
  return rows[0] ?? null;
}

async function findUserBySubject(db: Db, subject: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE subject = $1`, [subject]);
  return rows[0] ?? null;
}

/**
 * Whether the identity username (an e-mail, or the subject itself, which Cognito also accepts as a username)
 * belongs to a user who may not reset their own password. Unknown usernames answer false.
 */
export async function isResetRestricted(db: Db, username: string): Promise<boolean> {
  const { rows } = await db.query<{ restricted: boolean }>(
    `SELECT NOT can_reset_password AS restricted FROM users WHERE email = $1 OR subject = $2`,
    [normalEmail(username), username.trim()],
  );
  return rows.some((row) => row.restricted);
}

/** A verified token whose e-mail belongs to a user already bound to another subject: refused, never merged. */
export class SubjectConflictError extends Error {
  constructor() {
    super('the e-mail belongs to a user linked to another identity subject');
    this.name = 'SubjectConflictError';
  }
}

interface IdentityClaims {
  /** Immutable identity subject (`sub`). */
  sub: string;
  /** A verified e-mail: used only to link a row not linked yet, or to create one. */
  email: string;
  givenName?: string;
  familyName?: string;
  /** Set for a sign-in through an external provider (Google): found by subject only, never linked or created. */
  federatedProvider?: string;
}

/**
 * A federated identity (Google through the hosted UI) whose subject is bound to no user: refused, never merged with
 * the row of its e-mail nor given a row of its own. It becomes someone only through an explicit link made by an
 * operator (Cognito's AdminLinkProviderForUser, after which its tokens carry the invited user's subject).
 */
export class FederatedIdentityUnboundError extends Error {
  constructor(readonly provider: string) {
    super(`a ${provider} identity whose subject is bound to no user`);
    this.name = 'FederatedIdentityUnboundError';
  }
}

/**
 * The user bound to this identity subject. For the pool's own users, a row not linked yet is linked by its
 * (verified) e-mail at the first sign-in and a new identity gets a new row just in time; a federated identity is
 * found by its subject or refused (FederatedIdentityUnboundError). Concurrent first requests are safe.
 */
export async function resolveUser(db: Db, claims: IdentityClaims): Promise<UserRow> {
  const bound = await findUserBySubject(db, claims.sub);
  if (bound) return bound;
  if (claims.federatedProvider) throw new FederatedIdentityUnboundError(claims.federatedProvider);
  const email = normalEmail(claims.email);
  // Links only a row nobody claimed yet; a row linked to another subject keeps its owner.
  await db.query(`UPDATE users SET subject = $2 WHERE email = $1 AND subject IS NULL`, [email, claims.sub]);
  await db.query(
    `INSERT INTO users (email, subject, first_name, last_name) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
    [email, claims.sub, claims.givenName ?? '', claims.familyName ?? ''],
  );
  const linked = await findUserBySubject(db, claims.sub);
  if (!linked) throw new SubjectConflictError();
  return linked;
}

/**
 * Binds each e-mail to the subject the identity service gave it (provisioning of demo users: a trusted, administrative
 * step). A subject moves from any other row first, so a re-created identity folder re-links cleanly.
 */
export async function linkUserSubjects(db: Db, links: readonly { email: string; sub: string }[]): Promise<void> {
  for (const { email, sub } of links) {
    await db.query(`UPDATE users SET subject = NULL WHERE subject = $1 AND email <> $2`, [sub, normalEmail(email)]);
    await db.query(`UPDATE users SET subject = $1 WHERE email = $2`, [sub, normalEmail(email)]);
  }
}

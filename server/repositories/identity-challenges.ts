import type { Db } from '../db/db.ts';

/** A challenge the identity proxy issued (migration 0017); the Session itself is never stored, only its hash. */
interface ChallengeSession {
  subject: string;
  username: string;
  userPoolId: string;
  challengeName: string;
  upstreamSession: string;
  expiresAt: Date;
}

interface ChallengeSessionRow {
  session_hash: string;
  subject: string;
  username: string;
  user_pool_id: string;
  challenge_name: string;
  upstream_session: string;
  expires_at: Date | string;
}

export async function insertChallengeSession(db: Db, sessionHash: string, session: ChallengeSession): Promise<void> {
  await db.query(
    `INSERT INTO identity_challenge_sessions (session_hash, subject, username, user_pool_id, challenge_name, upstream_session, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      sessionHash,
      session.subject,
      session.username,
      session.userPoolId,
      session.challengeName,
      session.upstreamSession,
      session.expiresAt.toISOString(),
    ],
  );
}

/**
 * Takes (deletes) the session with this hash, whatever its state, so it is answered at most once; null when there
 * is none. Every other session of the same account goes with it: once one answer set a password, the account is
 * confirmed and nothing is left to answer.
 */
export async function takeChallengeSession(db: Db, sessionHash: string): Promise<ChallengeSession | null> {
  const { rows } = await db.query<ChallengeSessionRow>(
    `DELETE FROM identity_challenge_sessions
     WHERE subject = (SELECT subject FROM identity_challenge_sessions WHERE session_hash = $1) RETURNING *`,
    [sessionHash],
  );
  const row = rows.find((candidate) => candidate.session_hash === sessionHash);
  if (!row) return null;
  return {
    subject: row.subject,
    username: row.username,
    userPoolId: row.user_pool_id,
    challengeName: row.challenge_name,
    upstreamSession: row.upstream_session,
    expiresAt: new Date(row.expires_at),
  };
}

/** Expired sessions can no longer be answered; their rows serve no purpose. */
export async function pruneChallengeSessions(db: Db): Promise<void> {
  await db.query('DELETE FROM identity_challenge_sessions WHERE expires_at < now()');
}

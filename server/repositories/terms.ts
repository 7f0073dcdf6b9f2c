import type { TermsType } from '../../src/contract/auth.ts';
import type { Db } from '../db/db.ts';

/** Records an acceptance once; accepting again keeps the first date (idempotent). */
export async function acceptTerms(db: Db, email: string, type: TermsType): Promise<void> {
  await db.query('INSERT INTO terms_acceptances (email, type) VALUES ($1, $2) ON CONFLICT (email, type) DO NOTHING', [
    email.trim().toLowerCase(),
    type,
  ]);
}

export async function findTermsAcceptance(db: Db, email: string, type: TermsType): Promise<Date | null> {
  const { rows } = await db.query<{ accepted_at: Date }>(
    'SELECT accepted_at FROM terms_acceptances WHERE email = $1 AND type = $2',
    [email.trim().toLowerCase(), type],
  );
  return rows[0]?.accepted_at ?? null;
}

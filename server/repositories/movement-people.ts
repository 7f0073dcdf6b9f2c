import type { MovementPerson, Responsibility } from '../../src/contract/movements.ts';
import type { Db } from '../db/db.ts';
import { toPerson } from './movements.ts';
import { userName } from './sql-helpers.ts';

export async function isActiveMember(db: Db, organizationId: number, userId: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM memberships WHERE organization_id = $1 AND user_id = $2 AND active', [
    organizationId,
    userId,
  ]);
  return rows.length > 0;
}

/** Assigns (or updates) a person; questions and responsibility are only replaced when given. */
export async function assignPerson(
  db: Db,
  assignment: {
    movementId: number;
    userId: string;
    assignedBy: string;
    questions?: string[];
    responsibility?: Responsibility;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO movement_people (movement_id, user_id, assigned_by, questions, responsibility) VALUES ($1, $2, $3, coalesce($4::text[], '{}'), $5)
     ON CONFLICT (movement_id, user_id) DO UPDATE SET
       questions = coalesce($4::text[], movement_people.questions),
       responsibility = coalesce($5, movement_people.responsibility)`,
    [
      assignment.movementId,
      assignment.userId,
      assignment.assignedBy,
      assignment.questions ?? null,
      assignment.responsibility ?? null,
    ],
  );
}

/** The process of a movement, or null when the movement is unknown. */
export async function findMovementProcessId(db: Db, movementId: number): Promise<number | null> {
  const { rows } = await db.query<{ process_id: string | number }>('SELECT process_id FROM movements WHERE id = $1', [
    movementId,
  ]);
  return rows[0] ? Number(rows[0].process_id) : null;
}

export async function removePerson(db: Db, movementId: number, userId: string): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM movement_people WHERE movement_id = $1 AND user_id = $2 RETURNING user_id',
    [movementId, userId],
  );
  return rows.length > 0;
}

export async function listMovementPeople(db: Db, movementId: number): Promise<MovementPerson[]> {
  const { rows } = await db.query<Parameters<typeof toPerson>[0]>(
    `SELECT mp.user_id AS "userId", ${userName('u')} AS name, u.email, mp.responsibility, mp.questions, mp.assigned_at AS "assignedAt"
     FROM movement_people mp JOIN users u ON u.id = mp.user_id WHERE mp.movement_id = $1 ORDER BY mp.assigned_at, u.email`,
    [movementId],
  );
  return rows.map(toPerson);
}

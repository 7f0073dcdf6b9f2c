import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { RESPONSIBILITY_LABELS } from '../../src/contract/constants/movements.ts';
import type { Movement, MovementCommunication, MovementPerson, Responsibility } from '../../src/contract/movements.ts';
import type { Db } from '../db/db.ts';
import { endOfBrazilDay, startOfBrazilDay, toIso } from '../domain/calendar.ts';
import { communicationJson, httpsOnly } from './communication-json.ts';
import { SqlParams, userName, userRefJson } from './sql-helpers.ts';

/** The class given to movements users upload (docs/product.md#manual-movement-upload). */
export const MANUAL_MOVEMENT_CLASS = 'Movimentação manual';

interface MovementFilter {
  processId: number;
  movementId?: number;
  type?: string;
  from?: string;
  to?: string;
  manualOnly?: boolean;
  page?: number;
}

interface MovementRow {
  id: number;
  process_id: number;
  date: Date | string;
  class: string;
  text: string;
  is_manual: boolean;
  created_by: { id: string; name: string } | null;
  file: { id: number; name: string; contentType: string; size: number } | null;
  people: {
    userId: string;
    name: string;
    email: string;
    responsibility: Responsibility | null;
    questions: string[];
    assignedAt: string;
  }[];
  communication: MovementCommunication | null;
}

const MOVEMENT_COLUMNS = `
  m.id, m.process_id, m.date, m.class, m.text, m.is_manual, ${userRefJson('u')} AS created_by,
  (SELECT json_build_object('id', f.id, 'name', f.name, 'contentType', f.content_type, 'size', f.size)
     FROM process_files f WHERE f.movement_id = m.id ORDER BY f.id LIMIT 1) AS file,
  coalesce((SELECT json_agg(json_build_object('userId', mp.user_id, 'name', ${userName('pu')}, 'email', pu.email,
       'responsibility', mp.responsibility, 'questions', mp.questions, 'assignedAt', mp.assigned_at) ORDER BY mp.assigned_at, pu.email)
     FROM movement_people mp JOIN users pu ON pu.id = mp.user_id WHERE mp.movement_id = m.id), '[]'::json) AS people,
  ${communicationJson('c.movement_id = m.id')} AS communication`;

export function toPerson(person: MovementRow['people'][number]): MovementPerson {
  return {
    userId: person.userId,
    name: person.name,
    email: person.email,
    responsibility: person.responsibility,
    responsibilityLabel: person.responsibility ? RESPONSIBILITY_LABELS[person.responsibility] : null,
    questions: person.questions ?? [],
    assignedAt: toIso(person.assignedAt) ?? '',
  };
}

function toMovement(row: MovementRow): Movement {
  return {
    id: row.id,
    processId: row.process_id,
    date: toIso(row.date) ?? '',
    class: row.class,
    text: row.text,
    source: row.is_manual ? 'MANUAL' : 'COURT',
    isManual: row.is_manual,
    createdBy: row.created_by,
    file: row.file,
    people: row.people.map(toPerson),
    ...(row.communication
      ? { communication: { ...row.communication, certificateUrl: httpsOnly(row.communication.certificateUrl) } }
      : {}),
  };
}

/** Newest first, 10 per page, served by movements_process_date_idx. */
export async function listMovements(db: Db, filter: MovementFilter): Promise<{ result: Movement[]; total: number }> {
  const params = new SqlParams();
  const conditions = [`m.process_id = ${params.add(filter.processId)}`];
  if (filter.movementId !== undefined) conditions.push(`m.id = ${params.add(filter.movementId)}`);
  if (filter.type) conditions.push(`m.class = ${params.add(filter.type)}`);
  if (filter.from) conditions.push(`m.date >= ${params.add(startOfBrazilDay(filter.from))}::timestamptz`);
  if (filter.to) conditions.push(`m.date <= ${params.add(endOfBrazilDay(filter.to))}::timestamptz`);
  if (filter.manualOnly) conditions.push('m.is_manual');
  const where = conditions.join(' AND ');
  const offset = (filter.page ?? 0) * PAGE_SIZE;
  const { rows } = await db.query<MovementRow>(
    `SELECT ${MOVEMENT_COLUMNS} FROM movements m LEFT JOIN users u ON u.id = m.created_by
     WHERE ${where} ORDER BY m.date DESC, m.id DESC LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
    params.values,
  );
  const count = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM movements m WHERE ${where}`,
    params.values,
  );
  return { result: rows.map(toMovement), total: count.rows[0]?.total ?? 0 };
}

export async function findMovement(db: Db, movementId: number): Promise<Movement | null> {
  const { rows } = await db.query<MovementRow>(
    `SELECT ${MOVEMENT_COLUMNS} FROM movements m LEFT JOIN users u ON u.id = m.created_by WHERE m.id = $1`,
    [movementId],
  );
  return rows[0] ? toMovement(rows[0]) : null;
}

export async function listMovementTypes(db: Db, organizationId: number): Promise<string[]> {
  const { rows } = await db.query<{ class: string }>(
    'SELECT class FROM organization_movement_classes WHERE organization_id = $1 ORDER BY class',
    [organizationId],
  );
  return rows.map((row) => row.class);
}

interface NewMovement {
  organizationId: number;
  processId: number;
  date: string;
  class: string;
  text: string;
  isManual: boolean;
  createdBy: string | null;
}

/** Puts a class in the organization's movement-type menu (rows inserted in bulk bypass insertMovement). */
export async function addMovementClass(db: Db, organizationId: number, movementClass: string): Promise<void> {
  await db.query(
    'INSERT INTO organization_movement_classes (organization_id, class) VALUES ($1, $2) ON CONFLICT DO NOTHING',
    [organizationId, movementClass],
  );
}

/** The one way movements are created: keeps the class menu and the process's updatedAt in step. */
export async function insertMovement(db: Db, movement: NewMovement): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    'INSERT INTO movements (process_id, date, class, text, is_manual, created_by) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
    [movement.processId, movement.date, movement.class, movement.text, movement.isManual, movement.createdBy],
  );
  await addMovementClass(db, movement.organizationId, movement.class);
  await db.query('UPDATE processes SET updated_at = greatest(updated_at, now()) WHERE id = $1', [movement.processId]);
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('movement insert returned no id');
  return id;
}

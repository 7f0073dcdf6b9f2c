import type { ChecklistGroup, ProcessChecklist } from '../../src/contract/checklists.ts';
import type { Db } from '../db/db.ts';
import { toIso } from '../domain/calendar.ts';
import { userRefJson } from './sql-helpers.ts';

export async function listChecklistGroups(db: Db, organizationId: number): Promise<ChecklistGroup[]> {
  const { rows } = await db.query<ChecklistGroup>(
    `SELECT g.id, g.name, g.description,
       coalesce((SELECT json_agg(json_build_object('id', q.id, 'text', q.text, 'priority', q.priority) ORDER BY q.priority, q.id)
         FROM checklist_questions q WHERE q.group_id = g.id), '[]'::json) AS questions
     FROM checklist_groups g WHERE g.organization_id = $1 ORDER BY g.name, g.id`,
    [organizationId],
  );
  return rows;
}

export async function groupBelongsTo(db: Db, groupId: number, organizationId: number): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM checklist_groups WHERE id = $1 AND organization_id = $2', [
    groupId,
    organizationId,
  ]);
  return rows.length > 0;
}

/** Attaching twice is a no-op (the first attachment keeps its author and date). */
export async function attachGroup(db: Db, processId: number, groupId: number, userId: string): Promise<void> {
  await db.query(
    'INSERT INTO process_checklist_groups (process_id, group_id, attached_by) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
    [processId, groupId, userId],
  );
}

/** Detaches the group and forgets its answers on this process; false when it was not attached. */
export async function detachGroup(db: Db, processId: number, groupId: number): Promise<boolean> {
  const { rows } = await db.query(
    'DELETE FROM process_checklist_groups WHERE process_id = $1 AND group_id = $2 RETURNING group_id',
    [processId, groupId],
  );
  await db.query(
    'DELETE FROM checklist_answers WHERE process_id = $1 AND question_id IN (SELECT id FROM checklist_questions WHERE group_id = $2)',
    [processId, groupId],
  );
  return rows.length > 0;
}

/** Question ids that belong to groups attached to the process. */
export async function attachedQuestionIds(db: Db, processId: number): Promise<Set<number>> {
  const { rows } = await db.query<{ id: number }>(
    'SELECT q.id FROM checklist_questions q JOIN process_checklist_groups pg ON pg.group_id = q.group_id WHERE pg.process_id = $1',
    [processId],
  );
  return new Set(rows.map((row) => row.id));
}

export async function saveChecklistAnswer(
  db: Db,
  processId: number,
  questionId: number,
  answer: boolean | null,
  userId: string,
): Promise<void> {
  await db.query(
    `INSERT INTO checklist_answers (process_id, question_id, answer, answered_by) VALUES ($1, $2, $3, $4)
     ON CONFLICT (process_id, question_id) DO UPDATE SET answer = excluded.answer, answered_by = excluded.answered_by, answered_at = now()`,
    [processId, questionId, answer, userId],
  );
}

interface GroupRow {
  group_id: number;
  name: string;
  description: string;
  attached_by: { id: string; name: string } | null;
  attached_at: Date | string;
  questions: {
    questionId: number;
    text: string;
    priority: number;
    answer: boolean | null;
    answeredBy: { id: string; name: string } | null;
    answeredAt: string | null;
  }[];
}

export async function loadProcessChecklist(db: Db, processId: number): Promise<ProcessChecklist> {
  const { rows } = await db.query<GroupRow>(
    `SELECT g.id AS group_id, g.name, g.description, ${userRefJson('au')} AS attached_by, pg.attached_at,
       coalesce((SELECT json_agg(json_build_object('questionId', q.id, 'text', q.text, 'priority', q.priority, 'answer', a.answer,
           'answeredBy', ${userRefJson('qu')}, 'answeredAt', a.answered_at) ORDER BY q.priority, q.id)
         FROM checklist_questions q
         LEFT JOIN checklist_answers a ON a.question_id = q.id AND a.process_id = pg.process_id
         LEFT JOIN users qu ON qu.id = a.answered_by
         WHERE q.group_id = g.id), '[]'::json) AS questions
     FROM process_checklist_groups pg JOIN checklist_groups g ON g.id = pg.group_id LEFT JOIN users au ON au.id = pg.attached_by
     WHERE pg.process_id = $1 ORDER BY pg.attached_at, g.id`,
    [processId],
  );
  return {
    groups: rows.map((row) => ({
      groupId: row.group_id,
      name: row.name,
      description: row.description,
      attachedBy: row.attached_by,
      attachedAt: toIso(row.attached_at) ?? '',
      answered: row.questions.filter((q) => q.answer === true).length,
      total: row.questions.length,
      questions: row.questions.map((q) => ({ ...q, answeredAt: toIso(q.answeredAt) })),
    })),
  };
}

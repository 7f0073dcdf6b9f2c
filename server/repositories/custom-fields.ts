import { CUSTOM_FIELD_TYPE_LABELS } from '../../src/contract/constants/custom-fields.ts';
import type { CustomField, CustomFieldAnswer, CustomFieldValue } from '../../src/contract/custom-fields.ts';
import type { Db } from '../db/db.ts';
import { toIso } from '../domain/calendar.ts';
import { answerLabel, type FieldDefinition } from '../domain/custom-field-values.ts';
import { userRefJson } from './sql-helpers.ts';

interface FieldRow {
  id: number;
  label: string;
  type: CustomField['type'];
  priority: number;
  required: boolean;
  options: { id: number; value: string; label: string; priority: number }[];
}

/** The organization's active fields with their options, by priority. */
export async function loadFieldDefinitions(db: Db, organizationId: number): Promise<(FieldRow & FieldDefinition)[]> {
  const { rows } = await db.query<FieldRow>(
    `SELECT f.id, f.label, f.type, f.priority, f.required,
       coalesce((SELECT json_agg(json_build_object('id', o.id, 'value', o.value, 'label', o.label, 'priority', o.priority) ORDER BY o.priority, o.id)
         FROM custom_field_options o WHERE o.custom_field_id = f.id), '[]'::json) AS options
     FROM custom_fields f WHERE f.organization_id = $1 AND f.active ORDER BY f.priority, f.id`,
    [organizationId],
  );
  return rows;
}

export const toCustomField = (row: FieldRow): CustomField => ({
  id: row.id,
  label: row.label,
  type: row.type,
  typeLabel: CUSTOM_FIELD_TYPE_LABELS[row.type],
  priority: row.priority,
  required: row.required,
});

export const toFieldValues = (row: FieldRow): CustomFieldValue[] =>
  row.options.map((o) => ({ id: o.id, value: o.value, label: o.label, priority: o.priority }));

interface AnswerRow {
  custom_field_id: number;
  value: string | number | boolean;
  created_by: { id: string; name: string } | null;
  created_at: Date | string;
  updated_by: { id: string; name: string } | null;
  updated_at: Date | string;
}

export async function listAnswers(db: Db, organizationId: number, processId: number): Promise<CustomFieldAnswer[]> {
  const fields = new Map((await loadFieldDefinitions(db, organizationId)).map((f) => [f.id, f]));
  const { rows } = await db.query<AnswerRow>(
    `SELECT a.custom_field_id, a.value, ${userRefJson('cu')} AS created_by, a.created_at, ${userRefJson('uu')} AS updated_by, a.updated_at
     FROM custom_field_answers a LEFT JOIN users cu ON cu.id = a.created_by LEFT JOIN users uu ON uu.id = a.updated_by
     WHERE a.process_id = $1`,
    [processId],
  );
  return rows
    .flatMap((row) => {
      const field = fields.get(row.custom_field_id);
      if (!field) return [];
      return [
        {
          field,
          answer: {
            customFieldId: field.id,
            label: field.label,
            type: field.type,
            value: row.value,
            valueLabel: answerLabel(field, row.value),
            createdBy: row.created_by,
            createdAt: toIso(row.created_at) ?? '',
            updatedBy: row.updated_by,
            updatedAt: toIso(row.updated_at) ?? '',
          },
        },
      ];
    })
    .sort((a, b) => a.field.priority - b.field.priority || a.field.id - b.field.id)
    .map((entry) => entry.answer);
}

/** Inserts or updates one answer (keeping who created it), or deletes it when value is null. */
export async function saveAnswer(
  db: Db,
  processId: number,
  fieldId: number,
  value: string | number | boolean | null,
  userId: string,
): Promise<void> {
  if (value === null) {
    await db.query('DELETE FROM custom_field_answers WHERE process_id = $1 AND custom_field_id = $2', [
      processId,
      fieldId,
    ]);
    return;
  }
  await db.query(
    `INSERT INTO custom_field_answers (process_id, custom_field_id, value, created_by, updated_by) VALUES ($1, $2, $3::jsonb, $4, $4)
     ON CONFLICT (process_id, custom_field_id) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by, updated_at = now()`,
    [processId, fieldId, JSON.stringify(value), userId],
  );
}

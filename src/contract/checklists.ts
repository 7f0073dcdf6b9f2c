import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { ProcessId, UserRef } from './processes.ts';
import { Nullable, NullableInput, Timestamp } from './schema-helpers.ts';

/**
 * Checklists (docs/product.md#checklists). An organization has checklist groups, each with yes/no questions.
 * A group is attached to a process by POST …/process/{p}/checklist with `groupId` (idempotent: attaching an
 * attached group is a no-op); the same call may answer questions. Questions may be answered only for groups
 * attached to the process (400 otherwise). DELETE /v1/organization/{o}/checklistgroup/{g}/process/{p} detaches
 * the group and deletes its answers (204).
 */
export const ChecklistQuestion = Type.Object({ id: Type.Integer(), text: Type.String(), priority: Type.Integer() });
export type ChecklistQuestion = Static<typeof ChecklistQuestion>;

/** GET /v1/organization/{orgId}/checklistgroup — the organization's groups with their questions. */
export const ChecklistGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  questions: Type.Array(ChecklistQuestion),
});
export type ChecklistGroup = Static<typeof ChecklistGroup>;
export const ChecklistGroupList = Type.Array(ChecklistGroup);
export type ChecklistGroupList = Static<typeof ChecklistGroupList>;

export const ChecklistBody = Type.Object(
  {
    groupId: Type.Optional(ProcessId),
    questions: Type.Array(
      Type.Object(
        { questionId: ProcessId, answer: NullableInput<boolean>('boolean') },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type ChecklistBody = Static<typeof ChecklistBody>;

export const ChecklistAnsweredQuestion = Type.Object({
  questionId: Type.Integer(),
  text: Type.String(),
  priority: Type.Integer(),
  answer: Nullable(Type.Boolean()),
  answeredBy: Nullable(UserRef),
  answeredAt: Nullable(Timestamp),
});
export type ChecklistAnsweredQuestion = Static<typeof ChecklistAnsweredQuestion>;

export const ProcessChecklistGroup = Type.Object({
  groupId: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  attachedBy: Nullable(UserRef),
  attachedAt: Timestamp,
  answered: Type.Integer({ description: 'questions answered true' }),
  total: Type.Integer(),
  questions: Type.Array(ChecklistAnsweredQuestion),
});
export type ProcessChecklistGroup = Static<typeof ProcessChecklistGroup>;

/** GET (and the answer of POST) …/process/{processId}/checklist — the groups attached to the process. */
export const ProcessChecklist = Type.Object({ groups: Type.Array(ProcessChecklistGroup) });
export type ProcessChecklist = Static<typeof ProcessChecklist>;

export const ChecklistGroupProcessParams = Type.Object({ orgId: Id, groupId: ProcessId, processId: ProcessId });
export type ChecklistGroupProcessParams = Static<typeof ChecklistGroupProcessParams>;

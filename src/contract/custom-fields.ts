import { Type, type Static } from 'typebox';
import { Id } from './common.ts';
import { CUSTOM_FIELD_TYPES } from './constants/custom-fields.ts';
import { ProcessId, UserRef } from './processes.ts';
import { Nullable, Timestamp } from './schema-helpers.ts';

/**
 * Custom fields of an organization and their answers per process (docs/product.md#custom-fields, docs/api.md#process-workspace).
 * Wire values by type (validated on the server, Portuguese messages on 400):
 *   TEXT    string, up to 2000 characters (plain text)
 *   NUMBER  number (finite)
 *   DATE    'YYYY-MM-DD'
 *   MONEY   integer centavos, 0 to MONEY_MAX_CENTAVOS (isValidCentavos, money.ts)
 *   SELECT  the `value` of one of the field's list values
 *   BOOLEAN true / false
 * null (or '') clears an answer; a required field cannot be cleared.
 * The type list, its labels, TEXT_ANSWER_MAX_LENGTH and the percentage rule: constants/custom-fields.ts.
 */
export const CustomFieldType = Type.Enum(CUSTOM_FIELD_TYPES);
export type CustomFieldType = Static<typeof CustomFieldType>;

/** GET /v1/organization/{orgId}/process/{processId}/customfield/list — ordered by priority (ascending). */
export const CustomField = Type.Object({
  id: Type.Integer(),
  label: Type.String(),
  type: CustomFieldType,
  typeLabel: Type.String(),
  priority: Type.Integer(),
  required: Type.Boolean(),
});
export type CustomField = Static<typeof CustomField>;
export const CustomFieldList = Type.Array(CustomField);
export type CustomFieldList = Static<typeof CustomFieldList>;

/** GET …/customfield/{fieldId}/listvalue/list — the options of a SELECT field (empty for other types). */
export const CustomFieldValue = Type.Object({
  id: Type.Integer(),
  value: Type.String(),
  label: Type.String(),
  priority: Type.Integer(),
});
export type CustomFieldValue = Static<typeof CustomFieldValue>;
export const CustomFieldValueList = Type.Array(CustomFieldValue);
export type CustomFieldValueList = Static<typeof CustomFieldValueList>;

export const CustomFieldParams = Type.Object({ orgId: Id, processId: ProcessId, fieldId: ProcessId });
export type CustomFieldParams = Static<typeof CustomFieldParams>;

export const AnswerValue = Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Null()]);
export type AnswerValue = Static<typeof AnswerValue>;
/**
 * The same values in a request body. Left untyped for the validator (which coerces types and would turn
 * false into '' or 5 into '5' inside a union); the server checks each value against its field's type.
 */
export const AnswerValueInput = Type.Unsafe<AnswerValue>({ description: 'string | number | boolean | null' });

/**
 * POST and PUT …/process/{processId}/customfield. Both save the given answers (insert or update) atomically:
 * all valid or nothing saved. POST additionally requires every required field to end up answered (the first
 * full save of the form); PUT may send just the fields that changed.
 */
export const AnswerCustomFieldsBody = Type.Object(
  {
    answerCustomFields: Type.Array(
      Type.Object({ customFieldId: ProcessId, value: AnswerValueInput }, { additionalProperties: false }),
      { maxItems: 200 },
    ),
  },
  { additionalProperties: false },
);
export type AnswerCustomFieldsBody = Static<typeof AnswerCustomFieldsBody>;

/** One answer; valueLabel is how to show it (e.g. 'R$ 1.234,56', '31/10/2026', 'Sim', the option's label). */
export const CustomFieldAnswer = Type.Object({
  customFieldId: Type.Integer(),
  label: Type.String(),
  type: CustomFieldType,
  value: AnswerValue,
  valueLabel: Type.String(),
  createdBy: Nullable(UserRef),
  createdAt: Timestamp,
  updatedBy: Nullable(UserRef),
  updatedAt: Timestamp,
});
export type CustomFieldAnswer = Static<typeof CustomFieldAnswer>;

/** GET (and the answer of POST/PUT) …/process/{processId}/customfield — answered fields only, by priority. */
export const CustomFieldAnswers = Type.Object({ answerCustomFields: Type.Array(CustomFieldAnswer) });
export type CustomFieldAnswers = Static<typeof CustomFieldAnswers>;

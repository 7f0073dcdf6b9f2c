import {
  isPercentageField,
  isValidPercentage,
  PERCENTAGE_RANGE_MESSAGE,
  TEXT_ANSWER_MAX_LENGTH,
} from '../../contract/constants/custom-fields';
import type { AnswerValue, CustomField, CustomFieldAnswer } from '../../contract/custom-fields';
import { isRealCalendarDay } from '../../contract/dates';
import { formatMoneyInput, parseMoney } from '../../contract/money';

/** What a form control holds: text (MONEY as typed, '1.234,56'), a number, a 'YYYY-MM-DD' day, yes/no, or nothing. */
export type FormValue = string | number | boolean | null;
export type FormValues = Readonly<Record<number, FormValue>>;
export type FieldErrors = Record<number, string>;

type FieldRule = Pick<CustomField, 'id' | 'label' | 'type' | 'required'>;

function isEmptyValue(value: FormValue | undefined): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** The form value of a saved answer (MONEY goes from centavos to the text the money input shows). */
function formValueFromAnswer(type: CustomField['type'], value: AnswerValue): FormValue {
  if (value === null) return null;
  if (type === 'MONEY' && typeof value === 'number') return formatMoneyInput(value);
  return value;
}

/** Form values for every field, from the saved answers (unanswered fields are null). */
export function initialFormValues(
  fields: readonly Pick<CustomField, 'id' | 'type'>[],
  answers: readonly CustomFieldAnswer[],
): FormValues {
  const byField = new Map(answers.map((a) => [a.customFieldId, a]));
  const values: Record<number, FormValue> = {};
  for (const field of fields) {
    const answer = byField.get(field.id);
    values[field.id] = answer ? formValueFromAnswer(field.type, answer.value) : null;
  }
  return values;
}

/** One field's problem in Portuguese, or null. Mirrors the server's rules so most errors never leave the form. */
export function validateFieldValue(field: FieldRule, value: FormValue | undefined): string | null {
  if (isEmptyValue(value)) return field.required ? `Preencha o campo obrigatório “${field.label}”.` : null;
  switch (field.type) {
    case 'TEXT':
      return typeof value === 'string' && value.length <= TEXT_ANSWER_MAX_LENGTH
        ? null
        : `Use no máximo ${TEXT_ANSWER_MAX_LENGTH} caracteres.`;
    case 'NUMBER':
      if (typeof value !== 'number' || !Number.isFinite(value)) return 'Informe um número válido.';
      return isPercentageField(field) && !isValidPercentage(value) ? PERCENTAGE_RANGE_MESSAGE : null;
    case 'MONEY': {
      // The server stores centavos >= 0 (contract/custom-fields.ts): a negative is refused, never made positive.
      const parsed = parseMoney(typeof value === 'number' ? formatMoneyInput(Math.round(value * 100)) : String(value));
      return parsed.ok ? null : parsed.error;
    }
    case 'DATE':
      return typeof value === 'string' && isRealCalendarDay(value) ? null : 'Informe uma data válida (DD/MM/AAAA).';
    case 'BOOLEAN':
      return typeof value === 'boolean' ? null : 'Escolha Sim ou Não.';
    case 'SELECT':
      return typeof value === 'string' ? null : 'Escolha uma das opções da lista.';
  }
}

/** Every field's problem, keyed by field id; empty when the form can be sent. */
export function validateCustomFields(fields: readonly FieldRule[], values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of fields) {
    const message = validateFieldValue(field, values[field.id]);
    if (message) errors[field.id] = message;
  }
  return errors;
}

/** The wire value (contract/custom-fields.ts): null clears, MONEY in integer centavos, text trimmed. */
export function toWireValue(type: CustomField['type'], value: FormValue | undefined): AnswerValue {
  if (value === undefined || isEmptyValue(value)) return null;
  if (type === 'MONEY') {
    const parsed = parseMoney(typeof value === 'number' ? formatMoneyInput(Math.round(value * 100)) : String(value));
    // Unreadable text never leaves the form (validateFieldValue stops it); null keeps the wire type honest.
    return parsed.ok ? parsed.centavos : null;
  }
  if (type === 'TEXT' && typeof value === 'string') return value.trim();
  return value;
}

/** The answers that differ from what was saved: PUT sends only these. */
export function changedAnswers(
  fields: readonly Pick<CustomField, 'id' | 'type'>[],
  saved: FormValues,
  current: FormValues,
): { customFieldId: number; value: AnswerValue }[] {
  return fields
    .map((field) => ({
      field,
      before: toWireValue(field.type, saved[field.id]),
      after: toWireValue(field.type, current[field.id]),
    }))
    .filter(({ before, after }) => before !== after)
    .map(({ field, after }) => ({ customFieldId: field.id, value: after }));
}

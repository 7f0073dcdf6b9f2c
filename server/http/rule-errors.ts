import type { AnswerValue } from '../../src/contract/custom-fields.ts';
import { parseCnjQuery, type CnjQuery, type CnjQueryProblem } from '../domain/cnj-query.ts';
import { normaliseAnswer, type AnswerProblem, type FieldDefinition } from '../domain/custom-field-values.ts';
import { HttpError } from './http-error.ts';
import { MESSAGES } from './messages.ts';

// The domain says which rule input breaks; the HTTP answer (400 and its Portuguese message) is decided here.

const CNJ_MESSAGES: Record<CnjQueryProblem, string> = {
  format: MESSAGES.invalidCnjFormat,
  checkDigits: MESSAGES.invalidCnjCheckDigits,
};

const ANSWER_MESSAGES: Record<AnswerProblem, (label: string) => string> = {
  required: MESSAGES.customFieldRequired,
  text: MESSAGES.customFieldText,
  number: MESSAGES.customFieldNumber,
  percentage: MESSAGES.customFieldPercentage,
  date: MESSAGES.customFieldDate,
  money: MESSAGES.customFieldMoney,
  select: MESSAGES.customFieldSelect,
  boolean: MESSAGES.customFieldBoolean,
};

/** The process list's `q` filter, or null when empty; 400 when it breaks the CNJ rule. */
export function requireCnjQuery(raw: string | undefined): CnjQuery | null {
  const parsed = parseCnjQuery(raw);
  if ('problem' in parsed) throw new HttpError(400, CNJ_MESSAGES[parsed.problem]);
  return parsed.query;
}

/** The value to store for a custom-field answer; 400 naming the field's label when it breaks the field's rule. */
export function requireAnswer(field: FieldDefinition, raw: AnswerValue): string | number | boolean | null {
  const normalised = normaliseAnswer(field, raw);
  if ('problem' in normalised) throw new HttpError(400, ANSWER_MESSAGES[normalised.problem](field.label));
  return normalised.value;
}

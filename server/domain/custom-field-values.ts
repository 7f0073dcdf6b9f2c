import {
  isPercentageField,
  isValidPercentage,
  TEXT_ANSWER_MAX_LENGTH,
} from '../../src/contract/constants/custom-fields.ts';
import type { AnswerValue, CustomFieldType } from '../../src/contract/custom-fields.ts';
import { formatCentavos, isValidCentavos } from '../../src/contract/money.ts';
import { formatDateBr } from './calendar.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

export interface FieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  required: boolean;
  options: readonly { value: string; label: string }[];
}

/** Which rule an answer breaks; the caller words it with the field's label (http/rule-errors.ts). */
export type AnswerProblem = 'required' | 'text' | 'number' | 'percentage' | 'date' | 'money' | 'select' | 'boolean';

type NormalisedAnswer = { value: string | number | boolean | null } | { problem: AnswerProblem };

/** The stored value for an answer (null clears it), or the rule it breaks. */
export function normaliseAnswer(field: FieldDefinition, raw: AnswerValue): NormalisedAnswer {
  const empty = raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) return field.required ? { problem: 'required' } : { value: null };
  switch (field.type) {
    case 'TEXT':
      if (typeof raw !== 'string' || [...raw].length > TEXT_ANSWER_MAX_LENGTH) return { problem: 'text' };
      return { value: raw.trim() };
    case 'NUMBER': {
      const value =
        typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : Number.NaN;
      if (typeof raw === 'boolean' || !Number.isFinite(value)) return { problem: 'number' };
      if (isPercentageField(field) && !isValidPercentage(value)) return { problem: 'percentage' };
      return { value };
    }
    case 'DATE':
      if (typeof raw !== 'string' || !isRealCalendarDay(raw.trim())) return { problem: 'date' };
      return { value: raw.trim() };
    case 'MONEY': {
      const value =
        typeof raw === 'number'
          ? raw
          : typeof raw === 'string' && /^\d+$/.test(raw.trim())
            ? Number(raw.trim())
            : Number.NaN;
      if (!isValidCentavos(value)) return { problem: 'money' };
      return { value };
    }
    case 'SELECT':
      if (typeof raw !== 'string' || !field.options.some((option) => option.value === raw))
        return { problem: 'select' };
      return { value: raw };
    case 'BOOLEAN':
      if (typeof raw !== 'boolean') return { problem: 'boolean' };
      return { value: raw };
  }
}

/** How an answer reads on screen (pt-BR). */
export function answerLabel(field: FieldDefinition, value: string | number | boolean): string {
  switch (field.type) {
    case 'DATE':
      return formatDateBr(String(value));
    case 'MONEY':
      return formatCentavos(Number(value));
    case 'NUMBER':
      return Number(value).toLocaleString('pt-BR', { maximumFractionDigits: 10 });
    case 'SELECT':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'BOOLEAN':
      return value === true ? 'Sim' : 'Não';
    default:
      return String(value);
  }
}

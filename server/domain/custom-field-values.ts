import { isPercentageField, isValidPercentage, TEXT_ANSWER_MAX_LENGTH } from '../../src/contract/constants/custom-fields.ts';
import type { AnswerValue, CustomFieldType } from '../../src/contract/custom-fields.ts';
import { isValidCentavos } from '../../src/contract/money.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { formatDateBr, formatMoneyBr, isCalendarDate } from './calendar.ts';

export interface FieldDefinition {
  id: number;
  label: string;
  type: CustomFieldType;
  required: boolean;
  options: readonly { value: string; label: string }[];
}

const invalid = (message: string) => new HttpError(400, message);

/** The stored value for an answer, or null to clear it. Throws 400 with the field's label in the message. */
export function normaliseAnswer(field: FieldDefinition, raw: AnswerValue): string | number | boolean | null {
  const empty = raw === null || (typeof raw === 'string' && raw.trim() === '');
  if (empty) {
    if (field.required) throw invalid(MESSAGES.customFieldRequired(field.label));
    return null;
  }
  switch (field.type) {
    case 'TEXT':
      if (typeof raw !== 'string' || [...raw].length > TEXT_ANSWER_MAX_LENGTH) throw invalid(MESSAGES.customFieldText(field.label));
      return raw.trim();
    case 'NUMBER': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' ? Number(raw.trim().replace(',', '.')) : Number.NaN;
      if (typeof raw === 'boolean' || !Number.isFinite(value)) throw invalid(MESSAGES.customFieldNumber(field.label));
      if (isPercentageField(field) && !isValidPercentage(value)) throw invalid(MESSAGES.customFieldPercentage(field.label));
      return value;
    }
    case 'DATE':
      if (typeof raw !== 'string' || !isCalendarDate(raw.trim())) throw invalid(MESSAGES.customFieldDate(field.label));
      return raw.trim();
    case 'MONEY': {
      const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
      if (!isValidCentavos(value)) throw invalid(MESSAGES.customFieldMoney(field.label));
      return value;
    }
    case 'SELECT':
      if (typeof raw !== 'string' || !field.options.some((option) => option.value === raw)) throw invalid(MESSAGES.customFieldSelect(field.label));
      return raw;
    case 'BOOLEAN':
      if (typeof raw !== 'boolean') throw invalid(MESSAGES.customFieldBoolean(field.label));
      return raw;
  }
}

/** How an answer reads on screen (pt-BR). */
export function answerLabel(field: FieldDefinition, value: string | number | boolean): string {
  switch (field.type) {
    case 'DATE':
      return formatDateBr(String(value));
    case 'MONEY':
      return formatMoneyBr(Number(value));
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

import type { AnswerValue } from '../../src/contract/custom-fields.ts';
import { parseCnjQuery, type CnjQuery, type CnjQueryProblem } from '../domain/cnj-query.ts';
import { normaliseAnswer, type AnswerProblem, type FieldDefinition } from '../domain/custom-field-values.ts';
import { MAX_PERIOD_DAYS } from '../../src/contract/constants/reports.ts';
import { formatDateBr, todayInBrazil } from '../domain/calendar.ts';
import {
  checkPeriod,
  validateReportRequest,
  type PeriodProblem,
  type ValidReportRequest,
} from '../domain/report-request.ts';
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

const PERIOD_MESSAGES: Record<PeriodProblem, string> = {
  invalidDate: MESSAGES.periodInvalidDate,
  reversed: MESSAGES.invalidDateRange,
  tooLong: MESSAGES.periodTooLong(MAX_PERIOD_DAYS),
};

/** The extract's period; 400 when a day does not exist, from is after to, or it spans more than MAX_PERIOD_DAYS. */
export function requirePeriod(from: string | undefined, to: string | undefined): void {
  const problem = checkPeriod(from, to);
  if (problem) throw new HttpError(400, PERIOD_MESSAGES[problem]);
}

/** A report request as the runner takes it; 400 with the reason when it breaks a rule. */
export function requireReportRequest(body: Parameters<typeof validateReportRequest>[0]): ValidReportRequest {
  const result = validateReportRequest(body, todayInBrazil());
  if (!('problem' in result)) return result;
  switch (result.problem) {
    case 'unknownType':
      throw new HttpError(400, MESSAGES.reportTypeUnknown(result.value));
    case 'unknownFormat':
      throw new HttpError(400, MESSAGES.reportFormatUnknown(result.value));
    case 'periodRequired':
      throw new HttpError(400, MESSAGES.periodRequired);
    case 'periodNotAllowed':
      throw new HttpError(400, MESSAGES.periodNotAllowed);
    case 'filtersNotAllowed':
      throw new HttpError(400, MESSAGES.reportFiltersNotAllowed);
    case 'startsAfterToday':
      throw new HttpError(400, MESSAGES.reportPeriodAfterToday(formatDateBr(result.today)));
    default:
      throw new HttpError(400, PERIOD_MESSAGES[result.problem]);
  }
}

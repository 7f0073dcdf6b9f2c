import { NO_START_DATE_LABEL, OPEN_END_LABEL } from '../../contract/constants/relationships';
import { brazilDayLabel } from '../../contract/dates';
import { formatDocumentNumber } from '../../contract/brazil-document';
import { formatDateTime } from '../../lib/format-date';

const NO_DATE_LABEL = 'Não informada';

/** A relation's start: year 0001 (or nothing) is the source's "no start date", never shown as 01/01/0001. */
export function relationStartLabel(value: string | null | undefined): string {
  const label = brazilDayLabel(value);
  if (label.kind === 'day') return label.text;
  return label.kind === 'open-end' ? OPEN_END_LABEL : NO_START_DATE_LABEL;
}

/** A relation's end: year 9999 (or nothing) means it is still open. */
export function relationEndLabel(value: string | null | undefined): string {
  const label = brazilDayLabel(value);
  if (label.kind === 'day') return label.text;
  if (label.kind === 'open-end' || !value) return OPEN_END_LABEL;
  return NO_DATE_LABEL;
}

/** Any other date of the evidence (a protest, an office): DD/MM/AAAA, the year-9999 end as "Em aberto". */
export function evidenceDateLabel(value: string | null | undefined): string {
  const label = brazilDayLabel(value);
  if (label.kind === 'day') return label.text;
  return label.kind === 'open-end' && value ? OPEN_END_LABEL : NO_DATE_LABEL;
}

/**
 * A document as the source gives it: the Receita masks a partner's CPF (`***.456.789-**`) and that text is shown
 * as is (never "formatted" into something that looks like a full number); full numbers get their usual mask.
 */
export function displayDocument(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!text) return 'Documento não informado';
  if (text.includes('*')) return text;
  return formatDocumentNumber(text);
}

/** The screen's note for organizations whose plan has no protest data; the exports repeat it. */
export const NO_PROTESTS_NOTE = 'Protestos não fazem parte do plano desta organização.';

/** When the risks were checked: the analysis's end (an entity retried later carries its own date). */
export function checkedAtLabel(when: string | null | undefined): string {
  const text = when ? formatDateTime(when) : '';
  return text ? `Riscos verificados em ${text}` : 'Riscos ainda não verificados';
}

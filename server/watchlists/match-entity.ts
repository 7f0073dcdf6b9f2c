import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import {
  PEP_GRACE_YEARS,
  PEP_SOURCE_LABEL,
  RELATION_NO_START_DATE,
  RELATION_OPEN_END_DATE,
  type MatchBasis,
} from '../../src/contract/constants/relationships.ts';
import type { RiskEntry, WatchlistEvidence } from '../../src/contract/relationship-risks.ts';
import type { SourceEntity } from '../relationships/relationship-source.ts';
import type { MatchCandidateRow } from '../repositories/watchlists.ts';
import { normalizeName, readDocument, visibleCpfDigits } from './normalize.ts';

/** What an entity is matched by: its full document when known, a CPF's visible digits, its normalised name. */
export interface EntityKeys {
  kind: 'PERSON' | 'COMPANY';
  document: string | null;
  visibleDigits: string | null;
  name: string;
}

export function entityKeys(entity: SourceEntity): EntityKeys {
  const read = readDocument(entity.documentNumber);
  const document = read?.kind === 'CPF' || read?.kind === 'CNPJ' ? read.document : null;
  const visibleDigits =
    entity.documentType !== 'CPF'
      ? null
      : read?.kind === 'MASKED_CPF'
        ? read.visible
        : document
          ? visibleCpfDigits(document)
          : null;
  return {
    kind: entity.kind === 'COMPANY' ? 'COMPANY' : 'PERSON',
    document: document === null ? null : normalizeDocument(document),
    visibleDigits,
    name: normalizeName(entity.name),
  };
}

/** Same first and last word, and every word of the shorter name in the longer ("MARCOS TAVARES" ~ "MARCOS V TAVARES"). */
export function similarNames(a: string, b: string): boolean {
  const [short, long] = a.length <= b.length ? [a.split(' '), b.split(' ')] : [b.split(' '), a.split(' ')];
  if (short.length < 2) return false;
  if (short[0] !== long[0] || short.at(-1) !== long.at(-1)) return false;
  return short.every((word) => long.includes(word));
}

export const CONFIDENCE: Record<MatchBasis, number> = {
  DOCUMENT: 100,
  CPF_DIGITS_AND_NAME: 90,
  CPF_DIGITS_AND_SIMILAR_NAME: 70,
  NAME_ONLY: 40,
};

/**
 * Whether a list record names the entity, and on what basis. A company only by its full CNPJ. A person by the full
 * CPF; else, when either side is masked, by the 6 visible digits together with the name (identical, or similar for
 * fewer points) — the digits alone are shared by 1 in 100,000 people; else, for a record with no document at all
 * (OFAC/UN), by the name alone, the weakest basis. Two full CPFs that differ never match.
 */
export function matchBasis(keys: EntityKeys, row: MatchCandidateRow): MatchBasis | null {
  if (keys.document !== null && row.document === keys.document) return 'DOCUMENT';
  if (keys.kind === 'COMPANY' || row.kind === 'COMPANY') return null;
  const names = [row.name_normalized, ...row.aliases];
  const eitherMasked = row.masked || keys.document === null;
  if (keys.visibleDigits !== null && row.visible_digits === keys.visibleDigits && eitherMasked) {
    if (names.includes(keys.name)) return 'CPF_DIGITS_AND_NAME';
    if (names.some((name) => similarNames(name, keys.name))) return 'CPF_DIGITS_AND_SIMILAR_NAME';
    return null;
  }
  if (row.document === null && row.visible_digits === null && names.includes(keys.name)) return 'NAME_ONLY';
  return null;
}

const toIso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

function addYears(iso: string, years: number): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const date = new Date(Date.UTC(year + years, month - 1, day));
  return date.toISOString().slice(0, 10);
}

/** A PEP's end of grace: the list's own date, else the end of office + PEP_GRACE_YEARS; null while in office. */
export const pepGraceEnd = (row: Pick<MatchCandidateRow, 'end_date' | 'grace_end_date'>): string | null =>
  row.grace_end_date ?? (row.end_date ? addYears(row.end_date, PEP_GRACE_YEARS) : null);

/**
 * Whether a flag still holds on `today` ('YYYY-MM-DD'): a sanction until its end date, a PEP until its grace ends.
 * Open ends hold.
 */
export function flagEnded(row: MatchCandidateRow, today: string): boolean {
  const end = row.list === 'PEP' ? pepGraceEnd(row) : row.end_date;
  return end !== null && end < today;
}

function evidenceOf(row: MatchCandidateRow, basis: MatchBasis): WatchlistEvidence {
  return {
    list: row.list,
    recordId: row.record_id,
    sanctioningBody: row.sanctioning_body,
    type: row.type,
    startDate: row.start_date,
    endDate: row.end_date,
    legalBasis: row.legal_basis,
    sourceLink: row.source_link ?? row.source_url,
    fetchedAt: toIso(row.fetched_at),
    publishedOn: row.published_on,
    listedName: row.name,
    match: { basis, confidence: CONFIDENCE[basis] },
  };
}

/** The risk entry a matched record becomes, its evidence attached (the screen says ended or current from the dates). */
export function riskOf(row: MatchCandidateRow, basis: MatchBasis): RiskEntry {
  const evidence = evidenceOf(row, basis);
  const id = `${row.list}:${row.record_id}`;
  if (row.list === 'PEP')
    return {
      kind: 'PEPOccurence',
      id,
      position: row.type ?? 'Função não informada',
      organ: row.sanctioning_body ?? 'Órgão não informado',
      startDate: row.start_date ?? RELATION_NO_START_DATE,
      endDate: row.end_date ?? RELATION_OPEN_END_DATE,
      graceEndDate: pepGraceEnd(row),
      source: PEP_SOURCE_LABEL,
      evidence,
    };
  return {
    kind: 'wasPreviouslySanctioned',
    id,
    source: row.list,
    reason: row.legal_basis ?? row.type ?? 'Não informado pela fonte',
    sanctionType: row.type ?? 'Não informado pela fonte',
    organ: row.sanctioning_body ?? 'Não informado pela fonte',
    startDate: row.start_date ?? RELATION_NO_START_DATE,
    endDate: row.end_date ?? RELATION_OPEN_END_DATE,
    evidence,
  };
}

import type { ListedKind, WatchlistEntry, WatchlistName } from '../watchlist-entry.ts';
import { WATCHLIST_MESSAGES } from '../watchlist-entry.ts';
import { brazilianDate, normalizeName, readDocument } from '../normalize.ts';

/**
 * The CGU's CSV layouts (Portal da Transparência, "download de dados"), by column name as published. Headers are
 * compared normalised (accents, case, `_`), so "Nome_PEP" and "NOME PEP" are one column; a missing required column
 * refuses the file (the layout changed), extra columns are kept in `raw` only.
 */
export type CguList = Extract<WatchlistName, 'CEIS' | 'CNEP' | 'CEPIM' | 'CEAF' | 'PEP'>;
export const CGU_LISTS: readonly CguList[] = ['CEIS', 'CNEP', 'CEPIM', 'CEAF', 'PEP'];

const SANCTION_REQUIRED = [
  'CÓDIGO DA SANÇÃO',
  'CPF OU CNPJ DO SANCIONADO',
  'NOME DO SANCIONADO',
  'CATEGORIA DA SANÇÃO',
  'DATA INÍCIO SANÇÃO',
  'DATA FINAL SANÇÃO',
  'ÓRGÃO SANCIONADOR',
];

export const CGU_REQUIRED_COLUMNS: Record<CguList, readonly string[]> = {
  CEIS: SANCTION_REQUIRED,
  CNEP: SANCTION_REQUIRED,
  CEAF: SANCTION_REQUIRED,
  CEPIM: ['CNPJ ENTIDADE', 'NOME ENTIDADE', 'NÚMERO CONVÊNIO', 'ÓRGÃO CONCEDENTE', 'MOTIVO DO IMPEDIMENTO'],
  PEP: [
    'CPF',
    'Nome_PEP',
    'Sigla_Função',
    'Descrição_Função',
    'Nome_Órgão',
    'Data_Início_Exercício',
    'Data_Fim_Exercício',
    'Data_Fim_Carência',
  ],
};

/** A header row's column positions by normalised name; the missing required columns (as published) listed. */
export function indexHeader(list: CguList, header: string[]): { index: Map<string, number>; missing: string[] } {
  const index = new Map<string, number>();
  header.forEach((name, position) => {
    const key = normalizeName(name.replace(/^\uFEFF/, ''));
    if (!index.has(key)) index.set(key, position);
  });
  const missing = CGU_REQUIRED_COLUMNS[list].filter((column) => !index.has(normalizeName(column)));
  return { index, missing };
}

type Row = (column: string) => string;
/** A malformed row: why, in Portuguese. */
type Mapped = Omit<WatchlistEntry, 'list' | 'raw'> | { problem: string };

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim().replace(/\s+/g, ' '));

function dates(row: Row, fields: [start: string, end: string]): { start: string | null; end: string | null } | string {
  const start = brazilianDate(row(fields[0]));
  if (start === undefined) return WATCHLIST_MESSAGES.badDate(fields[0], row(fields[0]));
  const end = brazilianDate(row(fields[1]));
  if (end === undefined) return WATCHLIST_MESSAGES.badDate(fields[1], row(fields[1]));
  return { start, end };
}

function documentOf(raw: string, kindHint: ListedKind) {
  const read = readDocument(raw);
  if (read === null) return null;
  const kind: ListedKind =
    read.kind === 'CNPJ' ? 'COMPANY' : read.kind === 'CPF' || read.kind === 'MASKED_CPF' ? 'PERSON' : kindHint;
  return {
    kind,
    document: read.kind === 'CPF' || read.kind === 'CNPJ' ? read.document : null,
    maskedDigits: read.kind === 'MASKED_CPF' ? read.visible : null,
  };
}

function sanction(row: Row): Mapped {
  const recordId = text(row('CÓDIGO DA SANÇÃO'));
  if (!recordId) return { problem: WATCHLIST_MESSAGES.missingField('CÓDIGO DA SANÇÃO') };
  const name = text(row('NOME DO SANCIONADO')) ?? text(row('RAZÃO SOCIAL - CADASTRO RECEITA'));
  if (!name) return { problem: WATCHLIST_MESSAGES.missingField('NOME DO SANCIONADO') };
  const personType = normalizeName(row('TIPO DE PESSOA'));
  const hint: ListedKind = personType.startsWith('F') ? 'PERSON' : personType.startsWith('J') ? 'COMPANY' : 'UNKNOWN';
  const doc = documentOf(row('CPF OU CNPJ DO SANCIONADO'), hint);
  if (!doc) return { problem: WATCHLIST_MESSAGES.badDocument(row('CPF OU CNPJ DO SANCIONADO')) };
  const period = dates(row, ['DATA INÍCIO SANÇÃO', 'DATA FINAL SANÇÃO']);
  if (typeof period === 'string') return { problem: period };
  const organ = text(row('ÓRGÃO SANCIONADOR'));
  const uf = text(row('UF ÓRGÃO SANCIONADOR'));
  return {
    recordId,
    ...doc,
    name,
    nameNormalized: normalizeName(name),
    aliases: [],
    sanctioningBody: organ && uf ? `${organ} (${uf})` : organ,
    type: text(row('CATEGORIA DA SANÇÃO')),
    startDate: period.start,
    endDate: period.end,
    graceEndDate: null,
    legalBasis: text(row('FUNDAMENTAÇÃO LEGAL')),
    sourceLink: null,
  };
}

function cepim(row: Row): Mapped {
  const doc = documentOf(row('CNPJ ENTIDADE'), 'COMPANY');
  if (!doc || doc.document === null) return { problem: WATCHLIST_MESSAGES.badDocument(row('CNPJ ENTIDADE')) };
  const name = text(row('NOME ENTIDADE'));
  if (!name) return { problem: WATCHLIST_MESSAGES.missingField('NOME ENTIDADE') };
  const agreement = text(row('NÚMERO CONVÊNIO')) ?? '';
  return {
    recordId: `${doc.document}-${agreement}`,
    ...doc,
    name,
    nameNormalized: normalizeName(name),
    aliases: [],
    sanctioningBody: text(row('ÓRGÃO CONCEDENTE')),
    type: text(row('MOTIVO DO IMPEDIMENTO')),
    startDate: null,
    endDate: null,
    graceEndDate: null,
    legalBasis: agreement ? `Convênio ${agreement}` : null,
    sourceLink: null,
  };
}

function pep(row: Row): Mapped {
  const doc = documentOf(row('CPF'), 'PERSON');
  if (!doc) return { problem: WATCHLIST_MESSAGES.badDocument(row('CPF')) };
  const name = text(row('Nome_PEP'));
  if (!name) return { problem: WATCHLIST_MESSAGES.missingField('Nome_PEP') };
  const period = dates(row, ['Data_Início_Exercício', 'Data_Fim_Exercício']);
  if (typeof period === 'string') return { problem: period };
  const grace = brazilianDate(row('Data_Fim_Carência'));
  if (grace === undefined)
    return { problem: WATCHLIST_MESSAGES.badDate('Data_Fim_Carência', row('Data_Fim_Carência')) };
  const acronym = text(row('Sigla_Função'));
  const organ = text(row('Nome_Órgão'));
  return {
    // The list has no id: who (visible digits + name), which office and since when identify a row.
    recordId: [doc.maskedDigits ?? doc.document ?? '', normalizeName(name), acronym, organ, period.start]
      .map((part) => part ?? '')
      .join('|'),
    ...doc,
    name,
    nameNormalized: normalizeName(name),
    aliases: [],
    sanctioningBody: organ,
    type: [acronym, text(row('Descrição_Função'))].filter(Boolean).join(' — ') || null,
    startDate: period.start,
    endDate: period.end,
    graceEndDate: grace,
    legalBasis: text(row('Nível_Função')) ? `Nível ${text(row('Nível_Função'))}` : null,
    sourceLink: null,
  };
}

/** One data row mapped to an entry, or the reason it is malformed. */
export function mapCguRow(
  list: CguList,
  index: Map<string, number>,
  header: string[],
  fields: string[],
): WatchlistEntry | { problem: string } {
  if (fields.length !== header.length)
    return { problem: WATCHLIST_MESSAGES.wrongColumnCount(header.length, fields.length) };
  const row: Row = (column) => fields[index.get(normalizeName(column)) ?? -1] ?? '';
  const mapped = list === 'PEP' ? pep(row) : list === 'CEPIM' ? cepim(row) : sanction(row);
  if ('problem' in mapped) return mapped;
  const raw: Record<string, string> = {};
  header.forEach((name, position) => (raw[name.replace(/^\uFEFF/, '')] = fields[position] ?? ''));
  return { list, ...mapped, raw };
}

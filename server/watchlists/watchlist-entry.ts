/**
 * One row of an official list, as every parser hands it to the import (parse/*) and the import stores it
 * (repositories/watchlists.ts). Pure types and the Portuguese problems of a file; nothing here reads or writes.
 */
export const WATCHLISTS = ['CEIS', 'CNEP', 'CEPIM', 'CEAF', 'PEP', 'OFAC', 'UN'] as const;
export type WatchlistName = (typeof WATCHLISTS)[number];
export const isWatchlistName = (value: string): value is WatchlistName =>
  (WATCHLISTS as readonly string[]).includes(value);

/** Who is listed: a person, a company (or other organisation), or the source does not say. */
export type ListedKind = 'PERSON' | 'COMPANY' | 'UNKNOWN';

export interface WatchlistEntry {
  list: WatchlistName;
  /** The source's own id of the record (CGU "código da sanção", OFAC uid, UN DATAID); unique within one file version. */
  recordId: string;
  kind: ListedKind;
  /** Full CPF or CNPJ (normalised), or null when the source masks or omits it. */
  document: string | null;
  /** The 6 digits a masked CPF leaves visible (`***.456.789-**` → '456789'); null otherwise. */
  maskedDigits: string | null;
  name: string;
  /** normalizeName(name): what matching compares. */
  nameNormalized: string;
  /** Other names (OFAC a.k.a., UN aliases), normalised. */
  aliases: string[];
  sanctioningBody: string | null;
  /** Sanction category, PEP function, OFAC programme, UN list type. */
  type: string | null;
  /** 'YYYY-MM-DD' or null. */
  startDate: string | null;
  endDate: string | null;
  /** PEP only: the end of the 5-year grace period after leaving office. */
  graceEndDate: string | null;
  legalBasis: string | null;
  sourceLink: string | null;
  /** The row as the source wrote it (column → value), kept as evidence. */
  raw: Record<string, unknown>;
}

/** A row or element that could not be read: counted, its first examples kept for the "Fontes de dados" screen. */
export interface SkippedRow {
  /** Line (CSV) or entry number (XML), from 1. */
  at: number;
  reason: string;
}

export interface ParseReport {
  rows: number;
  skipped: number;
  examples: SkippedRow[];
  /** The list's own publication date when the file says it ('YYYY-MM-DD'), else null. */
  publishedOn: string | null;
}

export const MAX_SKIPPED_EXAMPLES = 5;

export function newReport(): ParseReport {
  return { rows: 0, skipped: 0, examples: [], publishedOn: null };
}

export function skip(report: ParseReport, at: number, reason: string): void {
  report.skipped++;
  if (report.examples.length < MAX_SKIPPED_EXAMPLES) report.examples.push({ at, reason });
}

/** The whole file version is refused (truncated, wrong layout, unexpected root): nothing of it is stored. */
export class WatchlistFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WatchlistFileError';
  }
}

/** One Portuguese sentence per kind of problem (docs/messages.md lists them; the sources screen shows them). */
export const WATCHLIST_MESSAGES = {
  truncatedZip: 'Arquivo compactado incompleto ou corrompido: a versão foi recusada.',
  noCsvInZip: 'O arquivo compactado não contém um CSV: a versão foi recusada.',
  missingColumns: (columns: string[]) =>
    `Colunas esperadas ausentes no cabeçalho (${columns.join(', ')}): o layout da fonte mudou e a versão foi recusada.`,
  emptyFile: 'Arquivo sem linhas de dados: a versão foi recusada.',
  unclosedQuote: 'Arquivo truncado: um campo entre aspas não termina; a versão foi recusada.',
  badXml: (detail: string) => `XML inválido ou truncado (${detail}): a versão foi recusada.`,
  unexpectedRoot: (found: string, expected: string) =>
    `Elemento raiz inesperado <${found}> (esperado <${expected}>): a versão foi recusada.`,
  tooLarge: (megabytes: number) => `Arquivo maior que o limite de ${megabytes} MB: a versão foi recusada.`,
  skippedRows: (count: number, examples: SkippedRow[]) =>
    `${count} ${count === 1 ? 'linha ignorada' : 'linhas ignoradas'} por estarem malformadas` +
    (examples.length > 0 ? ` (${examples.map((e) => `linha ${e.at}: ${e.reason}`).join('; ')})` : '') +
    '.',
  wrongColumnCount: (expected: number, found: number) => `${found} colunas em vez de ${expected}`,
  missingField: (field: string) => `campo obrigatório vazio: ${field}`,
  badDate: (field: string, value: string) => `data inválida em ${field}: "${value}"`,
  badDocument: (value: string) => `documento irreconhecível: "${value}"`,
  unexpectedElement: (name: string) => `elemento inesperado <${name}> ignorado`,
  httpStatus: (status: number) => `A fonte respondeu ${status}.`,
  notFound: 'A fonte ainda não publicou o arquivo do dia (404).',
  htmlAnswer: 'A fonte respondeu uma página HTML em vez do arquivo (bloqueio ou manutenção).',
  network: (detail: string) => `Falha de rede ao baixar o arquivo: ${detail}.`,
} as const;

import { classifyDocumentNumber, normalizeDocument } from '../../src/contract/brazil-document.ts';

/**
 * What matching compares: names without accents, punctuation or case, one space between words ("José  da
 * Conceição D'Ávila" → "JOSE DA CONCEICAO D AVILA"); documents split into full ones and masked CPFs.
 */
export function normalizeName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

export type ReadDocument =
  { kind: 'CPF' | 'CNPJ'; document: string } | { kind: 'MASKED_CPF'; visible: string } | { kind: 'NONE' };

/**
 * A document as the lists write it: a full CPF/CNPJ (any punctuation), a masked CPF — `***.456.789-**`, `***456789**`
 * (the CGU and the Receita hide the first 3 and the last 2 digits) — or nothing. Null when it is none of these.
 */
export function readDocument(raw: string | null | undefined): ReadDocument | null {
  const text = (raw ?? '').trim();
  if (text === '') return { kind: 'NONE' };
  const masked = /^\*{3}\.?(\d{3})\.?(\d{3})-?\*{2}$/.exec(text);
  if (masked) return { kind: 'MASKED_CPF', visible: `${masked[1]}${masked[2]}` };
  const kind = classifyDocumentNumber(text);
  if (kind === 'UNRECOGNIZED') return null;
  return { kind, document: normalizeDocument(text) };
}

/** The 6 digits a masked CPF keeps visible, taken from a full CPF (digits 4 to 9). */
export const visibleCpfDigits = (cpf: string): string => cpf.slice(3, 9);

/** 'DD/MM/AAAA' → 'YYYY-MM-DD'; '' → null; anything else → undefined (malformed). */
export function brazilianDate(raw: string | null | undefined): string | null | undefined {
  const text = (raw ?? '').trim();
  if (text === '' || text === '00/00/0000') return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  return isoIfValid(`${match[3]}-${match[2]}-${match[1]}`);
}

/** 'YYYY-MM-DD' when it names a real day; undefined otherwise. */
export function isoIfValid(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return undefined;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? undefined : iso;
}

/** 'MM/DD/YYYY' (OFAC's publication date) → 'YYYY-MM-DD'; undefined when malformed. */
export function usDate(raw: string | null | undefined): string | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec((raw ?? '').trim());
  if (!match) return undefined;
  return isoIfValid(`${match[3]}-${(match[1] ?? '').padStart(2, '0')}-${(match[2] ?? '').padStart(2, '0')}`);
}

import { classifyDocumentNumber, formatDocumentNumber, type DocumentKind } from '../contract/brazil-document';

/** The rules live in the shared contract (src/contract/brazil-document.ts); these are the app's names for them. */
export type { DocumentKind };

export function digitsOnly(raw: string | null | undefined): string {
  // Stryker disable next-line Regex,StringLiteral: a run or one character at a time gives the same digits, and any fallback text for null has none
  return (raw ?? '').replace(/\D+/g, '');
}

/** docs/product.md#document-numbers (with the 2026 alphanumeric CNPJ): 11 digits is a CPF, 14 characters a CNPJ, anything else unrecognized. */
export const classifyDocument = (raw: string | null | undefined): DocumentKind => classifyDocumentNumber(raw);

/** 000.000.000-00 or 00.000.000/0000-00; anything unrecognized is returned as typed. */
export const formatDocument = (raw: string | null | undefined): string => formatDocumentNumber(raw);

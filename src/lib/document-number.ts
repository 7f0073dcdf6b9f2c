export type DocumentKind = 'CPF' | 'CNPJ' | 'UNRECOGNIZED';

export function digitsOnly(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\D+/g, '');
}

/** Spec §5: strip non-digits, then 11 digits is a CPF, 14 a CNPJ, anything else unrecognized. */
export function classifyDocument(raw: string | null | undefined): DocumentKind {
  const digits = digitsOnly(raw);
  if (digits.length === 11) return 'CPF';
  if (digits.length === 14) return 'CNPJ';
  return 'UNRECOGNIZED';
}

/** 000.000.000-00 or 00.000.000/0000-00; anything unrecognized is returned as typed. */
export function formatDocument(raw: string | null | undefined): string {
  const digits = digitsOnly(raw);
  switch (classifyDocument(digits)) {
    case 'CPF':
      return digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    case 'CNPJ':
      return digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5');
    default:
      return raw ?? '';
  }
}

import type { TcuCertificate as CertificateView } from '../../../src/contract/tcu-certificates.ts';
import { toIso } from '../../domain/calendar.ts';
import type { TcuCertificateRow } from '../../repositories/tcu-certificates.ts';

/**
 * The TCU writes its issue time without a zone, in Brasília time ('2026-09-29T09:00:00'); Brazil keeps UTC−03:00 all
 * year since 2019. A time that already has a zone is kept; anything unreadable is dropped (null) rather than guessed.
 */
export function tcuInstant(value: string | null): string | null {
  if (!value) return null;
  const text = /([zZ]|[+-]\d{2}:?\d{2})$/.test(value) ? value : `${value}-03:00`;
  const time = Date.parse(text);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

export function tcuCertificateView(row: TcuCertificateRow): CertificateView {
  return {
    id: row.id,
    cnpj: row.cnpj,
    companyName: row.company_name,
    source: row.source,
    issuedAt: toIso(row.issued_at),
    controlCode: row.control_code,
    fetchedAt: toIso(row.fetched_at) ?? '',
    registries: row.registries.map((item) => ({
      registry: item.registry,
      issuer: item.issuer,
      listed: item.listed,
      note: item.note,
    })),
    pdf: row.pdf_sha256 ? { sha256: row.pdf_sha256, size: Number(row.pdf_size ?? 0) } : null,
  };
}

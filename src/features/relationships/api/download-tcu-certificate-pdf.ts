import { useMutation } from '@tanstack/react-query';
import type { TcuCertificate } from '../../../contract/tcu-certificates';
import { tcuCertificateEndpoints } from '../../../contract/endpoints/tcu-certificates';
import { callApi } from '../../../lib/http/call-api';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';

/** "certidao-tcu-12345678000190-2026-11-27.pdf": the company and the day it was issued (Brasília). */
export function tcuPdfFileName(certificate: Pick<TcuCertificate, 'cnpj' | 'issuedAt' | 'fetchedAt'>): string {
  return `certidao-tcu-${certificate.cnpj}-${fileDateStamp(new Date(certificate.issuedAt ?? certificate.fetchedAt))}.pdf`;
}

/** GET /v1/organization/{orgId}/tcu-certificates/{id}/pdf — the PDF kept as evidence, saved as a file. */
export async function downloadTcuCertificatePdf(orgId: number, certificate: TcuCertificate): Promise<void> {
  const answer = await callApi(tcuCertificateEndpoints.downloadTcuCertificatePdf, {
    params: { orgId, tcuCertificateId: certificate.id },
    headers: { Accept: 'application/pdf' },
    expectedStatuses: [403, 404],
    timeoutMs: 60_000,
  });
  const blob = answer instanceof Blob ? answer : new Blob([answer], { type: 'application/pdf' });
  saveBlob(blob, tcuPdfFileName(certificate));
}

export function useDownloadTcuCertificatePdf(orgId: number) {
  return useMutation({ mutationFn: (certificate: TcuCertificate) => downloadTcuCertificatePdf(orgId, certificate) });
}

import { useMutation } from '@tanstack/react-query';
import type { AuditQuery } from '../../../contract/organization-users';
import { auditEndpoints } from '../../../contract/endpoints/audit';
import { callApi } from '../../../lib/http/call-api';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';

export function auditFileName(now = new Date()): string {
  return `auditoria-${fileDateStamp(now)}.csv`;
}

/** GET /v1/organization/{orgId}/audit/export — the filtered trail as CSV (every page), saved as a file. */
export async function exportAudit(orgId: number, filters: Omit<AuditQuery, 'page'>): Promise<void> {
  const answer = await callApi(auditEndpoints.exportAudit, {
    params: { orgId },
    query: { ...filters },
    headers: { Accept: 'text/csv' },
    expectedStatuses: [400],
    timeoutMs: 120_000,
  });
  // text/csv comes back as text from the HTTP client (decoding drops the BOM): put it back for Excel pt-BR.
  const blob =
    answer instanceof Blob
      ? answer
      : new Blob([answer.startsWith('\uFEFF') ? answer : `\uFEFF${answer}`], { type: 'text/csv;charset=utf-8' });
  saveBlob(blob, auditFileName());
}

export function useExportAudit(orgId: number) {
  return useMutation({ mutationFn: (filters: Omit<AuditQuery, 'page'>) => exportAudit(orgId, filters) });
}

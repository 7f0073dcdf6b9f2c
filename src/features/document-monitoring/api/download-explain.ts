import { useMutation } from '@tanstack/react-query';
import { normalizeDocument } from '../../../contract/brazil-document';
import { EXPLAIN_SIZE } from '../../../contract/constants/reports';
import type { ExplainBody } from '../../../contract/reports';
import { reportEndpoints } from '../../../contract/endpoints/reports';
import { callApi } from '../../../lib/http/call-api';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';

export type ExplainFormat = 'csv' | 'pdf';

const ENDPOINTS = { csv: reportEndpoints.explainCsv, pdf: reportEndpoints.explainPdf } as const;
const TYPES: Record<ExplainFormat, string> = { csv: 'text/csv;charset=utf-8', pdf: 'application/pdf' };

/** The server names the file the same way; the browser never sees its header through a Blob download. */
export function explainFileName(documentNumber: string, format: ExplainFormat, now = new Date()): string {
  return `explicacao-${normalizeDocument(documentNumber)}-${fileDateStamp(now)}.${format}`;
}

/**
 * POST /v1/report/explain (CSV) or /v1/report/explain/report (PDF): the document's processes as a file
 * (body organizationId, expression.terms, size 20, from 0). Consumes nothing.
 */
export async function downloadExplain(orgId: number, documentNumber: string, format: ExplainFormat): Promise<void> {
  const body: ExplainBody = {
    organizationId: orgId,
    expression: { terms: [documentNumber] },
    size: EXPLAIN_SIZE,
    from: 0,
  };
  const answer = await callApi(ENDPOINTS[format], { body, expectedStatuses: [400, 409], timeoutMs: 120_000 });
  // text/csv comes back as text from the HTTP client (decoding drops the BOM): wrap it again with the BOM that
  // Excel pt-BR needs to read UTF-8.
  const text =
    typeof answer === 'string' && format === 'csv' && !answer.startsWith('\uFEFF') ? `\uFEFF${answer}` : answer;
  const blob = text instanceof Blob ? text : new Blob([text], { type: TYPES[format] });
  saveBlob(blob, explainFileName(documentNumber, format));
}

export function useDownloadExplain(orgId: number) {
  return useMutation({
    mutationFn: ({ documentNumber, format }: { documentNumber: string; format: ExplainFormat }) =>
      downloadExplain(orgId, documentNumber, format),
  });
}

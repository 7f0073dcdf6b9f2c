import { useMutation } from '@tanstack/react-query';
import type { Analysis } from '../../../contract/analyses';
import { analysisEndpoints } from '../../../contract/endpoints/analyses';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';

/**
 * relatorio-risco-{document digits}-{YYYY-MM-DD}.pdf, the day being the analysis's day in Brasília like the server's
 * (server/analysis/load-analysis.ts referenceDay). The server's own header writes the document with dashes.
 */
export function reportFileName(
  analysis: Pick<Analysis, 'documentNumber' | 'createdAt'> & { finishedAt?: string | null },
): string {
  return `relatorio-risco-${analysis.documentNumber}-${fileDateStamp(new Date(analysis.finishedAt ?? analysis.createdAt))}.pdf`;
}

/**
 * The PDF report through its full (authenticated) link, GET …/analytics/{aid}/report: it never expires, unlike the
 * temporary one, so a page left open for hours still downloads. 409 while the report is not ready.
 */
export async function downloadAnalysisReport(
  scope: HolderScope,
  analysis: Pick<Analysis, 'id' | 'consumeUniqueId' | 'documentNumber' | 'createdAt' | 'finishedAt'>,
): Promise<void> {
  const blob = await callApi(analysisEndpoints.downloadAnalysisReport, {
    params: {
      orgId: scope.orgId,
      holderId: scope.holderId,
      consumeUniqueId: analysis.consumeUniqueId,
      analysisId: analysis.id,
    },
    expectedStatuses: [409],
    timeoutMs: 120_000,
    headers: { Accept: 'application/pdf' },
  });
  saveBlob(blob instanceof Blob ? blob : new Blob([blob], { type: 'application/pdf' }), reportFileName(analysis));
}

export function useDownloadAnalysisReport(scope: HolderScope) {
  return useMutation({ mutationFn: (analysis: Analysis) => downloadAnalysisReport(scope, analysis) });
}

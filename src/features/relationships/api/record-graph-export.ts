import type { RecordGraphExportBody } from '../../../contract/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { analysisBase } from './relationship-keys';

/**
 * POST …/userPlanConsumeBusinessRelationshipsSummary/{id}/export — the graph's files are made on the device; this
 * records the export in the organization's audit trail (204). The file never waits for it.
 */
export function recordGraphExport(scope: HolderScope, analysisId: number, body: RecordGraphExportBody): Promise<void> {
  return apiRequest<void>(`${analysisBase(scope, analysisId)}/export`, { method: 'POST', body, expectedStatuses: [403, 404] });
}

import type { RecordGraphExportBody } from '../../../contract/relationships';
import { relationshipEndpoints } from '../../../contract/endpoints/relationships';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';

/**
 * POST …/userPlanConsumeBusinessRelationshipsSummary/{id}/export — the graph's files are made on the device; this
 * records the export in the organization's audit trail (204). The file never waits for it.
 */
export function recordGraphExport(scope: HolderScope, analysisId: number, body: RecordGraphExportBody): Promise<void> {
  return callApi(relationshipEndpoints.recordGraphExport, {
    params: { orgId: scope.orgId, holderId: scope.holderId, relationshipAnalysisId: analysisId },
    body,
    expectedStatuses: [403, 404],
  });
}

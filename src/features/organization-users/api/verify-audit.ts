import { useMutation } from '@tanstack/react-query';
import type { AuditChainCheck } from '../../../contract/organization-users';
import { auditEndpoints } from '../../../contract/endpoints/audit';
import { callApi } from '../../../lib/http/call-api';

/** GET /v1/organization/{orgId}/audit/verify — the server recomputes the organization's whole hash chain. */
export function verifyAudit(orgId: number): Promise<AuditChainCheck> {
  return callApi(auditEndpoints.verifyAudit, { params: { orgId }, timeoutMs: 120_000 });
}

export function useVerifyAudit(orgId: number) {
  return useMutation({ mutationFn: () => verifyAudit(orgId) });
}

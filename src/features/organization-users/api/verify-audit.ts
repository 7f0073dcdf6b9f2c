import { useMutation } from '@tanstack/react-query';
import type { AuditChainCheck } from '../../../contract/organization-users';
import { apiRequest } from '../../../lib/http';

/** GET /v1/organization/{orgId}/audit/verify — the server recomputes the organization's whole hash chain. */
export function verifyAudit(orgId: number): Promise<AuditChainCheck> {
  return apiRequest<AuditChainCheck>(`/v1/organization/${orgId}/audit/verify`, { timeoutMs: 120_000 });
}

export function useVerifyAudit(orgId: number) {
  return useMutation({ mutationFn: () => verifyAudit(orgId) });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AuditEventList, AuditQuery } from '../../../contract/organization-users';
import { auditEndpoints } from '../../../contract/endpoints/audit';
import { callApi } from '../../../lib/http/call-api';
import { organizationUsersKeys } from './organization-users-keys';

/** GET /v1/organization/{orgId}/audit — the trail, newest first, 10 per page (page 0-based). */
export function getAuditEvents(orgId: number, query: AuditQuery, signal?: AbortSignal): Promise<AuditEventList> {
  return callApi(auditEndpoints.listAuditEvents, {
    params: { orgId },
    query: { ...query },
    signal,
    expectedStatuses: [400],
  });
}

export const auditEventsQueryOptions = (orgId: number, query: AuditQuery) =>
  queryOptions({
    queryKey: organizationUsersKeys.auditPage(orgId, query),
    queryFn: ({ signal }) => getAuditEvents(orgId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAuditEvents(orgId: number, query: AuditQuery) {
  return useQuery(auditEventsQueryOptions(orgId, query));
}

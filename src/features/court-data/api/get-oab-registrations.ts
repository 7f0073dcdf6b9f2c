import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OabRegistrationList } from '../../../contract/court-data';
import { courtDataEndpoints } from '../../../contract/endpoints/court-data';
import { callApi } from '../../../lib/http/call-api';
import { courtDataKeys } from './court-data-keys';

/** GET /v1/organization/{orgId}/court-data/oab-registrations — every registration with what it brought. */
export function getOabRegistrations(orgId: number, signal?: AbortSignal): Promise<OabRegistrationList> {
  return callApi(courtDataEndpoints.listOabRegistrations, { params: { orgId }, signal });
}

export const oabRegistrationsQueryOptions = (orgId: number) =>
  queryOptions({
    queryKey: courtDataKeys.registrations(orgId),
    queryFn: ({ signal }) => getOabRegistrations(orgId, signal),
    meta: { persist: 'courtData.registrations' },
  });

export function useOabRegistrations(orgId: number) {
  return useQuery(oabRegistrationsQueryOptions(orgId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '../../../contract/plans';
import { apiRequest } from '../../../lib/http';
import { dashboardKeys } from './dashboard-keys';

/** GET /v1/holder/{h}/organization/{o}/balance — plan balances with their consumption alerts. */
export function getBalance(holderId: number, organizationId: number, signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest<BalanceResponse>(`/v1/holder/${holderId}/organization/${organizationId}/balance`, { signal });
}

export const balanceQueryOptions = (holderId: number, organizationId: number) =>
  queryOptions({
    queryKey: dashboardKeys.balance(holderId, organizationId),
    queryFn: ({ signal }) => getBalance(holderId, organizationId, signal),
  });

export function useBalance(holderId: number | null, organizationId: number) {
  return useQuery({ ...balanceQueryOptions(holderId ?? 0, organizationId), enabled: holderId !== null });
}

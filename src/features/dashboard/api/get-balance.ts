import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '../../../contract/plans';
import type { HolderScope } from '../../../lib/holder-scope';
import { apiRequest } from '../../../lib/http';
import { dashboardKeys } from './dashboard-keys';

/** GET /v1/holder/{h}/organization/{o}/balance — plan balances with their consumption alerts. */
export function getBalance({ orgId, holderId }: HolderScope, signal?: AbortSignal): Promise<BalanceResponse> {
  return apiRequest<BalanceResponse>(`/v1/holder/${holderId}/organization/${orgId}/balance`, { signal });
}

export const balanceQueryOptions = (scope: HolderScope) =>
  queryOptions({
    queryKey: dashboardKeys.balance(scope),
    queryFn: ({ signal }) => getBalance(scope, signal),
  });

/** `scope` null: the organization has no holder, so there is no balance to ask for. */
export function useBalance(scope: HolderScope | null) {
  return useQuery({ ...balanceQueryOptions(scope ?? { orgId: 0, holderId: 0 }), enabled: scope !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BalanceResponse } from '../../../contract/plans';
import { planEndpoints } from '../../../contract/endpoints/plans';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { dashboardKeys } from './dashboard-keys';

/** GET /v1/holder/{h}/organization/{o}/balance — plan balances with their consumption alerts. */
export function getBalance({ orgId, holderId }: HolderScope, signal?: AbortSignal): Promise<BalanceResponse> {
  return callApi(planEndpoints.getBalance, { params: { holderId, orgId }, signal });
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

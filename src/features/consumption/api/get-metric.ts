import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MetricResponse } from '../../../contract/metrics';
import { billingEndpoints } from '../../../contract/endpoints/billing';
import type { HolderScope } from '../../../lib/holder-scope';
import { callApi } from '../../../lib/http/call-api';
import { queryKeys } from '../../../lib/query-keys';

/** Under the holder's root: every consumption invalidates the holder, and with it these figures. */
export const consumptionKeys = {
  metric: (scope: HolderScope, year: number | null) =>
    [...queryKeys.holder(scope), 'consumption-metric', year ?? 'years'] as const,
};

/** GET …/metric?year — twelve month rows of a year (or one row per year without it); amounts in centavos. */
export function getMetric(
  { orgId, holderId }: HolderScope,
  year: number | null,
  signal?: AbortSignal,
): Promise<MetricResponse> {
  return callApi(billingEndpoints.getConsumptionMetric, {
    params: { holderId, orgId },
    query: { year },
    signal,
    expectedStatuses: [400],
  });
}

export const metricQueryOptions = (scope: HolderScope, year: number | null) =>
  // Kept on the device: "Consumo" is read offline like the extract and the bills.
  queryOptions({
    queryKey: consumptionKeys.metric(scope, year),
    queryFn: ({ signal }) => getMetric(scope, year, signal),
    meta: { persist: 'consumption.metric' },
  });

export function useMetric(scope: HolderScope, year: number | null) {
  return useQuery(metricQueryOptions(scope, year));
}

import type { UseQueryResult } from '@tanstack/react-query';

/** A court-data query past its loader: data, a failure, or offline without a copy (what QueryState shows). */
export const querySettled = (query: UseQueryResult<unknown>): boolean =>
  query.data !== undefined || query.isError || query.fetchStatus === 'paused';

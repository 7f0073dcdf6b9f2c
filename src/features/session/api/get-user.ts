import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '../../../contract/user';
import { apiRequest } from '../../../lib/http';
import { sessionKeys } from './session-keys';

export function getUser(signal?: AbortSignal): Promise<UserResponse> {
  return apiRequest<UserResponse>('/v1/user', { signal });
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.user(), queryFn: ({ signal }) => getUser(signal), staleTime: 5 * 60_000, meta: { persist: 'session.user' } });

export function useUser() {
  return useQuery(userQueryOptions());
}

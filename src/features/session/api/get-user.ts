import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserResponse } from '../../../contract/user';
import { accountEndpoints } from '../../../contract/endpoints/account';
import { callApi } from '../../../lib/http/call-api';
import { sessionKeys } from './session-keys';
import { REFRESH_AFTER_FIRST_SCREEN } from '../refresh-session';

export function getUser(signal?: AbortSignal): Promise<UserResponse> {
  return callApi(accountEndpoints.getUser, { signal });
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 5 * 60_000,
    meta: { persist: 'session.user' },
  });

export function useUser() {
  return useQuery({ ...userQueryOptions(), ...REFRESH_AFTER_FIRST_SCREEN });
}

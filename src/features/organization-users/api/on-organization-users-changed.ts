import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { organizationUsersKeys } from './organization-users-keys';

/**
 * The server changed the organization's members (added, profile, activated, deactivated, invitation renewed): the
 * admin's list and the people assignable to movements (both under the members' key), and the audit trail, which
 * recorded the change in the same transaction.
 */
export function onOrganizationUsersChanged(queryClient: QueryClient, orgId: number): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.members(orgId) }),
    queryClient.invalidateQueries({ queryKey: organizationUsersKeys.audit(orgId) }),
  ]).then(() => undefined);
}

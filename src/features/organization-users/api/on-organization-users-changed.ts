import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { organizationUsersKeys } from './organization-users-keys';

/**
 * The server changed the organization's members (added, profile, activated, deactivated, invitation renewed): the
 * admin's list and the people assignable to movements (both under the members' key), and the audit trail, which
 * recorded the change in the same transaction. An admin who changed their own profile changed their session too: the
 * organization list (which carries the caller's profile, and so the menu and this page's access) is asked again.
 */
export function onOrganizationUsersChanged(
  queryClient: QueryClient,
  orgId: number,
  { ownProfile = false } = {},
): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.members(orgId) }),
    queryClient.invalidateQueries({ queryKey: organizationUsersKeys.audit(orgId) }),
    ownProfile ? queryClient.invalidateQueries({ queryKey: queryKeys.session() }) : undefined,
  ]).then(() => undefined);
}

import type { AuditQuery, ListUserQuery } from '../../../contract/organization-users';
import { queryKeys } from '../../../lib/query-keys';

/** Drops empty entries so equal filters give equal keys. */
function compact<T extends object>(filters: T): T {
  return Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined && v !== null && v !== '')) as T;
}

/**
 * Query keys of the user administration, grown from the organization's root (lib/query-keys.ts). The admin's list
 * sits under the members' key that the movement assignment reads too, so one invalidation refreshes both. Neither
 * is persisted offline: admin lists are fetched again (docs/how-to.md#persist-a-query-offline).
 */
export const organizationUsersKeys = {
  lists: (orgId: number) => [...queryKeys.members(orgId), 'admin'] as const,
  list: (orgId: number, filters: ListUserQuery) => [...organizationUsersKeys.lists(orgId), compact(filters)] as const,
  audit: (orgId: number) => [...queryKeys.organization(orgId), 'audit'] as const,
  auditPage: (orgId: number, query: AuditQuery) => [...organizationUsersKeys.audit(orgId), compact(query)] as const,
};

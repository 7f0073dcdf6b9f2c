import type { HolderScope } from './holder-scope';

/**
 * The roots every query key grows from (after actualbudget's payee queries): each feature's key factory extends these
 * builders and no key is written as a literal anywhere else. One prefix reaches everything below it: an organization
 * switch refreshes `organization(id)`, anything that consumes a holder's balance `holder(scope)`, and a process's
 * caches sit under `process(orgId, processId)`. Whether a query is kept offline is declared on the query
 * (`meta: { persist: 'processes.detail' }`, PERSISTED_QUERIES in query-meta.ts), never read from its key.
 */
export const queryKeys = {
  /** The signed-in person, whatever the organization. */
  session: () => ['session'] as const,
  /** The plan catalogue, the same for everyone. */
  planTypes: () => ['plan-types'] as const,
  organization: (orgId: number) => ['organization', orgId] as const,
  holder: (scope: HolderScope) => [...queryKeys.organization(scope.orgId), 'holder', scope.holderId] as const,
  notifications: (orgId: number) => [...queryKeys.organization(orgId), 'notifications'] as const,
  /** The header badge's count, set by the notification centre too: one key for both. */
  notificationTotal: (orgId: number) => [...queryKeys.notifications(orgId), 'total'] as const,
  /** The organization's members (GET …/listuser): the people assignable to movements and the admin's user list. */
  members: (orgId: number) => [...queryKeys.organization(orgId), 'listuser'] as const,
  /** The organization's process list pages. */
  processes: (orgId: number) => [...queryKeys.organization(orgId), 'processes'] as const,
  process: (orgId: number, processId: number) => [...queryKeys.organization(orgId), 'process', processId] as const,
  /** Signed links to case files, by file id (a link carries its own access). */
  caseFiles: () => ['case-files'] as const,
  /** What this device holds (pinned processes, storage use): read locally, never from the API. */
  device: () => ['device'] as const,
};

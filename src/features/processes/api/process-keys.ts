import type { ProcessListQuery } from '../../../contract/processes';
import type { MovementListQuery } from '../../../contract/movements';
import { queryKeys } from '../../../lib/query-keys';

/**
 * Query keys of the processes feature, grown from the organization's and the process's roots (lib/query-keys.ts).
 * Filters are plain JSON objects with empty values removed, so equal filters give equal keys.
 */
export const processKeys = {
  lists: (orgId: number) => [...queryKeys.processes(orgId), 'list'] as const,
  list: (orgId: number, filters: ProcessListQuery) => [...processKeys.lists(orgId), filters] as const,
  detail: (orgId: number, id: number) => [...queryKeys.process(orgId, id), 'detail'] as const,
  movementsOf: (orgId: number, id: number) => [...queryKeys.process(orgId, id), 'movements'] as const,
  movements: (orgId: number, id: number, filters: MovementListQuery) =>
    [...processKeys.movementsOf(orgId, id), filters] as const,
  movementTypes: (orgId: number) => [...queryKeys.organization(orgId), 'movement-types'] as const,
  autos: (orgId: number, id: number) => [...queryKeys.process(orgId, id), 'autos'] as const,
  caseFileUrl: (fileId: number) => [...queryKeys.caseFiles(), 'url', fileId] as const,
};

/** Drops undefined/empty entries so the key (and the query string) only holds what was chosen. */
export function compactFilters<T extends object>(filters: T): T {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    out[key] = value;
  }
  return out as T;
}

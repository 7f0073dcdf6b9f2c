import type { ProcessListQuery } from '../../../contract/processes';
import type { MovementListQuery } from '../../../contract/movements';

/**
 * Query keys of the processes feature. They start with ['processes', orgId] so that the offline persister
 * (docs/architecture.md#persisted-query-cache) can keep exactly this feature's caches, per organization, and drop them together.
 * Filters are plain JSON objects with empty values removed, so equal filters give equal keys.
 */
export const processKeys = {
  all: (orgId: number) => ['processes', orgId] as const,
  lists: (orgId: number) => ['processes', orgId, 'list'] as const,
  list: (orgId: number, filters: ProcessListQuery) => ['processes', orgId, 'list', filters] as const,
  detail: (orgId: number, id: number) => ['processes', orgId, 'detail', id] as const,
  movementsOf: (orgId: number, id: number) => ['processes', orgId, 'movements', id] as const,
  movements: (orgId: number, id: number, filters: MovementListQuery) => ['processes', orgId, 'movements', id, filters] as const,
  movementTypes: (orgId: number) => ['processes', orgId, 'movement-types'] as const,
  autos: (orgId: number, id: number) => ['processes', orgId, 'autos', id] as const,
  caseFileUrl: (fileId: number) => ['case-files', 'url', fileId] as const,
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

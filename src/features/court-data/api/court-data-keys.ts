import { queryKeys } from '../../../lib/query-keys';

/** Query keys of the court-data screens, grown from the organization's root (lib/query-keys.ts). */
export const courtDataKeys = {
  all: (orgId: number) => [...queryKeys.organization(orgId), 'court-data'] as const,
  registrations: (orgId: number) => [...courtDataKeys.all(orgId), 'oab-registrations'] as const,
  sources: (orgId: number) => [...courtDataKeys.all(orgId), 'sources'] as const,
  suspensions: (orgId: number) => [...courtDataKeys.all(orgId), 'suspensions'] as const,
  /** Active members, offered as the lawyer a registration belongs to. */
  members: (orgId: number) => [...queryKeys.members(orgId), 'court-data'] as const,
};

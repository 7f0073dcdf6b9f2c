import type { Organization } from '../../contract/organization';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';

export function readSavedOrganizationId(): number | null {
  const raw = readStorage(STORAGE_KEYS.organizationId);
  const id = raw === null ? NaN : Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The chosen organization's id and name are stored locally (docs/product.md#session-start). */
export function saveOrganization(organization: Pick<Organization, 'id' | 'name'>): void {
  writeStorage(STORAGE_KEYS.organizationId, String(organization.id));
  writeStorage(STORAGE_KEYS.organizationName, organization.name);
}

/** The saved organization if the user still belongs to it, else the first one (docs/product.md#session-start). */
export function pickOrganization<T extends { id: number }>(
  organizations: readonly T[],
  savedId: number | null,
): T | null {
  return organizations.find((o) => o.id === savedId) ?? organizations[0] ?? null;
}

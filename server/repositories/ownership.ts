import type { Db } from '../db/db.ts';

/**
 * Who owns an organization-owned resource, for the authorization hook (server/auth/resource-ownership.ts). Each
 * lookup reads one row by primary key; null = the id is unknown.
 */
export interface ResourceOwner {
  organizationId: number;
  /** Set for resources that belong to one holder of the organization (items, plans, analyses). */
  holderId?: number;
  /** Set for resources that belong to one activities item (analyses). */
  consumeUniqueId?: number;
  /** Set for resources that belong to one person of the organization (push subscriptions). */
  userId?: string;
}

async function ownerRow(db: Db, sql: string, id: number): Promise<ResourceOwner | null> {
  const { rows } = await db.query<{
    organization_id: number;
    holder_id?: number;
    consume_unique_id?: number | string;
    user_id?: string;
  }>(sql, [id]);
  const row = rows[0];
  if (!row) return null;
  return {
    organizationId: Number(row.organization_id),
    ...(row.holder_id !== undefined ? { holderId: Number(row.holder_id) } : {}),
    ...(row.consume_unique_id !== undefined ? { consumeUniqueId: Number(row.consume_unique_id) } : {}),
    ...(row.user_id !== undefined ? { userId: row.user_id } : {}),
  };
}

/** Owners remembered per database and kind, at most this many each (the oldest goes first). */
const REMEMBERED_OWNERS = 50_000;
const rememberedOwners = new WeakMap<Db, Map<string, Map<number, ResourceOwner>>>();

/**
 * A lookup for resources whose owner never changes once they exist (a process stays in its organization, a movement
 * in its process; neither is ever deleted), remembered per database: on the busiest reads (process
 * detail) the owner's query was one of two per request, on PGlite's single thread. Unknown ids are not remembered:
 * the id may exist later.
 */
function immutableOwner(kind: string, sql: string): (db: Db, id: number) => Promise<ResourceOwner | null> {
  return async (db, id) => {
    let kinds = rememberedOwners.get(db);
    if (!kinds) rememberedOwners.set(db, (kinds = new Map()));
    let owners = kinds.get(kind);
    if (!owners) kinds.set(kind, (owners = new Map()));
    const known = owners.get(id);
    if (known) return known;
    const owner = await ownerRow(db, sql, id);
    if (owner) {
      if (owners.size >= REMEMBERED_OWNERS) owners.delete(owners.keys().next().value as number);
      owners.set(id, owner);
    }
    return owner;
  };
}

export const findProcessOwner = immutableOwner('process', 'SELECT organization_id FROM processes WHERE id = $1');

export const findMovementOwner = immutableOwner(
  'movement',
  'SELECT p.organization_id FROM movements m JOIN processes p ON p.id = m.process_id WHERE m.id = $1',
);

export const findNotificationOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM notifications WHERE id = $1', id);

export const findItemOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, holder_id FROM consume_unique_items WHERE id = $1', id);

export const findPlanOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, holder_id FROM plans WHERE id = $1', id);

export const findAnalysisOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, holder_id, consume_unique_id FROM analyses WHERE id = $1', id);

export const findChecklistGroupOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM checklist_groups WHERE id = $1', id);

/** Inactive fields are not offered to the organization, so they count as unknown. */
export const findCustomFieldOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM custom_fields WHERE id = $1 AND active', id);

export const findFileOwner = (db: Db, id: number) =>
  ownerRow(
    db,
    'SELECT p.organization_id FROM process_files f JOIN processes p ON p.id = f.process_id WHERE f.id = $1',
    id,
  );

export const findRelationshipAnalysisOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, holder_id FROM relationship_analyses WHERE id = $1', id);
export const findReportOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM generated_reports WHERE id = $1', id);

export const findBillOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, holder_id FROM bills WHERE id = $1', id);

/** A device belongs to the organization and to the person who subscribed it. */
export const findPushSubscriptionOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id, user_id FROM push_subscriptions WHERE id = $1', id);

/** An OAB registration belongs to the organization that registered it. */
export const findOabRegistrationOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM oab_registrations WHERE id = $1', id);

/** A TCU certificate belongs to the organization that asked for it. */
export const findTcuCertificateOwner = (db: Db, id: number) =>
  ownerRow(db, 'SELECT organization_id FROM tcu_certificates WHERE id = $1', id);

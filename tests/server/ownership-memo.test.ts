import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { findMovementOwner, findNotificationOwner, findProcessOwner } from '../../server/repositories/ownership.ts';

/** A database answering owner lookups from a table of ids, counting the queries it gets. */
function fakeDb(owners: Record<number, number>): Db & { queries: number } {
  const db = {
    queries: 0,
    async query(_sql: string, params?: readonly unknown[]) {
      db.queries++;
      const org = owners[Number(params?.[0])];
      return { rows: org === undefined ? [] : [{ organization_id: org }] };
    },
  };
  return db as unknown as Db & { queries: number };
}

describe('owner lookups of resources that never change owner', () => {
  it('ask the database once per process, per database', async () => {
    const db = fakeDb({ 7: 590 });
    expect(await findProcessOwner(db, 7)).toEqual({ organizationId: 590 });
    expect(await findProcessOwner(db, 7)).toEqual({ organizationId: 590 });
    expect(db.queries).toBe(1);
    // Another database (a test's own, a restarted server's) has its own ids: nothing is shared.
    const other = fakeDb({ 7: 100 });
    expect(await findProcessOwner(other, 7)).toEqual({ organizationId: 100 });
    // Movements are remembered apart from processes: the same number is another resource.
    expect(await findMovementOwner(db, 7)).toEqual({ organizationId: 590 });
    expect(db.queries).toBe(2);
  });

  it('do not remember unknown ids (the id may exist later)', async () => {
    const owners: Record<number, number> = {};
    const db = fakeDb(owners);
    expect(await findProcessOwner(db, 8)).toBeNull();
    owners[8] = 245;
    expect(await findProcessOwner(db, 8)).toEqual({ organizationId: 245 });
    expect(db.queries).toBe(2);
  });

  it('leave resources whose owner can change (or that can go) to the database every time', async () => {
    const db = fakeDb({ 3: 590 });
    await findNotificationOwner(db, 3);
    await findNotificationOwner(db, 3);
    expect(db.queries).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { loadMigrations, migrate } from '../../server/db/migrate.ts';
import {
  AUDIT_GENESIS_HASH,
  auditRowHash,
  checkAuditChain,
  insertAuditEvent,
} from '../../server/repositories/audit-events.ts';
import { openTestDatabase } from './helpers/test-database.ts';

const actor = { actorId: null, actorName: null, actorEmail: 'a@b.test', ip: null, userAgent: null, requestId: null };

/** Migration 0019 numbers the events a database already has, per organization, without touching a hash. */
describe('migration 0019 (audit seq)', () => {
  let db: Db;
  beforeAll(async () => {
    db = await openTestDatabase();
    const all = await loadMigrations();
    await migrate(
      db,
      all.filter((m) => m.version < '0019'),
    );
    // Two organizations' chains, interleaved, as 0011's code wrote them.
    const heads = new Map<number, string>();
    for (const [i, organizationId] of [1, 2, 1, 1, 2].entries()) {
      const prev = heads.get(organizationId) ?? AUDIT_GENESIS_HASH;
      const occurredAt = new Date(Date.UTC(2026, 9, 1, 12, 0, i)).toISOString();
      const hash = auditRowHash(prev, {
        organizationId,
        occurredAt,
        action: 'EXPORT',
        actorId: null,
        actorEmail: 'a@b.test',
        targetLabel: `t${i}`,
        targetDocument: null,
        before: null,
        after: null,
        ip: null,
        userAgent: null,
        requestId: null,
      });
      await db.query(
        `INSERT INTO audit_events (organization_id, occurred_at, action, actor_email, target_label, prev_hash, hash)
         VALUES ($1, $2, 'EXPORT', 'a@b.test', $3, $4, $5)`,
        [organizationId, occurredAt, `t${i}`, prev, hash],
      );
      heads.set(organizationId, hash);
    }
    await migrate(db, all);
  }, 60_000);
  afterAll(async () => db.close());

  it('numbers each organization 1, 2, 3… in id order, keeps the chains valid, and new events follow', async () => {
    const { rows } = await db.query<{ organization_id: number; seq: number }>(
      'SELECT organization_id, seq::int AS seq FROM audit_events ORDER BY id',
    );
    expect(rows.map((r) => [r.organization_id, r.seq])).toEqual([
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 3],
      [2, 2],
    ]);
    expect(await checkAuditChain(db, 1)).toMatchObject({ ok: true, checked: 3, headSeq: 3 });
    // Read in pages (of 2 here), the links between pages are checked too.
    expect(await checkAuditChain(db, 1, 2)).toMatchObject({ ok: true, checked: 3, headSeq: 3 });
    await db.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query("UPDATE audit_events SET prev_hash = 'x' WHERE organization_id = 1 AND seq = 3");
    });
    expect(await checkAuditChain(db, 1, 2)).toMatchObject({ ok: false, checked: 3, brokenSeq: 3, headSeq: 3 });
    await db.transaction((tx) => insertAuditEvent(tx, { organizationId: 2, action: 'EXPORT' }, actor));
    expect(await checkAuditChain(db, 2)).toMatchObject({ ok: true, checked: 3, headSeq: 3 });
    // The trigger is back on: rows stay append-only.
    await expect(db.query('UPDATE audit_events SET seq = 9 WHERE organization_id = 2')).rejects.toThrow(/append-only/);
    await expect(
      db.query(
        "INSERT INTO audit_events (organization_id, occurred_at, action, prev_hash, hash, seq) VALUES (1, now(), 'EXPORT', 'x', 'y', 3)",
      ),
    ).rejects.toThrow();
  });
});

import type { Db } from '../db/db.ts';
import { DEMO_ORGS } from '../demo/demo-users.ts';
import { rebuildProcessCounts } from '../repositories/process-counts.ts';
import {
  generateProcess,
  withLongHistory,
  type MovementRow,
  type ProcessBundle,
  type ProcessRow,
} from './generate-processes.ts';
import { insertMovements, insertParties, insertProcesses, syncIdentitySequences } from './insert-rows.ts';
import type { PartyRow } from './parties.ts';
import { createRng } from './prng.ts';
import { seedMonitoredDocuments } from './seed-monitored-documents.ts';
import { seedRelationships } from './seed-relationships.ts';
import { insertSeedPlans, seedDemoWorld } from './seed-demo-world.ts';
import { seedNotifications } from './seed-notifications.ts';
import { seedCaseFiles } from './seed-case-files.ts';
import { seedBilling } from './seed-billing.ts';
import { seedWorkspace } from './seed-workspace.ts';
import { seedRiskChanges } from './seed-risk-changes.ts';
import { seedAuditTrail } from './seed-audit-trail.ts';
import { seedCourtData } from './seed-court-data.ts';

interface SeedOptions {
  /** How many court processes to generate across the demo organizations (default 300). */
  processes?: number;
  /** Rows per INSERT batch; larger is faster up to memory limits. */
  batchSize?: number;
}

export interface SeedReport {
  processes: number;
  byOrganization: Record<number, number>;
  milliseconds: number;
}

export const DEFAULT_SEED_PROCESSES = 300;
/** Share of processes per organization: the demo law firm (590) gets most of them. */
const ORGANIZATION_SHARES: readonly [number, number][] = [
  [DEMO_ORGS.moraes, 0.7],
  [DEMO_ORGS.atlantico, 0.15],
  [DEMO_ORGS.ribeiro, 0.1],
  [DEMO_ORGS.master, 0.05],
];
const SAMPLES_PER_ORGANIZATION = 200;

/**
 * The generated rows are consistent by construction, so per-row foreign-key triggers are pure cost (~40% of a
 * 100,000-process seed). Skipping them needs superuser (always so on PGlite); elsewhere the checks stay on.
 * True when they are skipped.
 */
async function skipTriggersIfAllowed(tx: Db): Promise<boolean> {
  await tx.exec('SAVEPOINT seed_triggers');
  try {
    await tx.exec('SET LOCAL session_replication_role = replica');
    await tx.exec('RELEASE SAVEPOINT seed_triggers');
    return true;
  } catch {
    await tx.exec('ROLLBACK TO SAVEPOINT seed_triggers');
    return false;
  }
}

function organizationFor(index: number, draw: number): number {
  // The first two go to 590 and 371 so their notifications always point at real processes.
  if (index === 0) return DEMO_ORGS.moraes;
  if (index === 1) return DEMO_ORGS.atlantico;
  let rest = draw;
  for (const [id, share] of ORGANIZATION_SHARES) {
    rest -= share;
    if (rest < 0) return id;
  }
  return DEMO_ORGS.moraes;
}

/**
 * Fills an empty, migrated database with the demo world and `processes` court processes, in one transaction.
 * Deterministic: the same options always produce the same rows (seeded PRNG, fixed reference date).
 */
export async function seed(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = Date.now();
  const total = Math.max(0, Math.floor(options.processes ?? DEFAULT_SEED_PROCESSES));
  const batchSize = options.batchSize ?? 2_000;
  const byOrganization: Record<number, number> = {};
  const samples = new Map<number, ProcessBundle[]>();
  await db.transaction(async (tx) => {
    const skipped = await skipTriggersIfAllowed(tx);
    await seedDemoWorld(tx);
    await seedWorkspace(tx, [DEMO_ORGS.moraes, DEMO_ORGS.atlantico]);
    const rng = createRng(0x5eed_0002);
    for (let start = 0; start < total; start += batchSize) {
      const processes: ProcessRow[] = [];
      const parties: PartyRow[] = [];
      const movements: MovementRow[] = [];
      for (let index = start; index < Math.min(total, start + batchSize); index++) {
        const organizationId = organizationFor(index, rng.next());
        const generated = generateProcess(rng, index, index + 1, organizationId);
        // The first process (org 590's) has a long history: the process detail's figure.
        const bundle = index === 0 ? withLongHistory(generated) : generated;
        processes.push(bundle.process);
        parties.push(...bundle.parties);
        movements.push(...bundle.movements);
        byOrganization[organizationId] = (byOrganization[organizationId] ?? 0) + 1;
        const own = samples.get(organizationId) ?? [];
        if (own.length < SAMPLES_PER_ORGANIZATION) samples.set(organizationId, [...own, bundle]);
      }
      await insertProcesses(tx, processes);
      await insertParties(tx, parties);
      await insertMovements(tx, movements);
    }
    // The generated rows carry the list's columns (migration 0006); the few rows added below go through the
    // triggers that keep them, as every later write does.
    if (skipped) await tx.exec('SET LOCAL session_replication_role = origin');
    await seedNotifications(tx, samples);
    await seedCourtData(tx);
    await seedCaseFiles(tx, samples);
    await seedMonitoredDocuments(tx);
    await seedRelationships(tx);
    await seedBilling(tx);
    await seedAuditTrail(tx);
    await seedRiskChanges(tx);
    await syncIdentitySequences(tx);
    await rebuildProcessCounts(tx);
  });
  // Fresh statistics and visibility map: without them the planner guesses 70 rows for an organization of 70,000
  // (bitmap scans, 20 ms plans) and count(*) cannot use index-only scans. PGlite has no autovacuum to do it later.
  await db.exec('VACUUM ANALYZE');
  return { processes: total, byOrganization, milliseconds: Date.now() - started };
}

/** Seeds only a database without organizations, so it is safe to call on every start. Null when skipped. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<SeedReport | null> {
  const { rows } = await db.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM organizations) AS empty');
  if (!rows[0]?.empty) {
    await topUpDemoData(db);
    return null;
  }
  return seed(db, options);
}

/**
 * A database seeded by an earlier version keeps its data; what later issues added to the demo world (analysis
 * plans, the activity list) is added once, so `npm start` on an old .data still shows every screen.
 */
export async function topUpDemoData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await insertSeedPlans(tx);
    const { rows } = await tx.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM consume_unique_items) AS seeded',
    );
    if (!rows[0]?.seeded) await seedMonitoredDocuments(tx);
    const relationships = await tx.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM relationship_analyses) AS seeded',
    );
    if (!relationships.rows[0]?.seeded) await seedRelationships(tx);
    const billed = await tx.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM bills) OR EXISTS (SELECT 1 FROM generated_reports) AS seeded',
    );
    if (!billed.rows[0]?.seeded) await seedBilling(tx);
    const { rows: audit } = await tx.query<{ seeded: boolean }>('SELECT EXISTS (SELECT 1 FROM audit_events) AS seeded');
    if (!audit[0]?.seeded) await seedAuditTrail(tx);
    const { rows: screened } = await tx.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM risk_screenings) AS seeded',
    );
    if (!screened[0]?.seeded) await seedRiskChanges(tx);
    const { rows: courtData } = await tx.query<{ seeded: boolean }>(
      'SELECT EXISTS (SELECT 1 FROM oab_registrations) AS seeded',
    );
    if (!courtData[0]?.seeded) await seedCourtData(tx);
  });
}

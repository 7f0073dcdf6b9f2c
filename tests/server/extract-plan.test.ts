import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { listExtract } from '../../server/repositories/extract.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

interface PlanNode {
  'Node Type': string;
  'Parent Relationship'?: string;
  Plans?: PlanNode[];
}

/** Every node of a plan, depth first. */
function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** A Db that remembers each statement it runs with its parameters. */
function recording(db: Db, seen: { sql: string; params: readonly unknown[] }[]): Db {
  return {
    ...db,
    query: (sql, params = []) => {
      seen.push({ sql, params: [...params] }); // a copy: the extract adds the page's values to the same array later
      return db.query(sql, params);
    },
  };
}

describe('the extract of a year prices its rows with one join of the bills', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  // A price looked up per row or per group scanned the small bills tables once each time, and on PGlite every scan
  // asks the file system for the table's size (figure 9 of npm run bench: 80 such calls per extract of a year).
  it('one statement, with no subquery per row or per group', async () => {
    const seen: { sql: string; params: readonly unknown[] }[] = [];
    const filter = {
      holderId: DEMO_HOLDERS.moraes,
      organizationId: DEMO_ORGS.moraes,
      fromInstant: '2026-01-01T03:00:00Z',
      toInstant: '2027-01-01T03:00:00Z',
    };
    const page = await listExtract(recording(ctx.db, seen), filter, { limit: 10, offset: 0 });
    expect(page.total).toBeGreaterThan(0);
    expect(seen).toHaveLength(1);
    for (const { sql, params } of seen) {
      const explained = await ctx.db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        `EXPLAIN (FORMAT JSON) ${sql}`,
        params,
      );
      const plan = explained.rows[0]?.['QUERY PLAN'][0].Plan;
      if (!plan) throw new Error('no plan');
      expect(sql).toMatch(/bills/);
      expect(nodes(plan).filter((node) => node['Parent Relationship'] === 'SubPlan')).toEqual([]);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/db.ts';
import { demoRegistryName } from '../../server/demo/document-registry.ts';
import { runCourtFeed } from '../../server/feed/court-feed.ts';
import { partFunction } from '../../server/seed/legal-catalogue.ts';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 14, item 13: demo data that does not contradict itself, as seeded and after court-feed cycles. */
async function contradictions(db: Db): Promise<string[]> {
  const found: string[] = [];
  const years = await db.query<{ number: string; distribution_date: string }>(
    "SELECT number, distribution_date::text FROM processes WHERE substr(number, 12, 4) <> to_char(distribution_date, 'YYYY')",
  );
  for (const row of years.rows)
    found.push(`CNJ year of ${row.number} contradicts distribution ${row.distribution_date}`);
  const videos = await db.query<{ number: string }>(
    'SELECT number FROM processes p WHERE has_videos <> EXISTS (SELECT 1 FROM process_videos v WHERE v.process_id = p.id)',
  );
  for (const row of videos.rows) found.push(`hasVideos of ${row.number} contradicts its videos`);
  const parties = await db.query<{
    number: string;
    type: string;
    side: 'AUTHOR' | 'DEFENDANT';
    function: string;
    name: string;
  }>(
    "SELECT p.number, p.type, pp.side, pp.function, pp.name FROM process_parties pp JOIN processes p ON p.id = pp.process_id WHERE pp.side IN ('AUTHOR', 'DEFENDANT')",
  );
  for (const row of parties.rows) {
    if (row.function !== partFunction(row.type, row.side))
      found.push(`${row.name} is "${row.function}" in ${row.type} ${row.number}`);
  }
  const labour = await db.query<{ number: string; function: string }>(
    "SELECT p.number, pp.function FROM process_parties pp JOIN processes p ON p.id = pp.process_id WHERE p.court_code LIKE '5.%' AND pp.function NOT IN ('Reclamante', 'Reclamado')",
  );
  for (const row of labour.rows) found.push(`labour case ${row.number} has a "${row.function}"`);
  const unnamed = await db.query<{ document_number: string }>(
    "SELECT document_number FROM consume_unique_items WHERE btrim(document_info) = '' UNION ALL SELECT document_number FROM monitored_documents WHERE btrim(name) = ''",
  );
  for (const row of unnamed.rows) found.push(`document ${row.document_number} has no name`);
  return found;
}

describe('seed consistency', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 500);
  }, 120_000);
  afterAll(async () => ctx.close());

  it('a generated seed of 500 processes does not contradict itself', async () => {
    const { rows } = await ctx.db.query<{ n: number; labour: number; videos: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE court_code LIKE '5.%')::int AS labour, count(*) FILTER (WHERE has_videos)::int AS videos FROM processes",
    );
    expect(rows[0]?.n).toBeGreaterThanOrEqual(500);
    expect(rows[0]?.labour).toBeGreaterThan(0);
    expect(rows[0]?.videos).toBeGreaterThan(0);
    expect(await contradictions(ctx.db)).toEqual([]);
  });

  it('nor after a few court-feed cycles (new processes are distributed now, with this year in their number)', async () => {
    const before = (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM processes')).rows[0]?.n ?? 0;
    for (let cycle = 0; cycle < 4; cycle++) {
      for (const organizationId of [DEMO_ORGS.moraes, DEMO_ORGS.atlantico]) {
        await runCourtFeed(ctx.db, {
          organizationId,
          seed: 10 + cycle,
          movements: 2,
          now: new Date(Date.UTC(2027, 0, 10 + cycle, 12)),
        });
      }
    }
    const after = await ctx.db.query<{ n: number; y2027: number }>(
      "SELECT count(*)::int AS n, count(*) FILTER (WHERE number LIKE '%.2027.%')::int AS y2027 FROM processes",
    );
    expect(after.rows[0]?.n).toBeGreaterThan(before);
    expect(after.rows[0]?.y2027).toBe((after.rows[0]?.n ?? 0) - before);
    expect(await contradictions(ctx.db)).toEqual([]);
  });

  it('a lookup of a document no process names gets the demo registry name, the same every time', async () => {
    const documentNumber = completeCpf('418273645');
    expect(demoRegistryName(documentNumber)).toBe(demoRegistryName(documentNumber));
    expect(demoRegistryName(documentNumber)).toMatch(/^\p{Lu}\p{Ll}+( \p{Lu}\p{Ll}+)+$/u);
    const res = await ctx.post(`/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/partner/process`, {
      as: DEMO_USERS.basico.email,
      body: { documentNumber },
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().register.documentInfo).toBe(demoRegistryName(documentNumber));
    expect(await contradictions(ctx.db)).toEqual([]);
  });
});

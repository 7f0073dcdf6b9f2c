import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipGraph } from '../../../src/contract/relationships.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { startFakeListsServer, type FakeListsServer } from './fake-lists-server.ts';
import { officialWatchlists, publishedLists } from './watchlist-fixtures.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = DEMO_USERS.basico.email;
const DUARTE = '27451893000148';

/**
 * The "done when" of the watchlists: with WATCHLISTS=official fed by a local fake serving the fixtures, the import job
 * runs on the queue, and a relationship analysis flags the sanctioned company and its partner with evidence and dates.
 */
describe('WATCHLISTS=official end to end (fake publishers on 127.0.0.1)', () => {
  let fake: FakeListsServer;
  let ctx: TestContext;
  beforeAll(async () => {
    fake = await startFakeListsServer(publishedLists());
    ctx = await createTestContext({ watchlists: officialWatchlists(fake.url, NOW) }, 1);
  });
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('imports every list on the queue, twice without a second version', async () => {
    await ctx.app.jobs.send('watchlist-import', {});
    await ctx.app.jobs.drain();
    const versions = async () =>
      (
        await ctx.db.query<{ list: string; row_count: number }>(
          'SELECT list, row_count FROM watchlist_versions ORDER BY list',
        )
      ).rows;
    expect(await versions()).toEqual([
      { list: 'CEAF', row_count: 1 },
      { list: 'CEIS', row_count: 4 },
      { list: 'CEPIM', row_count: 1 },
      { list: 'CNEP', row_count: 1 },
      { list: 'OFAC', row_count: 2 },
      { list: 'PEP', row_count: 2 },
      { list: 'UN', row_count: 2 },
    ]);
    await ctx.app.jobs.send('watchlist-import', { list: 'CEIS' });
    await ctx.app.jobs.drain();
    expect(await versions()).toHaveLength(7);
    expect(fake.requests.every((path) => !path.includes('..'))).toBe(true);
  });

  it('a relationship analysis flags the company (exact CNPJ) and its partner (masked CPF + name) with evidence', async () => {
    const item = Number(
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info)
           VALUES ($1, $2, $3, 'CNPJ', 'Duarte Campos Participações Ltda') RETURNING id`,
          [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, DUARTE],
        )
      ).rows[0]?.id,
    );
    const started = await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC });
    expect(started.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const id = started.json().register.businessRelationshipsId;
    const graph = (
      await ctx.get(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${id}/business_relationships`, { as: BASIC })
    ).json().register as RelationshipGraph;
    expect(graph.analysis.status).toBe('DONE');
    const root = graph.entities.find((entity) => entity.level === 0);
    expect(root?.risks).toMatchObject([
      {
        kind: 'wasPreviouslySanctioned',
        source: 'CEIS',
        startDate: '2025-05-15',
        endDate: '2027-05-14',
        evidence: {
          list: 'CEIS',
          recordId: '318204',
          sanctioningBody: 'PREFEITURA MUNICIPAL DE CAMPINAS (SP)',
          legalBasis: 'Lei nº 14.133/2021, art. 156, III',
          sourceLink: `${fake.url}/download-de-dados/ceis/20261126`,
          fetchedAt: NOW.toISOString(),
          match: { basis: 'DOCUMENT', confidence: 100 },
        },
      },
    ]);
    // The demo world's own flags (protests) are gone: only the official lists speak.
    const marcos = graph.entities.find((entity) => entity.name === 'Marcos Vinícius Tavares');
    expect(marcos?.documentNumber).toBe('***.204.736-**');
    expect(marcos?.risks?.map((risk) => risk.kind)).toEqual(['wasPreviouslySanctioned', 'PEPOccurence']);
    expect(marcos?.risks).toContainEqual(
      expect.objectContaining({
        kind: 'PEPOccurence',
        endDate: '2020-12-31',
        graceEndDate: '2025-12-31',
        evidence: expect.objectContaining({ match: { basis: 'CPF_DIGITS_AND_NAME', confidence: 90 } }),
      }),
    );
  });
});

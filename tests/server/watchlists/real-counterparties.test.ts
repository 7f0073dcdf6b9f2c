import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipGraph } from '../../../src/contract/relationships.ts';
import { companyDataConfigFromEnv } from '../../../server/company-registry/company-registry-config.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { recordingsOf, startFakeRegistry, type FakeRegistry } from '../company-registry/minha-receita-recordings.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { startFakeListsServer, zipAnswer, type FakeAnswer, type FakeListsServer } from './fake-lists-server.ts';
import { cguZip, fixtureBytes, officialWatchlists } from './watchlist-fixtures.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const MORAES = DEMO_ORGS.moraes;
const BR = `/v1/business-relationships/organizations/${MORAES}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = DEMO_USERS.basico.email;
/** Minha Receita fixture holding-with-partners: Aurora, with ALBERTO DIAS MOREIRA (***111222**) and ELISA MOREIRA. */
const HOLDING = '45123087000122';
const CEIS_PATH = '/download-de-dados/ceis/20261126';

/** A CEIS row in the published layout (24 columns), latin-1 like the file. */
const ceisRow = (
  id: string,
  type: 'F' | 'J',
  document: string,
  name: string,
  start: string,
  end: string,
  basis: string,
) =>
  [
    'CEIS',
    id,
    type,
    document,
    name,
    name,
    '',
    '',
    `${id}/2025`,
    'Impedimento/proibição de contratar com prazo determinado',
    start,
    end,
    start,
    'Diário Oficial da União',
    '',
    '',
    'Todas as esferas em todos os poderes',
    'CONTROLADORIA-GERAL DA UNIÃO',
    'DF',
    'FEDERAL',
    basis,
    start,
    'Controladoria-Geral da União',
    '',
  ]
    .map((field) => `"${field}"`)
    .join(';');
const HEADER = Buffer.from(fixtureBytes('cgu/ceis.csv')).toString('latin1').split('\n')[0]!;
const ceis = (...rows: string[]): FakeAnswer =>
  zipAnswer(cguZip('CEIS', new Uint8Array(Buffer.from([HEADER, ...rows].join('\r\n'), 'latin1'))));
const ALBERTO = ceisRow(
  '500001',
  'F',
  '***111222**',
  'ALBERTO DIAS MOREIRA',
  '01/02/2025',
  '01/02/2028',
  'Lei nº 14.133/2021, art. 156, III',
);
const ELISA = ceisRow(
  '500002',
  'F',
  '***999000**',
  'ELISA MOREIRA',
  '01/01/2020',
  '31/12/2022',
  'Lei nº 8.666/1993, art. 87, III',
);
const aurora = (basis: string) =>
  ceisRow('500003', 'J', HOLDING, 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA', '01/11/2026', '01/11/2028', basis);
const UNRELATED = ceisRow(
  '500004',
  'J',
  '11444777000161',
  'OUTRA EMPRESA LTDA',
  '01/01/2026',
  '01/01/2027',
  'Lei nº 12.846/2013',
);

/**
 * Issue 34's "done when", both real sources at once: COMPANY_DATA=minhareceita and WATCHLISTS=official, each fed by a
 * local fake (127.0.0.1) serving the fixtures. The register gives the company and its partners; the lists flag them,
 * with evidence and dates; a list update tells the organization once; a dismissed hit stays so until its evidence changes.
 */
describe('real counterparties: the register and the official lists together', () => {
  let registry: FakeRegistry;
  let lists: FakeListsServer;
  let ctx: TestContext;
  let analysisId = 0;

  const importLists = async (answer: FakeAnswer) => {
    lists.serve({ [CEIS_PATH]: answer });
    await ctx.app.jobs.send('watchlist-import', { list: 'CEIS' });
    await ctx.app.jobs.drain(60_000);
  };
  const graph = async (): Promise<RelationshipGraph> =>
    (
      await ctx.get(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`, {
        as: BASIC,
      })
    ).json().register as RelationshipGraph;
  const riskNotifications = async () =>
    (
      await ctx.db.query<{ last_update_class: string; risk: { riskId: string; change: string } }>(
        `SELECT last_update_class, risk FROM notifications WHERE organization_id = $1 AND type = 'RISK_CHANGE'
           AND date >= $2 ORDER BY id`,
        [MORAES, NOW.toISOString()],
      )
    ).rows;

  beforeAll(async () => {
    registry = await startFakeRegistry(
      recordingsOf('holding-with-partners', 'alphanumeric-cnpj', 'partner-search-masked-cpf', 'updated'),
    );
    lists = await startFakeListsServer({});
    ctx = await createTestContext(
      {
        companyData: companyDataConfigFromEnv({ COMPANY_DATA: 'minhareceita', COMPANY_DATA_BASE_URL: registry.url }),
        watchlists: officialWatchlists(lists.url, NOW, ['CEIS']),
      },
      1,
    );
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await registry?.close();
    await lists?.close();
  });

  it('shows the company from the register with its partners, one flagged with evidence and dates, one ended', async () => {
    await importLists(ceis(ALBERTO, ELISA, UNRELATED));
    const item = (
      await ctx.db.query<{ id: number }>(
        `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info)
         VALUES ($1, $2, $3, 'CNPJ', 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA') RETURNING id`,
        [MORAES, DEMO_HOLDERS.moraes, HOLDING],
      )
    ).rows[0]!.id;
    const started = await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC });
    expect(started.statusCode).toBe(201);
    await ctx.app.jobs.drain(60_000);
    analysisId = started.json().register.businessRelationshipsId;
    const answer = await graph();
    const root = answer.entities.find((entity) => entity.level === 0)!;
    expect(root).toMatchObject({ id: `J${HOLDING}`, name: 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA' });
    expect(root.registry?.status).toBeDefined();
    const alberto = answer.entities.find((entity) => entity.name === 'ALBERTO DIAS MOREIRA')!;
    // In force: its end is after today (the PWA reads the dates: "vigente" until then, "Encerrada em …" after).
    expect(alberto.risks).toEqual([
      expect.objectContaining({
        kind: 'wasPreviouslySanctioned',
        source: 'CEIS',
        startDate: '2025-02-01',
        endDate: '2028-02-01',
        evidence: expect.objectContaining({
          list: 'CEIS',
          recordId: '500001',
          sanctioningBody: 'CONTROLADORIA-GERAL DA UNIÃO (DF)',
          startDate: '2025-02-01',
          endDate: '2028-02-01',
          legalBasis: 'Lei nº 14.133/2021, art. 156, III',
          fetchedAt: NOW.toISOString(),
          match: { basis: expect.stringMatching(/^CPF_DIGITS_AND_/), confidence: expect.any(Number) },
        }),
      }),
    ]);
    const albertoMatch =
      alberto.risks?.[0]?.kind === 'wasPreviouslySanctioned' ? alberto.risks[0].evidence?.match : null;
    // A masked CPF is never a silent yes: less than a full document's confidence.
    expect(albertoMatch?.confidence).toBeLessThan(100);
    const elisa = answer.entities.find((entity) => entity.name === 'ELISA MOREIRA')!;
    // Ended: its end date is past.
    expect(elisa.risks).toEqual([
      expect.objectContaining({ kind: 'wasPreviouslySanctioned', source: 'CEIS', endDate: '2022-12-31' }),
    ]);
    // The flags the graph showed when it was built are not news.
    expect(await riskNotifications()).toEqual([]);
  });

  it('a list update tells the organization once; a dismissed hit stays dismissed until its evidence changes', async () => {
    await importLists(ceis(ALBERTO, ELISA, UNRELATED, aurora('Lei nº 12.846/2013, art. 19')));
    expect(await riskNotifications()).toEqual([
      expect.objectContaining({
        last_update_class: 'Novo risco em AURORA PARTICIPACOES E INVESTIMENTOS LTDA',
        risk: expect.objectContaining({ riskId: 'CEIS:500003', change: 'NEW' }),
      }),
    ]);
    // The same file again (nothing imported) and another file with the same evidence: nothing new.
    await importLists(ceis(ALBERTO, ELISA, UNRELATED, aurora('Lei nº 12.846/2013, art. 19')));
    expect(await riskNotifications()).toHaveLength(1);
    const riskId = (await graph()).entities
      .find((entity) => entity.id === `J${HOLDING}`)!
      .risks!.find((risk) => 'evidence' in risk && risk.evidence?.recordId === '500003')!.id;
    const dismissed = await ctx.put(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/risk-decisions`, {
      as: BASIC,
      body: { entityId: `J${HOLDING}`, riskId, decision: 'DISMISSED', reason: 'Processo encerrado, conferido no DOU' },
    });
    expect(dismissed.statusCode).toBe(200);
    await importLists(ceis(ALBERTO, ELISA, aurora('Lei nº 12.846/2013, art. 19')));
    expect(await riskNotifications()).toHaveLength(1);
    const root = (await graph()).entities.find((entity) => entity.id === `J${HOLDING}`)!;
    expect(root.risks?.find((risk) => risk.id === riskId)?.decision).toMatchObject({ decision: 'DISMISSED' });
    // New evidence (another legal basis): the hit is undecided again, and the organization is told once.
    await importLists(ceis(ALBERTO, ELISA, aurora('Lei nº 12.846/2013, art. 19, IV')));
    const all = await riskNotifications();
    expect(all).toHaveLength(2);
    expect(all[1]).toMatchObject({ risk: { riskId: 'CEIS:500003', change: 'NEW' } });
    const after = (await graph()).entities.find((entity) => entity.id === `J${HOLDING}`)!;
    expect(after.risks?.find((risk) => risk.id === riskId)).toMatchObject({
      outdatedDecision: expect.objectContaining({ decision: 'DISMISSED' }),
    });
  });
});

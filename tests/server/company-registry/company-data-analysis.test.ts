import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipGraph } from '../../../src/contract/relationships.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { companyDataConfigFromEnv } from '../../../server/company-registry/company-registry-config.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { recordingsOf, startFakeRegistry, type FakeRegistry } from './minha-receita-recordings.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = DEMO_USERS.basico.email;
const HOLDING = '45123087000122';
const ALNUM = '12ABC345000D35';

/** COMPANY_DATA=minhareceita end to end: the API against a local fake register (127.0.0.1) serving the fixtures. */
describe('a relationship analysis on the real register (Minha Receita schema)', () => {
  let registry: FakeRegistry;
  let ctx: TestContext;
  const addItem = async (document: string, name: string) =>
    Number(
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info) VALUES ($1, $2, $3, 'CNPJ', $4) RETURNING id`,
          [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, document, name],
        )
      ).rows[0]?.id,
    );
  const analyse = async (document: string, name: string): Promise<RelationshipGraph> => {
    const item = await addItem(document, name);
    const started = await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as: BASIC });
    expect(started.statusCode).toBe(201);
    await ctx.app.jobs.drain();
    const id = started.json().register.businessRelationshipsId;
    const answer = await ctx.get(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${id}/business_relationships`, {
      as: BASIC,
    });
    expect(answer.statusCode).toBe(200);
    return answer.json().register as RelationshipGraph;
  };

  beforeAll(async () => {
    registry = await startFakeRegistry(
      recordingsOf('holding-with-partners', 'alphanumeric-cnpj', 'partner-search-masked-cpf', 'updated'),
    );
    ctx = await createTestContext({
      companyData: companyDataConfigFromEnv({ COMPANY_DATA: 'minhareceita', COMPANY_DATA_BASE_URL: registry.url }),
    });
  });
  afterAll(async () => {
    await ctx?.close();
    await registry?.close();
  });

  it('shows the registry data, its date and the partners in the graph answer; protests "não configurada"', async () => {
    const graph = await analyse(HOLDING, 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA');
    expect(graph.analysis).toMatchObject({ status: 'DONE', protestSource: 'NOT_CONFIGURED' });
    const root = graph.entities.find((e) => e.level === 0)!;
    expect(root).toMatchObject({
      id: `J${HOLDING}`,
      name: 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA',
      registry: {
        source: 'MINHA_RECEITA',
        dataDate: '2026-10-12',
        status: { name: 'ATIVA' },
        mainActivity: { code: '6462-0/00', name: 'Holdings de instituições não-financeiras' },
        legalNature: { name: 'Sociedade Empresária Limitada' },
        shareCapital: 250_000_050,
      },
    });
    const partners = graph.relations.filter((r) => r.companyId === root.id);
    expect(partners.map((r) => r.name).sort()).toEqual([
      'ALBERTO DIAS MOREIRA',
      'ELISA MOREIRA',
      'EMPRESA ALFANUMERICA DE TESTES S.A.',
      'GLOBAL HOLDINGS LLC',
    ]);
    expect(partners.find((r) => r.name === 'ELISA MOREIRA')).toMatchObject({
      documentNumber: '***.999.000-**',
      qualificationType: 30,
      partnerType: 'PF',
      legalRepresentative: { name: 'ALBERTO DIAS MOREIRA' },
    });
    // The company partner (alphanumeric CNPJ) expanded into its own QSA; the person into his other company.
    expect(graph.entities.find((e) => e.id === `J${ALNUM}`)?.registry?.cnpj).toBe(ALNUM);
    expect(graph.entities.map((e) => e.name)).toEqual(
      expect.arrayContaining(['FABIO TEIXEIRA GOMES', 'MOREIRA COMERCIO DE ALIMENTOS LTDA']),
    );
    expect(graph.entities.map((e) => e.name)).not.toContain('HOMONIMO SERVICOS LTDA');
    expect(graph.entities.flatMap((e) => e.risks ?? []).filter((r) => r.kind === 'Protesto')).toEqual([]);
    expect(registry.requests.every((url) => url.hostname === '127.0.0.1')).toBe(true);
  });

  it('a CNPJ the register does not know ends in ERROR with a Portuguese reason, nothing half-written', async () => {
    const graph = await analyse('11222333000181', 'Empresa desconhecida');
    expect(graph.analysis.status).toBe('ERROR');
    expect(graph.analysis.error).toBe('O provedor de dados não conhece este documento.');
    expect(graph.entities).toEqual([]);
  });
});

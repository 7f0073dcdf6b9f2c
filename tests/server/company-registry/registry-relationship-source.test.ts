import { describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../../src/contract/relationship-risks.ts';
import { createMinhaReceitaRegistry } from '../../../server/company-registry/minha-receita/minha-receita-registry.ts';
import { buildGraph } from '../../../server/relationships/build-graph.ts';
import {
  createRegistryRelationshipSource,
  personIdOf,
} from '../../../server/relationships/registry-relationship-source.ts';
import { SourceUnavailableError, type SourceEntity } from '../../../server/relationships/relationship-source.ts';
import { createDemoRiskLookup } from '../../../server/relationships/demo-risk-lookup.ts';
import { buildWorld } from '../../../server/relationships/seeded-relationship-source.ts';
import { fakeFetch, recordingsOf } from './minha-receita-recordings.ts';

const HOLDING = '45123087000122';
const ALNUM = '12ABC345000D35';
const SILENT = { warn: () => undefined };

const sanction: RiskEntry = {
  kind: 'wasPreviouslySanctioned',
  id: 'ceis-1',
  source: 'CEIS',
  reason: 'Fraude em licitação',
  sanctionType: 'Impedimento de licitar e contratar',
  organ: 'Prefeitura Municipal de Sorocaba',
  startDate: '2022-01-10',
  endDate: '9999-12-31',
};

function source(names = ['holding-with-partners', 'alphanumeric-cnpj', 'partner-search-masked-cpf', 'updated']) {
  const fake = fakeFetch(recordingsOf(...names));
  const seen: SourceEntity[] = [];
  const registry = createMinhaReceitaRegistry({
    baseUrl: 'https://registro.exemplo.test',
    fetch: fake.fetch,
    now: () => 0,
    sleep: async () => undefined,
  });
  const built = createRegistryRelationshipSource({
    registry,
    risks: async (entity) => {
      seen.push(entity);
      // A partner on a list (and a protest the register's graph must never let through).
      if (entity.name === 'ALBERTO DIAS MOREIRA')
        return [sanction, { ...sanction, kind: 'Protesto' } as unknown as RiskEntry];
      return [];
    },
  });
  return { source: built, urls: fake.urls, seen };
}

describe('the relationship source on a company register and a RiskLookup', () => {
  it('a company: its record, its QSA with every partner type, ids by the contract pattern', async () => {
    const { source: s } = source();
    expect(await s.resolve('45.123.087/0001-22')).toBe(`J${HOLDING}`);
    const company = await s.describe(`J${HOLDING}`);
    expect(company).toMatchObject({
      kind: 'COMPANY',
      name: 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA',
      documentNumber: '45.123.087/0001-22',
      qsaCount: 4,
      registry: { legalName: 'AURORA PARTICIPACOES E INVESTIMENTOS LTDA', dataDate: '2026-10-12' },
    });
    expect(company?.registry).not.toHaveProperty('partners');
    const rows = await s.qsa(`J${HOLDING}`);
    expect(rows.map((r) => r.partnerId)).toEqual([
      `J${ALNUM}`,
      personIdOf('111222', 'ALBERTO DIAS MOREIRA'),
      personIdOf('999000', 'ELISA MOREIRA'),
      personIdOf('000000', 'GLOBAL HOLDINGS LLC'),
    ]);
    for (const row of rows) expect(row.partnerId).toMatch(/^(J[0-9A-Z]{12}[0-9]{2}|F[0-9]{11}|M[0-9]{6}[0-9A-F]{8})$/);
    expect(rows[2]).toMatchObject({
      startDate: '0001-01-01',
      endDate: '9999-12-31',
      partnerType: 'PF',
      legalRepresentative: { name: 'ALBERTO DIAS MOREIRA', qualificationCode: 49 },
    });
    expect(rows[3]).toMatchObject({ partnerType: 'ESTRANGEIRO', country: 'ESTADOS UNIDOS' });
    expect(await s.describe(rows[1]!.partnerId)).toMatchObject({
      kind: 'PERSON',
      documentNumber: '***.111.222-**',
      masked: true,
    });
  });

  it('reverse edges by partner document: the same person in two companies, never the namesake of the digits', async () => {
    const { source: s } = source();
    await s.qsa(`J${HOLDING}`);
    const alberto = personIdOf('111222', 'ALBERTO DIAS MOREIRA');
    const parents = await s.parents(alberto);
    expect(parents.map((r) => r.companyId).sort()).toEqual([`J${HOLDING}`, 'J98765432000198'].sort());
    // A company partner: the companies whose QSA lists its CNPJ.
    expect((await s.parents(`J${ALNUM}`)).map((r) => r.companyId)).toEqual([`J${HOLDING}`]);
  });

  it('risks from the RiskLookup, with the entity as the register describes it; protests never come out', async () => {
    const { source: s, seen } = source();
    await s.qsa(`J${HOLDING}`);
    const alberto = personIdOf('111222', 'ALBERTO DIAS MOREIRA');
    expect(await s.risks(alberto, 1)).toEqual([sanction]);
    expect(seen.at(-1)).toMatchObject({ name: 'ALBERTO DIAS MOREIRA', documentNumber: '***.111.222-**' });
  });

  it('a graph of two levels: the company partner expands, the person reaches his other company', async () => {
    const { source: s } = source();
    const graph = await buildGraph(s, `J${HOLDING}`, 2, 1, SILENT);
    const names = [...graph.entities.values()].map((e) => e.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'AURORA PARTICIPACOES E INVESTIMENTOS LTDA',
        'EMPRESA ALFANUMERICA DE TESTES S.A.',
        'FABIO TEIXEIRA GOMES',
        'MOREIRA COMERCIO DE ALIMENTOS LTDA',
        'GLOBAL HOLDINGS LLC',
      ]),
    );
    expect(names).not.toContain('HOMONIMO SERVICOS LTDA');
    expect(graph.entities.get(`J${ALNUM}`)?.level).toBe(1);
  });

  it("the register's outage reaches the graph as a 503 with its Portuguese message", async () => {
    const { source: s } = source(['html-answer']);
    const error = await s.describe(`J${HOLDING}`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceUnavailableError);
    expect((error as SourceUnavailableError).statusCode).toBe(503);
    expect((error as Error).message).toMatch(/^O cadastro de empresas \(Minha Receita\) respondeu algo/);
  });

  it('the demo RiskLookup answers the seeded world’s risks for what it knows, [] for anyone else', async () => {
    const lookup = createDemoRiskLookup();
    const stranger: SourceEntity = {
      id: personIdOf('111222', 'ALBERTO DIAS MOREIRA'),
      kind: 'PERSON',
      name: 'ALBERTO DIAS MOREIRA',
      documentNumber: '***.111.222-**',
      documentType: 'CPF',
      masked: true,
      qsaCount: 0,
      relationsCount: 0,
    };
    expect(await lookup(stranger, 1)).toEqual([]);
    const world = buildWorld();
    const flagged = [...world.entities.values()].find((e) => e.kind === 'COMPANY' && e.risks.length > 0)!;
    expect(await lookup({ ...world.describe(flagged.id)!, registry: null }, 1)).toEqual(flagged.risks);
    const person = [...world.entities.values()].find((e) => e.kind === 'PERSON' && e.masked && e.risks.length > 0)!;
    // Found again from the register's side: masked CPF and name, another id.
    const asRegistered = { ...world.describe(person.id)!, id: personIdOf('000000', person.name) };
    expect(await lookup(asRegistered, 1)).toEqual(person.risks);
  });
});

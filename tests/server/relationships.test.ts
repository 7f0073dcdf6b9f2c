import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RelationshipEntity, RelationshipGraph } from '../../src/contract/relationships.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../server/demo/relationship-demo-documents.ts';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const PREMIUM_PLAN = 8;
const BASIC = DEMO_USERS.basico.email;
const LAWYER = DEMO_USERS.advogada.email;

describe('relationship analyses: start once, graph, expansions, v2 calls and their errors', () => {
  let ctx: TestContext;
  let alfaItem: number;
  let helenaItem: number;
  let analysisId: number;
  let graph: RelationshipGraph;
  const planConsume = async (id = PREMIUM_PLAN) =>
    Number((await ctx.db.query<{ consume: number }>('SELECT consume FROM plans WHERE id = $1', [id])).rows[0]?.consume);
  const itemOf = async (document: string, org = DEMO_ORGS.moraes) =>
    Number(
      (
        await ctx.db.query<{ id: number }>(
          'SELECT id FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2',
          [org, document],
        )
      ).rows[0]?.id,
    );
  const addItem = async (document: string, name: string) =>
    Number(
      (
        await ctx.db.query<{ id: number }>(
          `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info) VALUES ($1, $2, $3, 'CNPJ', $4) RETURNING id`,
          [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, document, name],
        )
      ).rows[0]?.id,
    );
  const start = (item: number, as = BASIC, headers: Record<string, string> = {}) =>
    ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${item}`, { as, headers });
  const summary = (id = analysisId) => `${BR}/userPlanConsumeBusinessRelationshipsSummary/${id}`;
  const byName = (name: string): RelationshipEntity => {
    const entity = graph.entities.find((e) => e.name === name);
    if (!entity) throw new Error(`no ${name}`);
    return entity;
  };
  const v2Body = (extra: Record<string, unknown> = {}) => ({
    holderId: DEMO_HOLDERS.moraes,
    organizationId: DEMO_ORGS.moraes,
    planId: PREMIUM_PLAN,
    documentType: 'CNPJ',
    documentNumber: DEMO.alfa.number,
    ...extra,
  });

  beforeAll(async () => {
    ctx = await createTestContext();
    alfaItem = await itemOf(DEMO.alfa.number);
    helenaItem = await itemOf(completeCpf('390533447'));
  });
  afterAll(async () => ctx.close());

  it('the seed gives the demo company a finished analysis; an item without one answers null (any member)', async () => {
    const seeded = await ctx.get(`${BR}/consumeunique/${alfaItem}`, { as: LAWYER });
    expect(seeded.json().register).toMatchObject({
      status: 'DONE',
      documentNumber: DEMO.alfa.number,
      documentInfo: DEMO.alfa.name,
    });
    analysisId = seeded.json().register.id;
    expect((await ctx.get(`${BR}/consumeunique/${helenaItem}`, { as: LAWYER })).json()).toEqual({ register: null });
  });

  it('no token → 401; a LAWYER may not start (403)', async () => {
    expect((await ctx.post(`${BR}/userPlanUserConsumeBusinessRelationshipsSummary/${helenaItem}`)).statusCode).toBe(
      401,
    );
    expect((await start(helenaItem, LAWYER)).statusCode).toBe(403);
  });

  it('starts once: 201 and one unit, then 200 with the same analysis and nothing consumed (repeated and Idempotency-Key)', async () => {
    const before = await planConsume();
    const first = await start(helenaItem, BASIC, { 'idempotency-key': 'rel-helena-1' });
    expect(first.statusCode).toBe(201);
    const id = first.json().register.businessRelationshipsId;
    expect(first.json().register).toEqual({ businessRelationshipsId: id, status: 'PROCESSING', created: true });
    const replay = await start(helenaItem, BASIC, { 'idempotency-key': 'rel-helena-1' });
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    const again = await start(helenaItem);
    expect(again.statusCode).toBe(200);
    expect(again.json().register).toMatchObject({ businessRelationshipsId: id, created: false });
    expect(await planConsume()).toBe(before + 1);
    await ctx.app.jobs.drain();
    const helena = (await ctx.get(`${summary(id)}/business_relationships`, { as: BASIC })).json()
      .register as RelationshipGraph;
    expect(helena.analysis.status).toBe('DONE');
    expect(helena.entities.find((e) => e.level === 0)).toMatchObject({
      kind: 'PERSON',
      documentNumber: '390.533.447-' + completeCpf('390533447').slice(9),
    });
    expect(helena.entities.some((e) => e.name === DEMO.alfa.name && e.level === 1)).toBe(true);
  });

  it("the activity list carries each item's newest relationship analysis, as GET …/consumeunique/{id} answers it", async () => {
    const listed = async (document: string, id: number) => {
      const page = await ctx.get(
        `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/activities?text=${document}`,
        { as: LAWYER },
      );
      expect(page.statusCode).toBe(200);
      const items = page.json().result as { id: number; relationship?: unknown }[];
      return items.find((item) => item.id === id);
    };
    for (const [document, item] of [
      [DEMO.alfa.number, alfaItem],
      [completeCpf('390533447'), helenaItem],
    ] as const) {
      const own = (await ctx.get(`${BR}/consumeunique/${item}`, { as: LAWYER })).json().register;
      expect(own).not.toBeNull();
      expect((await listed(document, item))?.relationship).toEqual(own);
    }
    const without = await addItem('11222333000181', 'SEM GRAFO LTDA');
    expect((await ctx.get(`${BR}/consumeunique/${without}`, { as: LAWYER })).json()).toEqual({ register: null });
    expect((await listed('11222333000181', without))?.relationship).toBeNull();
  });

  it('concurrent starts on one item consume one unit and create one analysis', async () => {
    const item = Number(
      (
        await ctx.db.query<{ id: number }>(
          `SELECT id FROM consume_unique_items WHERE organization_id = $1 AND holder_id = $2 AND document_type = 'CPF' AND id <> $3 ORDER BY id LIMIT 1`,
          [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, helenaItem],
        )
      ).rows[0]?.id,
    );
    const before = await planConsume();
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(item)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().register.businessRelationshipsId)).size).toBe(1);
    expect(await planConsume()).toBe(before + 1);
    const rows = await ctx.db.query('SELECT id FROM relationship_analyses WHERE consume_unique_id = $1', [item]);
    expect(rows.rows).toHaveLength(1);
  });

  it('the graph: root, QSA with codes and sentinel dates, a flagged partner two links away, failed lookups, a cycle drawn once', async () => {
    const res = await ctx.get(`${summary()}/business_relationships`, { as: LAWYER });
    expect(res.statusCode).toBe(200);
    graph = res.json().register;
    expect(graph.analysis).toMatchObject({
      id: analysisId,
      status: 'DONE',
      documentNumber: DEMO.alfa.number,
      protestsIncluded: true,
      rootId: `J${DEMO.alfa.number}`,
    });
    expect(new Set(graph.entities.map((e) => e.id)).size).toBe(graph.entities.length);
    expect(new Set(graph.relations.map((r) => r.relationId)).size).toBe(graph.relations.length);
    const root = graph.entities.find((e) => e.level === 0)!;
    expect(root.name).toBe(DEMO.alfa.name);
    const direct = graph.relations.filter((r) => r.companyId === root.id);
    expect(direct).toHaveLength(7);
    expect(direct.find((r) => r.name === 'Helena Duarte Campos')).toMatchObject({
      qualificationType: 49,
      qualificationName: 'Sócio-Administrador',
      qualificationLevel: 1,
      active: true,
      endDate: '9999-12-31',
    });
    expect(direct.find((r) => r.name === 'Rafael Nogueira Lima')).toMatchObject({
      qualificationType: 10,
      startDate: '0001-01-01',
      documentNumber: expect.stringMatching(/^\*\*\*\.\d{3}\.\d{3}-\*\*$/),
    });
    expect(direct.find((r) => r.name === 'Juliana Prado Souza')).toMatchObject({
      active: false,
      endDate: '2018-11-30',
    });
    const marcos = byName('Marcos Vinícius Tavares');
    expect(marcos.level).toBe(2);
    expect(marcos.risks?.map((r) => r.kind).sort()).toEqual([
      'IsCurrentlyPresentOnSource',
      'PEPOccurence',
      'wasPreviouslySanctioned',
    ]);
    expect(marcos.risks?.find((r) => r.kind === 'PEPOccurence')).toMatchObject({
      endDate: '2020-12-31',
      graceEndDate: '2025-12-31',
    });
    for (const name of ['Ômega Fomento Mercantil Ltda', 'Sérgio Antunes Barros']) {
      expect(byName(name)).toMatchObject({ risks: null, hasAnalysis: false, analysisDate: null, lookupFailed: true });
    }
    const duarte = byName('Duarte Campos Participações Ltda');
    const nexo = byName('Nexo Digital Holding S.A.');
    expect(
      graph.relations.filter(
        (r) => r.relationId === `${duarte.id}>${nexo.id}` || r.relationId === `${nexo.id}>${duarte.id}`,
      ),
    ).toHaveLength(2);
    expect(graph.relations.find((r) => r.relationId === `${root.id}>${duarte.id}`)?.relations).toContain(
      `${duarte.id}>${marcos.id}`,
    );
  });

  it('expands a node (organizationQSA, relation): new rows once, the same answer twice; a person has no QSA; unknown entity 404', async () => {
    const nexo = byName('Nexo Digital Holding S.A.');
    const first = await ctx.post(`${summary()}/organizationQSA/${nexo.id}`, { as: LAWYER });
    expect(first.statusCode).toBe(200);
    const names = first
      .json()
      .register.relations.map((r: { name: string }) => r.name)
      .sort();
    expect(names).toEqual(['Duarte Campos Participações Ltda', 'Patrícia Moura Teles']);
    const second = await ctx.post(`${summary()}/organizationQSA/${nexo.id}`, { as: BASIC });
    expect(second.json()).toEqual(first.json());
    const marcos = byName('Marcos Vinícius Tavares');
    expect(
      (await ctx.post(`${summary()}/relation/${marcos.id}`, { as: BASIC })).json().register.relations,
    ).toHaveLength(1);
    expect((await ctx.post(`${summary()}/organizationQSA/${marcos.id}`, { as: BASIC })).statusCode).toBe(400);
    expect((await ctx.post(`${summary()}/relation/J11222333000181`, { as: BASIC })).statusCode).toBe(404);
    expect((await ctx.post(`${summary()}/relation/not-an-id`, { as: BASIC })).statusCode).toBe(400);
    const after = (await ctx.get(`${summary()}/business_relationships`, { as: BASIC })).json()
      .register as RelationshipGraph;
    expect(after.entities.filter((e) => e.name === 'Duarte Campos Participações Ltda')).toHaveLength(1);
    expect(after.entities.find((e) => e.id === nexo.id)?.qsaLoaded).toBe(true);
  });

  it('another organization or holder → 403, unknown analysis → 404', async () => {
    const other = `/v1/business-relationships/organizations/${DEMO_ORGS.atlantico}/holder/${DEMO_HOLDERS.atlantico}`;
    expect(
      (
        await ctx.get(`${other}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`, {
          as: DEMO_USERS.master.email,
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.get(`${summary()}/business_relationships`, { as: DEMO_USERS.master.email })).statusCode).toBe(
      403,
    );
    expect(
      (
        await ctx.post(`${other}/userPlanUserConsumeBusinessRelationshipsSummary/${helenaItem}`, {
          as: DEMO_USERS.master.email,
        })
      ).statusCode,
    ).toBe(404);
    const wrongHolder = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.atlantico}`;
    expect(
      (
        await ctx.get(
          `${wrongHolder}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`,
          { as: BASIC },
        )
      ).statusCode,
    ).toBe(403);
    expect((await ctx.get(`${summary(987654)}/business_relationships`, { as: BASIC })).statusCode).toBe(404);
    expect((await start(987654)).statusCode).toBe(404);
  });

  it("v2 Detail: counts; retry on a DONE analysis → 409 with the reason; plan or document not the analysis's → 400; LAWYER 403", async () => {
    const url = `/v2/analytics/userPlanConsumeBusinessRelationshipsDetail/${analysisId}`;
    const res = await ctx.post(url, { as: BASIC, body: v2Body() });
    expect(res.statusCode).toBe(200);
    expect(res.json().register).toMatchObject({ failedLookups: 2, byRiskKind: { PEPOccurence: expect.any(Number) } });
    expect(res.json().register.flagged).toBeGreaterThan(2);
    const retry = await ctx.post(`${url}?retry=true`, { as: BASIC, body: v2Body() });
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toBe('Só é possível tentar novamente uma análise que falhou; esta está concluída.');
    expect((await ctx.post(url, { as: BASIC, body: v2Body({ planId: 7 }) })).statusCode).toBe(400);
    expect(
      (await ctx.post(url, { as: BASIC, body: v2Body({ documentNumber: '12.345.678/0001-00' }) })).json().message,
    ).toBe('Documento inválido');
    expect((await ctx.post(url, { as: LAWYER, body: v2Body() })).statusCode).toBe(403);
    expect(
      (
        await ctx.post(url, {
          as: DEMO_USERS.master.email,
          body: v2Body({ organizationId: DEMO_ORGS.atlantico, holderId: DEMO_HOLDERS.atlantico }),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('v2 organizationQSARelations?retry looks a failed entity up again, free; a second retry → 409; relationshipsParents by document', async () => {
    const before = await planConsume();
    const omega = byName('Ômega Fomento Mercantil Ltda');
    const url = `/v2/analytics/organizationQSARelations/${analysisId}?retry=true`;
    const res = await ctx.post(url, { as: BASIC, body: v2Body({ documentNumber: omega.documentNumber }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().register.entities.find((e: RelationshipEntity) => e.id === omega.id)).toMatchObject({
      hasAnalysis: true,
      lookupFailed: false,
      risks: [],
    });
    expect((await ctx.post(url, { as: BASIC, body: v2Body({ entityId: omega.id }) })).statusCode).toBe(409);
    const helena = byName('Helena Duarte Campos');
    const parents = await ctx.post(`/v2/analytics/relationshipsParents/${analysisId}`, {
      as: BASIC,
      body: v2Body({ documentType: 'CPF', documentNumber: helena.documentNumber }),
    });
    expect(parents.statusCode).toBe(200);
    expect(parents.json().register.relations.map((r: { companyId: string }) => r.companyId)).toHaveLength(3);
    expect(await planConsume()).toBe(before);
  });

  it('POST /v1/organizations/{o}/qsa/{x} and /v1/relationships-parents', async () => {
    const qsa = await ctx.post(`/v1/organizations/${DEMO_ORGS.moraes}/qsa/${DEMO.alfa.number}`, { as: LAWYER });
    expect(qsa.statusCode).toBe(200);
    expect(qsa.json().register.qsa).toHaveLength(7);
    expect((await ctx.post(`/v1/organizations/${DEMO_ORGS.moraes}/qsa/123`, { as: BASIC })).json().message).toBe(
      'Documento inválido',
    );
    expect(
      (await ctx.post(`/v1/organizations/${DEMO_ORGS.moraes}/qsa/${DEMO.group.number}`, { as: BASIC })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.post(`/v1/organizations/${DEMO_ORGS.atlantico}/qsa/${DEMO.alfa.number}`, { as: BASIC })).statusCode,
    ).toBe(403);
    expect((await ctx.post(`/v1/organizations/${DEMO_ORGS.moraes}/qsa/${DEMO.alfa.number}`)).statusCode).toBe(401);
    const body = { organizationId: DEMO_ORGS.moraes, holderId: DEMO_HOLDERS.moraes, documentNumber: '390.533.447-' };
    expect((await ctx.post('/v1/relationships-parents', { as: BASIC, body })).statusCode).toBe(400);
    const helena = await ctx.post('/v1/relationships-parents', {
      as: LAWYER,
      body: { ...body, documentNumber: byName('Helena Duarte Campos').documentNumber },
    });
    expect(helena.statusCode).toBe(200);
    expect(helena.json().register).toHaveLength(3);
    expect(
      (await ctx.post('/v1/relationships-parents', { as: BASIC, body: { ...body, holderId: DEMO_HOLDERS.atlantico } }))
        .statusCode,
    ).toBe(403);
  });

  it("a balance at zero → 402 with the plan's message, nothing created or consumed", async () => {
    const item = await addItem(DEMO.group.number, DEMO.group.name);
    await ctx.db.query('UPDATE plans SET consume = limit_end WHERE id = $1', [PREMIUM_PLAN]);
    const before = await planConsume();
    const res = await start(item);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/^Saldo de análises premium esgotado/);
    expect(await planConsume()).toBe(before);
    expect(
      (await ctx.db.query('SELECT 1 FROM relationship_analyses WHERE consume_unique_id = $1', [item])).rows,
    ).toHaveLength(0);
    await ctx.db.query('UPDATE plans SET consume = 3 WHERE id = $1', [PREMIUM_PLAN]);
  });

  it('provider failure on the root: ERROR, expansions 409, retry runs it again without a second unit', async () => {
    const item = await addItem(DEMO.failing.number, DEMO.failing.name);
    const before = await planConsume();
    const id = (await start(item)).json().register.businessRelationshipsId as number;
    await ctx.app.jobs.drain();
    const failed = (await ctx.get(`${summary(id)}/business_relationships`, { as: BASIC })).json().register;
    expect(failed.analysis).toMatchObject({ status: 'ERROR', error: 'O provedor de dados não respondeu a tempo.' });
    expect(failed.entities).toEqual([]);
    expect((await ctx.post(`${summary(id)}/relation/J${DEMO.failing.number}`, { as: BASIC })).statusCode).toBe(409);
    const url = `/v2/analytics/userPlanConsumeBusinessRelationshipsDetail/${id}?retry=true`;
    const body = v2Body({ documentNumber: DEMO.failing.number });
    const retries = await Promise.all([ctx.post(url, { as: BASIC, body }), ctx.post(url, { as: BASIC, body })]);
    expect(retries.map((r) => r.statusCode).sort()).toEqual([202, 409]);
    await ctx.app.jobs.drain();
    const done = (await ctx.get(`${summary(id)}/business_relationships`, { as: BASIC })).json().register;
    expect(done.analysis.status).toBe('DONE');
    expect(done.entities.length).toBeGreaterThan(3);
    expect(await planConsume()).toBe(before + 1);
  });
});

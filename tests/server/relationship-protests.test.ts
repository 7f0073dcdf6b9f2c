import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeDocument } from '../../src/contract/brazil-document.ts';
import { PROTEST_ORGANIZATION_IDS } from '../../src/contract/constants/relationships.ts';
import type { RelationshipGraph } from '../../src/contract/relationships.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../server/demo/relationship-demo-documents.ts';
import { buildGraph, expandEntity } from '../../server/relationships/build-graph.ts';
import { withLookupTimeout } from '../../server/relationships/lookup-timeout.ts';
import { createSeededRelationshipSource } from '../../server/relationships/seeded-relationship-source.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const MASTER = DEMO_USERS.master.email;
/** The seven organizations of spec §6, and two that never get protests (MASTER and a law firm). */
const MATRIX = [...PROTEST_ORGANIZATION_IDS, DEMO_ORGS.master, DEMO_ORGS.ribeiro];

describe('protest risks reach only organizations 590, 371, 554, 812, 809, 813 and 987 (raw JSON)', () => {
  let ctx: TestContext;
  const setup = new Map<number, { holderId: number; planId: number; itemId: number }>();

  beforeAll(async () => {
    ctx = await createTestContext();
    const master = (await ctx.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [MASTER])).rows[0]!.id;
    for (const [index, org] of MATRIX.entries()) {
      // Missing organizations (and a holder for those without one) are created; the master login joins each as SUPER_ADMIN.
      await ctx.db.query(
        "INSERT INTO organizations (id, name, type) VALUES ($1, $2, 'COMPANY') ON CONFLICT DO NOTHING",
        [org, `Organização ${org}`],
      );
      const holderId = 900 + index;
      await ctx.db.query('INSERT INTO holders (id, name, organization_id) VALUES ($1, $2, $3)', [
        holderId,
        `Titular ${org}`,
        org,
      ]);
      await ctx.db.query(
        "INSERT INTO memberships (user_id, organization_id, profile) VALUES ($1, $2, 'SUPER_ADMIN') ON CONFLICT (user_id, organization_id) DO UPDATE SET profile = 'SUPER_ADMIN'",
        [master, org],
      );
      const planId = 900 + index;
      await ctx.db.query(
        "INSERT INTO plans (id, holder_id, organization_id, type_plan, limit_end, consume) VALUES ($1, $2, $3, 'AnalisePremium', 5, 0)",
        [planId, holderId, org],
      );
      const item = await ctx.db.query<{ id: number }>(
        "INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info) VALUES ($1, $2, $3, 'CNPJ', $4) RETURNING id",
        [org, holderId, DEMO.alfa.number, DEMO.alfa.name],
      );
      setup.set(org, { holderId, planId, itemId: Number(item.rows[0]!.id) });
    }
    ctx.app.authCache.memberships.clear();
  });
  afterAll(async () => ctx.close());

  it.each(MATRIX)('organization %i: graph, expansion, QSA lookup and parents answers', async (org) => {
    const { holderId, planId, itemId } = setup.get(org)!;
    const base = `/v1/business-relationships/organizations/${org}/holder/${holderId}`;
    const started = await ctx.post(`${base}/userPlanUserConsumeBusinessRelationshipsSummary/${itemId}`, { as: MASTER });
    expect(started.statusCode).toBe(201);
    const id = started.json().register.businessRelationshipsId as number;
    await ctx.app.jobs.drain();
    const graphRes = await ctx.get(`${base}/userPlanConsumeBusinessRelationshipsSummary/${id}/business_relationships`, {
      as: MASTER,
    });
    const graph = graphRes.json().register as RelationshipGraph;
    expect(graph.analysis.status).toBe('DONE');
    const duarte = graph.entities.find((e) => e.name === 'Duarte Campos Participações Ltda')!;
    // /v1/relationships-parents answers only for a document the organization looked up (paid for), like /qsa.
    await ctx.db.query(
      "INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info) VALUES ($1, $2, $3, 'CNPJ', $4)",
      [org, holderId, normalizeDocument(duarte.documentNumber), duarte.name],
    );
    const raw = [
      graphRes.body,
      (
        await ctx.post(`${base}/userPlanConsumeBusinessRelationshipsSummary/${id}/relation/${duarte.id}`, {
          as: MASTER,
        })
      ).body,
      (await ctx.post(`/v1/organizations/${org}/qsa/${DEMO.alfa.number}`, { as: MASTER })).body,
      (
        await ctx.post('/v1/relationships-parents', {
          as: MASTER,
          body: { organizationId: org, holderId, documentNumber: duarte.documentNumber },
        })
      ).body,
      (
        await ctx.post(`/v2/analytics/userPlanConsumeBusinessRelationshipsDetail/${id}`, {
          as: MASTER,
          body: { organizationId: org, holderId, planId, documentType: 'CNPJ', documentNumber: DEMO.alfa.number },
        })
      ).body,
    ];
    const protests = PROTEST_ORGANIZATION_IDS.includes(org);
    expect(graph.analysis.protestsIncluded).toBe(protests);
    for (const body of raw.slice(0, 4)) {
      expect(body.includes('"kind":"Protesto"'), body.slice(0, 80)).toBe(protests);
      expect(body.includes('tabelionato')).toBe(protests);
    }
    expect(JSON.parse(raw[4]!).register.byRiskKind.Protesto > 0).toBe(protests);
    // The other kinds reach everyone.
    expect(graphRes.body.includes('"kind":"PEPOccurence"')).toBe(true);
  });
});

describe('the seeded provider', () => {
  it('a failed or timed-out lookup logs a warning and leaves risks null; the next attempt answers', async () => {
    const source = createSeededRelationshipSource();
    const warnings: Record<string, unknown>[] = [];
    const log = { warn: (details: Record<string, unknown>) => void warnings.push(details) };
    const graph = await buildGraph(source, (await source.resolve(DEMO.alfa.number))!, 1, 1, log);
    expect(warnings.map((w) => w.reason).sort()).toEqual(['error', 'timeout']);
    const failed = [...graph.entities.values()].filter((e) => e.risks === null);
    expect(failed.map((e) => e.name).sort()).toEqual(['Sérgio Antunes Barros', 'Ômega Fomento Mercantil Ltda']);
    expect(await source.risks(failed[0]!.id, 2)).toEqual([]);
  });

  it('a lookup slower than the deadline counts as timed out: risks null and a warning, the rest of the graph intact', async () => {
    const seeded = createSeededRelationshipSource();
    const rootId = (await seeded.resolve(DEMO.alfa.number))!;
    const helena = (await seeded.qsa(rootId)).find((r) => r.partnerId.startsWith('F'))!.partnerId;
    const slow = {
      ...seeded,
      risks: (id: string, attempt: number) =>
        id === helena ? new Promise<never>(() => undefined) : seeded.risks(id, attempt),
    };
    const warnings: Record<string, unknown>[] = [];
    const graph = await buildGraph(withLookupTimeout(slow, 20), rootId, 1, 2, {
      warn: (d: Record<string, unknown>) => void warnings.push(d),
    });
    expect(graph.entities.get(helena)?.risks).toBeNull();
    expect(warnings).toEqual([expect.objectContaining({ entityId: helena, reason: 'timeout' })]);
    expect(graph.entities.get(rootId)?.risks?.length).toBeGreaterThan(0);
  });

  it('a cycle (Duarte Campos owns Nexo owns Duarte Campos) ends where it closes, expanded as often as asked', async () => {
    const source = createSeededRelationshipSource();
    const graph = await buildGraph(source, (await source.resolve(DEMO.alfa.number))!, 2, 1, { warn: () => undefined });
    const size = graph.entities.size;
    const nexo = [...graph.entities.values()].find((e) => e.name === 'Nexo Digital Holding S.A.')!;
    const duarte = [...graph.entities.values()].find((e) => e.name === 'Duarte Campos Participações Ltda')!;
    for (let i = 0; i < 5; i++) {
      await expandEntity(source, graph, nexo.id, 'qsa', 1, { warn: () => undefined });
      await expandEntity(source, graph, duarte.id, 'qsa', 1, { warn: () => undefined });
    }
    expect(graph.entities.size).toBe(size + 1);
    expect(
      [...graph.relations.keys()].filter((k) => k === `${nexo.id}>${duarte.id}` || k === `${duarte.id}>${nexo.id}`),
    ).toHaveLength(2);
  });

  it('the economic group reaches 2,000+ entities within two levels, deterministically, with 20+ Receita codes in use', async () => {
    const first = await buildGraph(createSeededRelationshipSource(), `J${DEMO.group.number}`, 2, 1, {
      warn: () => undefined,
    });
    const second = await buildGraph(createSeededRelationshipSource(), `J${DEMO.group.number}`, 2, 1, {
      warn: () => undefined,
    });
    expect(first.entities.size).toBeGreaterThanOrEqual(2_000);
    expect([...second.entities.keys()]).toEqual([...first.entities.keys()]);
    expect(new Set([...first.relations.values()].map((r) => r.qualificationCode)).size).toBeGreaterThanOrEqual(20);
    const companies = [...first.entities.values()].filter((e) => e.kind === 'COMPANY');
    expect(companies.some((e) => /[A-Z]/.test(e.documentNumber))).toBe(true);
    expect(
      [...first.entities.values()]
        .filter((e) => e.masked)
        .every((e) => /^\*\*\*\.\d{3}\.\d{3}-\*\*$/.test(e.documentNumber)),
    ).toBe(true);
  });
});

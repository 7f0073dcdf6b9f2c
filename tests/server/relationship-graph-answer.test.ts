import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../server/demo/relationship-demo-documents.ts';
import { acceptsGzip } from '../../server/relationships/graph-answer-cache.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = 'basico@exemplo.test';

/** The graph read kept per graph version (server/relationships/graph-answer-cache.ts, migration 0016). */
describe('relationship graph answer: cached per graph version, gzipped for clients that accept it', () => {
  let ctx: TestContext;
  let graphUrl: string;
  let analysisId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    const item = (await ctx.db.query<{ id: number }>('SELECT id FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2', [DEMO_ORGS.moraes, DEMO.alfa.number])).rows[0]?.id;
    analysisId = (await ctx.get(`${BR}/consumeunique/${item}`, { as: BASIC })).json().register.id;
    graphUrl = `${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`;
  });
  afterAll(async () => ctx.close());

  it('gzip on Accept-Encoding: gzip holds the same JSON as the plain answer', async () => {
    const plain = await ctx.get(graphUrl, { as: BASIC });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const zipped = await ctx.get(graphUrl, { as: BASIC, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json().register.entities.length).toBeGreaterThan(5);
  });

  it('a write of the graph bumps graph_version and the next read shows it', async () => {
    const before = (await ctx.get(graphUrl, { as: BASIC })).json().register;
    const nexo = before.entities.find((e: { name: string }) => e.name === 'Nexo Digital Holding S.A.');
    expect(nexo.qsaLoaded).toBe(false);
    const version = async () => Number((await ctx.db.query<{ v: number }>('SELECT graph_version AS v FROM relationship_analyses WHERE id = $1', [analysisId])).rows[0]?.v);
    const was = await version();
    expect((await ctx.post(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/organizationQSA/${nexo.id}`, { as: BASIC })).statusCode).toBe(200);
    expect(await version()).toBe(was + 1);
    const after = (await ctx.get(graphUrl, { as: BASIC })).json().register;
    expect(after.entities.find((e: { id: string }) => e.id === nexo.id).qsaLoaded).toBe(true);
  });

  it('reads Accept-Encoding as HTTP does', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip('*')).toBe(true);
  });
});

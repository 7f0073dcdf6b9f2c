import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { pickEncoding } from '../../server/relationships/graph-answer-cache.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';
import { alfaAnalysisId } from './helpers/seeded-analyses.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const BASIC = DEMO_USERS.basico.email;

/** The graph read kept per graph version (server/relationships/graph-answer-cache.ts, migration 0016). */
describe('relationship graph answer: cached per graph version, compressed for clients that accept it', () => {
  let ctx: TestContext;
  let graphUrl: string;
  let analysisId: number;

  beforeAll(async () => {
    ctx = await createTestContext();
    analysisId = await alfaAnalysisId(ctx);
    graphUrl = `${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`;
  });
  afterAll(async () => ctx.close());

  it('br or gzip as Accept-Encoding asks hold the same JSON as the plain answer', async () => {
    const plain = await ctx.get(graphUrl, { as: BASIC });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    const br = await ctx.get(graphUrl, { as: BASIC, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(plain.json());
    const gzip = await ctx.get(graphUrl, { as: BASIC, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(plain.json().register.entities.length).toBeGreaterThan(5);
  });

  it('a write of the graph bumps graph_version and the next read shows it', async () => {
    const before = (await ctx.get(graphUrl, { as: BASIC })).json().register;
    const nexo = before.entities.find((e: { name: string }) => e.name === 'Nexo Digital Holding S.A.');
    expect(nexo.qsaLoaded).toBe(false);
    const version = async () =>
      Number(
        (
          await ctx.db.query<{ v: number }>('SELECT graph_version AS v FROM relationship_analyses WHERE id = $1', [
            analysisId,
          ])
        ).rows[0]?.v,
      );
    const was = await version();
    expect(
      (
        await ctx.post(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/organizationQSA/${nexo.id}`, {
          as: BASIC,
        })
      ).statusCode,
    ).toBe(200);
    expect(await version()).toBe(was + 1);
    const after = (await ctx.get(graphUrl, { as: BASIC })).json().register;
    expect(after.entities.find((e: { id: string }) => e.id === nexo.id).qsaLoaded).toBe(true);
  });

  it('reads Accept-Encoding as HTTP does: br first, then gzip; q=0 refuses', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('gzip;q=0')).toBe(null);
    expect(pickEncoding('deflate')).toBe(null);
    expect(pickEncoding(undefined)).toBe(null);
    expect(pickEncoding('*')).toBe('gzip');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';

/** Issue 30, item 4: OpenAPI declared the CSV (and PDF, XLSX) answers as JSON. */
describe('OpenAPI: file answers under their media types', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
  }, 120_000);
  afterAll(async () => ctx.close());

  it('CSV, PDF and XLSX answers are declared as such, and their errors stay JSON', async () => {
    const doc = (await ctx.get('/docs/json')).json() as {
      paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, unknown> }> }>>;
    };
    const mediaTypes = (path: string, method: string, status = '200') =>
      Object.keys(doc.paths[path]?.[method]?.responses[status]?.content ?? {});
    expect(mediaTypes('/v1/report/explain', 'post')).toEqual(['text/csv']);
    expect(mediaTypes('/v1/report/explain/report', 'post')).toEqual(['application/pdf']);
    expect(mediaTypes('/v2/organization/{orgId}/report/{reportId}/download', 'get')).toEqual([
      'application/pdf',
      'text/csv',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(mediaTypes('/v1/holder/{holderId}/organization/{orgId}/billing/{billId}/pdf', 'get')).toEqual([
      'application/pdf',
    ]);
    expect(mediaTypes('/v1/report/explain', 'post', '400')).toEqual(['application/json']);
  });
});

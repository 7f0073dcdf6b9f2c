import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { processIds } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('case files, document links and downloads', () => {
  let ctx: TestContext;
  let showcase: number;
  let foreign: number;
  beforeAll(async () => {
    ctx = await createTestContext({}, 30);
    showcase = (await processIds(ctx.db, DEMO_ORGS.moraes))[0] ?? 0;
    foreign = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
  });
  afterAll(async () => ctx.close());

  const get = (url: string, email?: string) => ctx.get(url, { headers: email ? ctx.as(email) : {} });

  it('lists the autos of a process with signed links that serve real PDFs and images', async () => {
    const res = await get(`/v1/process/${DEMO_ORGS.moraes}/${showcase}/autos`, DEMO_USERS.basico.email);
    expect(res.statusCode).toBe(200);
    const autos = res.json();
    expect(autos.length).toBeGreaterThan(0);
    expect(autos[0]).toEqual({
      id: expect.any(Number),
      description: expect.any(String),
      file: expect.stringMatching(/^\/v1\/files\/\d+\/content\?expires=\d+&signature=/),
      date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      name: expect.any(String),
      contentType: expect.any(String),
    });
    const pdf = autos.find((a: { contentType: string }) => a.contentType === 'application/pdf');
    const download = await get(pdf.file);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    // Never kept by the browser's HTTP cache, which survives logout.
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename="/);
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(download.rawPayload.toString('latin1')).toMatch(/%%EOF\n$/);
    const png = autos.find((a: { contentType: string }) => a.contentType === 'image/png');
    expect((await get(png.file)).rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await get(`${pdf.file}&download=true`)).headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('refuses tampered, foreign or expired links (403) and unknown files (404)', async () => {
    const [auto] = (await get(`/v1/process/${DEMO_ORGS.moraes}/${showcase}/autos`, DEMO_USERS.basico.email)).json();
    // Another first character, whatever the signature starts with (an 'A' made this test pass 1 run in 64).
    const tampered = auto.file.replace(
      /signature=(.)/,
      (_: string, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`,
    );
    expect((await get(tampered)).statusCode).toBe(403);
    const otherId = auto.file.replace(/files\/\d+/, `files/${auto.id + 1}`);
    expect((await get(otherId)).statusCode).toBe(403);
    expect((await get(auto.file.replace(/expires=\d+/, 'expires=1'))).statusCode).toBe(403);
    expect((await get(`/v1/files/${auto.id}/content`)).statusCode).toBe(400);
  });

  it('GET /v1/urlById/{id} gives the signed link to members of the owner organization only', async () => {
    const [auto] = (await get(`/v1/process/${DEMO_ORGS.moraes}/${showcase}/autos`, DEMO_USERS.basico.email)).json();
    const res = await get(`/v1/urlById/${auto.id}`, DEMO_USERS.advogada.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: auto.id,
      url: auto.file,
      name: auto.name,
      contentType: auto.contentType,
      processId: showcase,
      kind: 'AUTO',
    });
    expect((await get(`/v1/urlById/${auto.id}`, DEMO_USERS.master.email)).statusCode).toBe(404);
    expect((await get(`/v1/urlById/999999`, DEMO_USERS.admin.email)).statusCode).toBe(404);
    expect((await get(`/v1/urlById/${auto.id}`)).statusCode).toBe(401);
  });

  it('GET /v1/url pages the organization’s documents', async () => {
    const res = await get(`/v1/url?organizationId=${DEMO_ORGS.moraes}&page=0`, DEMO_USERS.basico.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result.length).toBeLessThanOrEqual(10);
    expect(body.total).toBeGreaterThan(10);
    const second = (await get(`/v1/url?organizationId=${DEMO_ORGS.moraes}&page=1`, DEMO_USERS.basico.email)).json();
    expect(second.result[0].id).not.toBe(body.result[0].id);
    expect((await get(`/v1/url?organizationId=${DEMO_ORGS.atlantico}`, DEMO_USERS.basico.email)).statusCode).toBe(403);
    expect((await get('/v1/url', DEMO_USERS.basico.email)).statusCode).toBe(400);
  });

  it('guards autos across organizations', async () => {
    expect((await get(`/v1/process/${DEMO_ORGS.moraes}/${foreign}/autos`, DEMO_USERS.basico.email)).statusCode).toBe(
      404,
    );
    expect((await get(`/v1/process/${DEMO_ORGS.atlantico}/${foreign}/autos`, DEMO_USERS.basico.email)).statusCode).toBe(
      403,
    );
    expect((await get(`/v1/process/${DEMO_ORGS.moraes}/${showcase}/autos`)).statusCode).toBe(401);
  });
});

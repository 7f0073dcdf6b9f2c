import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { minimalPdf, minimalPng } from '../../server/seed/sample-files.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { multipart, processIds, uploadParts, type MultipartPart } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('POST /v1/file/uploadManual/{o}/process/{p}', () => {
  let ctx: TestContext;
  let processId: number;
  let foreign: number;
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    processId = (await processIds(ctx.db, DEMO_ORGS.moraes))[1] ?? 0;
    foreign = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
  });
  afterAll(async () => ctx.close());

  const upload = (
    parts: MultipartPart[],
    headers: Record<string, string> = {},
    email = DEMO_USERS.advogada.email,
    org = DEMO_ORGS.moraes,
    target = processId,
  ) => {
    const body = multipart(parts);
    return ctx.post(`/v1/file/uploadManual/${org}/process/${target}`, {
      as: email,
      headers: { 'content-type': body.contentType, ...headers },
      body: body.payload,
    });
  };
  const manualCount = async () =>
    (
      await ctx.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM movements WHERE process_id = $1 AND is_manual',
        [processId],
      )
    ).rows[0]?.n;

  it('creates a manual movement with its file and returns it (201); text stays text', async () => {
    const res = await upload(uploadParts({ description: '<img src=x onerror=alert(1)> Juntada' }));
    expect(res.statusCode).toBe(201);
    const movement = res.json();
    expect(movement).toMatchObject({
      processId,
      source: 'MANUAL',
      isManual: true,
      text: '<img src=x onerror=alert(1)> Juntada',
      date: '2026-01-15T15:00:00.000Z',
      file: { name: 'peticao.pdf', contentType: 'application/pdf' },
      createdBy: { name: 'Carla Lima' },
      people: [],
    });
    const listed = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process/${processId}/movimentsmanual`, {
      as: DEMO_USERS.basico.email,
    });
    expect(listed.json().result[0].id).toBe(movement.id);
  });

  it('is idempotent: the same key twice creates one movement and returns the same answer', async () => {
    const before = await manualCount();
    const parts = uploadParts({ description: 'Enviado do fórum sem sinal' });
    const first = await upload(parts, { 'idempotency-key': 'outbox-123' });
    const second = await upload(parts, { 'idempotency-key': 'outbox-123' });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect(await manualCount()).toBe((before ?? 0) + 1);
    // Keys are per user: another user's identical key is another upload.
    expect((await upload(parts, { 'idempotency-key': 'outbox-123' }, DEMO_USERS.admin.email)).json().id).not.toBe(
      first.json().id,
    );
  });

  it('answers 422 when a key is reused with other content, and 400 for a malformed key', async () => {
    await upload(uploadParts({ description: 'A' }), { 'idempotency-key': 'k-422' });
    const res = await upload(uploadParts({ description: 'B' }), { 'idempotency-key': 'k-422' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Chave de idempotência reutilizada com outro conteúdo.');
    expect((await upload(uploadParts(), { 'idempotency-key': 'com espaço' })).statusCode).toBe(400);
  });

  it('names the missing part (400)', async () => {
    const expectations: [string, string][] = [
      ['file', 'Campo obrigatório ausente: arquivo (file).'],
      ['dtMovimentation', 'Campo obrigatório ausente: data da movimentação (dtMovimentation).'],
      ['description', 'Campo obrigatório ausente: descrição (description).'],
    ];
    for (const [omit, message] of expectations) {
      const res = await upload(uploadParts({ omit: [omit] }));
      expect(res.statusCode, omit).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const json = await ctx.post(`/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${processId}`, {
      as: DEMO_USERS.admin.email,
      body: { description: 'x' },
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toMatch(/multipart\/form-data/);
  });

  it('rejects bad dates and descriptions (400)', async () => {
    const future = await upload(uploadParts({ date: '2999-01-01' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().message).toBe('A data da movimentação não pode estar no futuro.');
    expect((await upload(uploadParts({ date: '2026-02-30' }))).json().message).toBe(
      'Data da movimentação inválida: use o formato AAAA-MM-DD.',
    );
    expect((await upload(uploadParts({ date: '15/01/2026' }))).statusCode).toBe(400);
    expect((await upload(uploadParts({ description: 'x'.repeat(2001) }))).json().message).toBe(
      'A descrição deve ter entre 1 e 2000 caracteres.',
    );
    expect((await upload(uploadParts({ description: '   ' }))).statusCode).toBe(400);
    expect((await upload([...uploadParts(), { name: 'extra', value: '1' }])).statusCode).toBe(400);
  });

  it('checks the type by content (415) and accepts images and office files', async () => {
    const exe = await upload(uploadParts({ file: Buffer.from('MZ\x90\x00 not a pdf'), filename: 'peticao.pdf' }));
    expect(exe.statusCode).toBe(415);
    expect(exe.json().message).toBe(
      'Tipo de arquivo não permitido. Envie PDF, PNG, JPEG, WEBP, DOC, DOCX, XLS, XLSX ou ODT.',
    );
    const html = await upload(
      uploadParts({ file: Buffer.from('<html><script>alert(1)</script></html>'), filename: 'a.html' }),
    );
    expect(html.statusCode).toBe(415);
    const png = await upload(uploadParts({ file: minimalPng(4, 4, [1, 2, 3]), filename: 'foto' }));
    expect(png.statusCode).toBe(201);
    expect(png.json().file).toMatchObject({ name: 'foto.png', contentType: 'image/png' });
    expect((await upload(uploadParts({ file: Buffer.alloc(0) }))).json().message).toBe('O arquivo enviado está vazio.');
  });

  it('limits files to 20 MB (413)', async () => {
    const big = Buffer.concat([minimalPdf('grande'), Buffer.alloc(20 * 1024 * 1024)]);
    const res = await upload(uploadParts({ file: big }));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Arquivo maior que o limite de 20 MB.');
  });

  it('needs a token (401), membership (403) and a process of the organization (403/404)', async () => {
    const body = multipart(uploadParts());
    expect(
      (
        await ctx.post(`/v1/file/uploadManual/${DEMO_ORGS.moraes}/process/${processId}`, {
          headers: { 'content-type': body.contentType },
          body: body.payload,
        })
      ).statusCode,
    ).toBe(401);
    expect((await upload(uploadParts(), {}, DEMO_USERS.master.email)).statusCode).toBe(403);
    expect((await upload(uploadParts(), {}, DEMO_USERS.advogada.email, DEMO_ORGS.moraes, foreign)).statusCode).toBe(
      404,
    );
    expect((await upload(uploadParts(), {}, DEMO_USERS.advogada.email, DEMO_ORGS.moraes, 999_999)).statusCode).toBe(
      404,
    );
  });
});

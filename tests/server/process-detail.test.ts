import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { processIds } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('process detail, update and manual cause value', () => {
  let ctx: TestContext;
  let showcase: number[];
  let secretId: number;
  let foreignId: number;
  beforeAll(async () => {
    ctx = await createTestContext({}, 40);
    showcase = await processIds(ctx.db, DEMO_ORGS.moraes);
    secretId = (await processIds(ctx.db, DEMO_ORGS.moraes, 'is_secret'))[0] ?? 0;
    foreignId = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
  });
  afterAll(async () => ctx.close());

  const get = (org: number, id: number, email = DEMO_USERS.basico.email) =>
    ctx.get(`/v1/process/${org}/${id}`, { as: email });

  it('returns every field of the Process entity (a = organization, b = process)', async () => {
    const res = await get(DEMO_ORGS.moraes, showcase[0] ?? 0);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    for (const key of [
      'id',
      'number',
      'type',
      'state',
      'subjects',
      'causeValue',
      'manualCauseValue',
      'distributionDate',
      'jurisdiction',
      'judgingOrgan',
      'origin',
      'relatedProcesses',
      'isSecret',
      'hasVideos',
      'hasResource',
      'isResource',
      'videos',
      'court',
      'authors',
      'defendants',
      'parts',
      'documents',
      'part_matches',
    ]) {
      expect(body, key).toHaveProperty(key);
    }
    expect(body.court).toEqual({
      code: expect.any(String),
      name: expect.any(String),
      acronym: expect.any(String),
      state: expect.anything(),
      region: expect.any(String),
    });
    expect(body.authors[0]).toMatchObject({
      name: expect.any(String),
      document: expect.stringMatching(/^\d{11}$|^\d{14}$/),
      representatives: expect.any(Array),
    });
    expect(body.parts.length).toBe(body.authors.length + body.defendants.length);
    expect(body.hasVideos).toBe(true);
    expect(body.videos[0].url).toMatch(/^https:\/\//);
    expect(body.documents.length).toBeGreaterThan(0);
  });

  it('shows the newest movement (date, then id) as the last one, as the list does', async () => {
    const { rows } = await ctx.db.query<{ process_id: number; date: Date; class: string; text: string }>(
      `SELECT DISTINCT ON (m.process_id) m.process_id, m.date, m.class, m.text FROM movements m
       WHERE m.process_id = ANY($1::bigint[]) ORDER BY m.process_id, m.date DESC, m.id DESC`,
      [showcase.slice(0, 5)],
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const newest of rows) {
      const body = (await get(DEMO_ORGS.moraes, Number(newest.process_id))).json();
      expect(body.lastMovement).toEqual({
        date: new Date(newest.date).toISOString(),
        class: newest.class,
        text: newest.text,
      });
    }
  });

  it('links related processes both ways and flags resources', async () => {
    const [origin, resource] = [showcase[2] ?? 0, showcase[3] ?? 0];
    const a = (await get(DEMO_ORGS.moraes, origin)).json();
    expect(a.hasResource).toBe(true);
    expect(a.relatedProcesses).toEqual([{ id: resource, number: expect.any(String), relation: 'Recurso' }]);
    const b = (await get(DEMO_ORGS.moraes, resource)).json();
    expect(b.isResource).toBe(true);
    expect(b.relatedProcesses[0]).toMatchObject({ id: origin, relation: 'Processo de origem' });
  });

  it('lists each related process once, by id: its own relation where it names one, else "Processo relacionado"', async () => {
    const unlinked = await processIds(
      ctx.db,
      DEMO_ORGS.moraes,
      'NOT EXISTS (SELECT 1 FROM process_relations r WHERE processes.id IN (r.process_id, r.related_process_id))',
    );
    const [x, named, incoming, both] = unlinked.slice(-4) as [number, number, number, number];
    const numbers = await ctx.db.query<{ id: number; number: string }>(
      'SELECT id, number FROM processes WHERE id = ANY($1::bigint[])',
      [[x, named, incoming, both]],
    );
    const numberOf = (id: number) => numbers.rows.find((row) => Number(row.id) === id)?.number;
    await ctx.db.query(
      `INSERT INTO process_relations (process_id, related_process_id, relation)
       VALUES ($1, $2, 'Apenso'), ($3, $1, 'Recurso'), ($1, $4, 'Conexo'), ($4, $1, 'Dependente')`,
      [x, named, incoming, both],
    );
    try {
      const expected = [
        { id: named, number: numberOf(named), relation: 'Apenso' },
        { id: incoming, number: numberOf(incoming), relation: 'Processo relacionado' },
        { id: both, number: numberOf(both), relation: 'Conexo' },
      ].sort((a, b) => a.id - b.id);
      expect((await get(DEMO_ORGS.moraes, x)).json().relatedProcesses).toEqual(expected);
      expect((await get(DEMO_ORGS.moraes, incoming)).json().relatedProcesses).toEqual([
        { id: x, number: numberOf(x), relation: 'Recurso' },
      ]);
      expect((await get(DEMO_ORGS.moraes, both)).json().relatedProcesses).toEqual([
        { id: x, number: numberOf(x), relation: 'Dependente' },
      ]);
    } finally {
      await ctx.db.query('DELETE FROM process_relations WHERE process_id = ANY($1::bigint[])', [
        [x, named, incoming, both],
      ]);
    }
  });

  it('shows monitored parties as part_matches', async () => {
    const { rows } = await ctx.db.query<{ process_id: number }>(
      `SELECT pp.process_id FROM process_parties pp JOIN monitored_documents md ON md.document_number = pp.document AND md.organization_id = ${DEMO_ORGS.moraes} ORDER BY pp.id LIMIT 1`,
    );
    const body = (await get(DEMO_ORGS.moraes, rows[0]?.process_id ?? 0)).json();
    expect(body.part_matches[0]).toMatchObject({
      monitoredDocumentId: expect.any(Number),
      document: expect.any(String),
      side: expect.any(String),
    });
  });

  it('hides documents, subjects and values of a secret process', async () => {
    await ctx.db.query('UPDATE processes SET manual_cause_value = 100 WHERE id = $1', [secretId]);
    const body = (await get(DEMO_ORGS.moraes, secretId)).json();
    expect(body).toMatchObject({
      status: 'SECRET',
      isSecret: true,
      subjects: [],
      causeValue: null,
      manualCauseValue: null,
    });
    for (const party of [...body.authors, ...body.defendants, ...body.parts]) expect(party.document).toBeNull();
  });

  it('answers 404 for another organization’s process as for an unknown one, 401 without token', async () => {
    const res = await get(DEMO_ORGS.moraes, foreignId);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Processo não encontrado.');
    expect((await get(DEMO_ORGS.atlantico, showcase[0] ?? 0, DEMO_USERS.basico.email)).statusCode).toBe(403);
    expect((await get(DEMO_ORGS.moraes, 999_999)).statusCode).toBe(404);
    expect((await get(DEMO_ORGS.moraes, 0)).statusCode).toBe(400);
    expect((await ctx.get(`/v1/process/${DEMO_ORGS.moraes}/${showcase[0]}`)).statusCode).toBe(401);
  });

  it('PUT /v1/process/{id} updates archive flag and notes for admins and lawyers only', async () => {
    const id = showcase[6] ?? 0;
    const put = (email: string, payload: object, target = id) =>
      ctx.put(`/v1/process/${target}`, { as: email, body: payload });
    const res = await put(DEMO_USERS.advogada.email, {
      isArchived: true,
      notes: '<b>Cliente</b> pediu acompanhamento',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isArchived: true, notes: '<b>Cliente</b> pediu acompanhamento' });
    expect((await put(DEMO_USERS.admin.email, { isArchived: false })).json()).toMatchObject({
      isArchived: false,
      notes: '<b>Cliente</b> pediu acompanhamento',
    });
    expect((await put(DEMO_USERS.basico.email, { isArchived: true })).statusCode).toBe(403);
    expect((await put(DEMO_USERS.admin.email, {})).statusCode).toBe(400);
    expect((await put(DEMO_USERS.admin.email, { isArchived: 'sim' })).statusCode).toBe(400);
    expect((await put(DEMO_USERS.admin.email, { isArchived: true }, foreignId)).statusCode).toBe(404);
    expect((await put(DEMO_USERS.admin.email, { isArchived: true }, 999_999)).statusCode).toBe(404);
  });

  it('POST changevalue records the value in centavos with who and when', async () => {
    const id = showcase[7] ?? 0;
    const post = (email: string, payload: object, org = DEMO_ORGS.moraes, target = id) =>
      ctx.post(`/v1/organization/${org}/process/${target}/changevalue`, { as: email, body: payload });
    const res = await post(DEMO_USERS.advogada.email, { valueProcess: 12_345_67 });
    expect(res.statusCode).toBe(200);
    expect(res.json().manualCauseValue).toEqual({
      value: 1_234_567,
      updatedBy: { id: expect.any(String), name: 'Carla Lima' },
      updatedAt: expect.any(String),
    });
    expect((await get(DEMO_ORGS.moraes, id)).json().manualCauseValue.value).toBe(1_234_567);
    expect((await post(DEMO_USERS.admin.email, { valueProcess: null })).json().manualCauseValue).toBeNull();
    // A cause value is never negative, is whole centavos and at most MONEY_MAX_CENTAVOS (src/contract/money.ts); each refusal says so.
    for (const valueProcess of [-1, 10.5, 0.01, 1_000_000_000_000_001, Number.MAX_SAFE_INTEGER]) {
      const refused = await post(DEMO_USERS.admin.email, { valueProcess });
      expect(refused.statusCode, String(valueProcess)).toBe(400);
      expect(refused.json().message).toBe(
        'Valor da causa inválido: informe um valor inteiro em centavos, de R$ 0,00 a R$ 9.999.999.999.999,99.',
      );
    }
    expect((await post(DEMO_USERS.admin.email, { valueProcess: 0 })).json().manualCauseValue.value).toBe(0);
    expect((await post(DEMO_USERS.admin.email, { valueProcess: 999_999_999_999_999 })).statusCode).toBe(200);
    expect((await post(DEMO_USERS.basico.email, { valueProcess: 1 })).statusCode).toBe(403);
    expect((await post(DEMO_USERS.admin.email, { valueProcess: 1 }, DEMO_ORGS.moraes, foreignId)).statusCode).toBe(404);
  });
});

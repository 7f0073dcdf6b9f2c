import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCnpj, completeCpf } from '../../src/contract/brazil-document.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const LOOKUP = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/partner/process`;
const ACTIVITIES = `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/activities`;

describe('lookup (Consulta) and the activity list', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(async () => ctx.close());

  const lookup = (documentNumber: unknown, email = DEMO_USERS.basico.email, url = LOOKUP) =>
    ctx.post(url, { as: email, body: { documentNumber } });
  const get = (url: string, email = DEMO_USERS.basico.email) => ctx.get(url, { as: email });
  const consumed = async (planId: number) =>
    (await ctx.db.query<{ consume: number }>('SELECT consume FROM plans WHERE id = $1', [planId])).rows[0]?.consume;
  const ledger = async (number: string) =>
    (
      await ctx.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM plan_consumptions pc JOIN consume_unique_items c ON c.id = pc.consume_unique_id WHERE c.document_number = $1`,
        [number],
      )
    ).rows[0]?.n;

  it('adds a new CPF once: 201 and one Consulta, then 200 and nothing for the same document with punctuation', async () => {
    const cpf = completeCpf('845120937');
    const before = await consumed(1);
    const first = await lookup(cpf);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      consumed: 1,
      register: {
        documentNumber: cpf,
        documentType: 'CPF',
        typeSearch: 'Consulta',
        consume: 1,
        accessPauseMonitor: false,
        analyses: [],
      },
    });
    const formatted = `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
    const again = await lookup(formatted);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      created: false,
      consumed: 0,
      register: { id: first.json().register.id, consume: 1 },
    });
    expect(await consumed(1)).toBe((before ?? 0) + 1);
    expect(await ledger(cpf)).toBe(1);
    const list = (await get(ACTIVITIES)).json();
    expect(list.result[0].id).toBe(first.json().register.id);
  });

  it('accepts the alphanumeric CNPJ (lower case and punctuation) and names a document from its processes', async () => {
    const res = await lookup('12.abc.345/01de-35', DEMO_USERS.admin.email);
    // Seeded already for holder 1: answered, not consumed again.
    expect(res.statusCode).toBe(200);
    expect(res.json().register).toMatchObject({ documentNumber: '12ABC34501DE35', documentType: 'CNPJ' });
    const party = (
      await ctx.db.query<{ document: string; name: string }>(
        `SELECT pp.document, pp.name FROM process_parties pp JOIN processes p ON p.id = pp.process_id
       WHERE p.organization_id = ${DEMO_ORGS.moraes} AND pp.document IS NOT NULL
         AND pp.document NOT IN (SELECT document_number FROM consume_unique_items) ORDER BY pp.id LIMIT 1`,
      )
    ).rows[0];
    expect(party).toBeDefined();
    const named = await lookup(party?.document);
    expect(named.statusCode).toBe(201);
    expect(named.json().register.documentInfo).toBe(party?.name);
  });

  it('concurrent lookups of one new document consume exactly one Consulta', async () => {
    const cpf = completeCpf('777888999');
    const before = await consumed(1);
    const answers = await Promise.all([1, 2, 3].map(() => lookup(cpf)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    expect(new Set(answers.map((a) => a.json().register.id)).size).toBe(1);
    expect(await consumed(1)).toBe((before ?? 0) + 1);
    expect(await ledger(cpf)).toBe(1);
  });

  it.each([
    ['unrecognized length', '1234567890'],
    ['wrong CPF check digits', '111.444.777-36'],
    ['wrong CNPJ check digits', '11.222.333/0001-82'],
    ['all equal digits', '000.000.000-00'],
    ['letters in a CPF', 'ABC.444.777-35'],
  ])("answers 400 'Documento inválido' for %s, consuming nothing", async (_, documentNumber) => {
    const before = await consumed(1);
    const res = await lookup(documentNumber);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Documento inválido');
    expect(await consumed(1)).toBe(before);
  });

  it('answers 400 for bad bodies', async () => {
    for (const payload of [
      {},
      { documentNumber: '' },
      { documentNumber: 123, extra: true },
      { documentNumber: 'x'.repeat(41) },
    ]) {
      const res = await ctx.post(LOOKUP, { as: DEMO_USERS.basico.email, body: payload });
      expect(res.statusCode).toBe(400);
    }
  });

  it('refuses with 402 when the Consulta balance is exhausted, adding nothing', async () => {
    const cnpj = completeCnpj('556677880001');
    const res = await lookup(
      cnpj,
      DEMO_USERS.master.email,
      `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/partner/process`,
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toContain('Saldo de consultas esgotado');
    expect(await consumed(3)).toBe(200);
    expect(
      (await ctx.db.query('SELECT id FROM consume_unique_items WHERE document_number = $1', [cnpj])).rows,
    ).toHaveLength(0);
  });

  it('401 without a token; 403 for another organization, a holder of another organization and a lawyer', async () => {
    expect((await ctx.post(LOOKUP, { body: { documentNumber: completeCpf('123123123') } })).statusCode).toBe(401);
    expect(
      (
        await lookup(
          completeCpf('123123123'),
          DEMO_USERS.basico.email,
          `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/partner/process`,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await lookup(
          completeCpf('123123123'),
          DEMO_USERS.basico.email,
          `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.moraes}/partner/process`,
        )
      ).statusCode,
    ).toBe(403);
    expect((await lookup(completeCpf('123123123'), DEMO_USERS.advogada.email)).statusCode).toBe(403);
    expect(
      (await get(`/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.moraes}/activities`)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/activities`)).statusCode,
    ).toBe(403);
    expect((await ctx.get(ACTIVITIES)).statusCode).toBe(401);
  });

  it('lists 10 per page, newest first, with the consume-unique fields; a page past the end is empty', async () => {
    const page0 = (await get(`${ACTIVITIES}?page=0`)).json();
    expect(page0.total).toBeGreaterThan(10);
    expect(page0.result).toHaveLength(10);
    expect(page0.result[0]).toEqual({
      id: expect.any(Number),
      documentInfo: expect.any(String),
      typeSearch: expect.stringMatching(/^(Consulta|Monitoria|Pausa)$/),
      documentNumber: expect.any(String),
      documentType: expect.stringMatching(/^(CPF|CNPJ)$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      consume: expect.any(Number),
      monitoringSince: null,
      accessPauseMonitor: expect.any(Boolean),
      daypausemonitor: null,
      pauseEndsAt: null,
      dtAvailablePause: null,
      analyses: expect.any(Array),
      // The item's relationship analysis or null (tests/server/relationships.test.ts compares it with its own route).
      relationship: page0.result[0].relationship === null ? null : expect.objectContaining({ id: expect.any(Number) }),
    });
    const updated = page0.result.map((i: { updatedAt: string }) => i.updatedAt);
    expect([...updated].sort().reverse()).toEqual(updated);
    const page1 = (await get(`${ACTIVITIES}?page=1`)).json();
    expect(page1.result.length).toBe(page0.total - 10);
    const beyond = await get(`${ACTIVITIES}?page=50`);
    expect(beyond.statusCode).toBe(200);
    expect(beyond.json()).toEqual({ result: [], total: page0.total });
    expect((await get(`${ACTIVITIES}?page=-1`)).statusCode).toBe(400);
  });

  it('filters by type (Consulta, Monitoria, Pausa), text (name or document) and period', async () => {
    const paused = (await get(`${ACTIVITIES}?type=Pausa`)).json();
    expect(paused.total).toBe(1);
    expect(paused.result[0]).toMatchObject({
      typeSearch: 'Pausa',
      daypausemonitor: 30,
      accessPauseMonitor: false,
      pauseEndsAt: expect.any(String),
    });
    const monitored = (await get(`${ACTIVITIES}?type=Monitoria`)).json();
    expect(monitored.result.every((i: { typeSearch: string }) => i.typeSearch === 'Monitoria')).toBe(true);
    expect(monitored.result.some((i: { accessPauseMonitor: boolean }) => i.accessPauseMonitor)).toBe(true);
    const searched = (await get(`${ACTIVITIES}?type=Consulta`)).json();
    expect(searched.result.every((i: { typeSearch: string }) => i.typeSearch === 'Consulta')).toBe(true);
    const all = (await get(ACTIVITIES)).json().total;
    expect(paused.total + monitored.total + searched.total).toBe(all);
    expect(
      (await get(`${ACTIVITIES}?text=${encodeURIComponent('alfa numerica')}`)).json().result[0].documentNumber,
    ).toBe('12ABC34501DE35');
    expect((await get(`${ACTIVITIES}?text=${encodeURIComponent('12.ABC')}`)).json().total).toBe(1);
    expect((await get(`${ACTIVITIES}?from=2999-01-01`)).json().total).toBe(0);
    expect((await get(`${ACTIVITIES}?from=2000-01-01&to=2999-12-31`)).json().total).toBe(all);
    expect((await get(`${ACTIVITIES}?from=2026-11-02&to=2026-11-01`)).statusCode).toBe(400);
    expect((await get(`${ACTIVITIES}?from=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`${ACTIVITIES}?type=Outro`)).statusCode).toBe(400);
  });

  it('GET one item: 404 unknown, 403 for an item of another holder', async () => {
    const [mine] = (await get(ACTIVITIES)).json().result;
    expect(
      (await get(`/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/consumeunique/${mine.id}`)).json()
        .register.id,
    ).toBe(mine.id);
    const [foreign] = (
      await get(
        `/v1/holder/${DEMO_HOLDERS.atlantico}/organization/${DEMO_ORGS.atlantico}/activities`,
        DEMO_USERS.master.email,
      )
    ).json().result;
    const cross = await get(
      `/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/consumeunique/${foreign.id}`,
    );
    expect(cross.statusCode).toBe(404);
    expect(cross.json().message).toBe('Documento não encontrado na lista de atividades.');
    expect(
      (await get(`/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/consumeunique/99999999`))
        .statusCode,
    ).toBe(404);
  });
});

describe('an older demo database gets the issue-5 demo data on start', () => {
  it('topUpDemoData adds the analysis plans and the activity list once', async () => {
    const { topUpDemoData } = await import('../../server/seed/seed.ts');
    const ctx = await createTestContext();
    try {
      await ctx.db.query('DELETE FROM consume_unique_items');
      await ctx.db.query('DELETE FROM plans WHERE id >= 7');
      await topUpDemoData(ctx.db);
      const plans = await ctx.db.query("SELECT id FROM plans WHERE type_plan IN ('AnaliseBasica', 'AnalisePremium')");
      expect(plans.rows).toHaveLength(6);
      const items =
        (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consume_unique_items')).rows[0]?.n ?? 0;
      expect(items).toBeGreaterThan(5);
      await topUpDemoData(ctx.db);
      expect(
        (await ctx.db.query<{ n: number }>('SELECT count(*)::int AS n FROM consume_unique_items')).rows[0]?.n,
      ).toBe(items);
    } finally {
      await ctx.close();
    }
  }, 120_000); // seeds a second database: slower than the default on a busy machine
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { processIds } from './helpers/multipart.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('movements', () => {
  let ctx: TestContext;
  let showcase: number;
  let foreign: number;
  beforeAll(async () => {
    ctx = await createTestContext({}, 30);
    showcase = (await processIds(ctx.db, DEMO_ORGS.moraes))[0] ?? 0;
    foreign = (await processIds(ctx.db, DEMO_ORGS.atlantico))[0] ?? 0;
  });
  afterAll(async () => ctx.close());

  const get = (path: string, email = DEMO_USERS.basico.email) => ctx.get(path, { as: email });
  const base = () => `/v1/organization/${DEMO_ORGS.moraes}/process/${showcase}`;

  it('lists court and manual movements newest first, with file and people', async () => {
    const res = await get(`${base()}/moviments`);
    expect(res.statusCode).toBe(200);
    const { result, total } = res.json();
    expect(total).toBeGreaterThan(1);
    const dates = result.map((m: { date: string }) => m.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const manual = result.find((m: { source: string }) => m.source === 'MANUAL');
    expect(manual).toMatchObject({
      isManual: true,
      class: 'Movimentação manual',
      file: { name: 'protocolo-juntada.pdf', contentType: 'application/pdf' },
      createdBy: { name: 'Carla Lima' },
    });
    expect(manual.people.map((p: { responsibility: string }) => p.responsibility).sort()).toEqual([
      'RESPONSAVEL',
      'REVISOR',
    ]);
    expect(manual.people[0]).toMatchObject({
      responsibilityLabel: expect.any(String),
      email: expect.stringContaining('@'),
    });
    expect(result.find((m: { source: string }) => m.source === 'COURT')).toMatchObject({
      isManual: false,
      file: null,
      createdBy: null,
    });
  });

  it('opens one movement with movimentId, and answers 404 for a movement of another process', async () => {
    const first = (await get(`${base()}/moviments`)).json().result[0];
    const one = (await get(`${base()}/moviments?movimentId=${first.id}`)).json();
    expect(one).toEqual({ result: [first], total: 1 });
    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM movements WHERE process_id <> $1 LIMIT 1', [
      showcase,
    ]);
    expect((await get(`${base()}/moviments?movimentId=${rows[0]?.id}`)).statusCode).toBe(404);
  });

  it('filters by type and by date range, and rejects a reversed or impossible range', async () => {
    const all = (await get(`${base()}/moviments`)).json().result;
    const type = all[all.length - 1].class as string;
    const byType = (await get(`${base()}/moviments?type=${encodeURIComponent(type)}`)).json();
    expect(byType.result.every((m: { class: string }) => m.class === type)).toBe(true);
    const none = (await get(`${base()}/moviments?from=2999-01-01`)).json();
    expect(none.total).toBe(0);
    const day = (await get(`${base()}/moviments?from=2026-10-20&to=2026-10-20`)).json();
    expect(day.result.some((m: { isManual: boolean }) => m.isManual)).toBe(true);
    const reversed = await get(`${base()}/moviments?from=2026-02-01&to=2026-01-01`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe('Período inválido: a data inicial é posterior à data final.');
    expect((await get(`${base()}/moviments?from=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`${base()}/moviments?from=ontem`)).statusCode).toBe(400);
  });

  it('lists only manual movements on movimentsmanual', async () => {
    const body = (await get(`${base()}/movimentsmanual`)).json();
    expect(body.total).toBe(1);
    expect(body.result[0].file.id).toEqual(expect.any(Number));
  });

  it('lists the organization’s movement types', async () => {
    const types = (await get(`/v1/organization/${DEMO_ORGS.moraes}/moviments/types`)).json();
    expect(types).toContain('Distribuição');
    expect(types).toContain('Movimentação manual');
    expect([...types].sort()).toEqual(types);
  });

  it('guards every movement route (401, 403 across organizations)', async () => {
    expect((await ctx.get(`${base()}/moviments`)).statusCode).toBe(401);
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/process/${foreign}/moviments`)).statusCode).toBe(404);
    expect((await get(`/v1/organization/${DEMO_ORGS.moraes}/process/${foreign}/movimentsmanual`)).statusCode).toBe(404);
    expect((await get(`/v1/organization/${DEMO_ORGS.atlantico}/moviments/types`)).statusCode).toBe(403);
    expect(
      (await get(`/v1/organization/${DEMO_ORGS.atlantico}/process/${showcase}/moviments`, DEMO_USERS.master.email))
        .statusCode,
    ).toBe(404);
  });
});

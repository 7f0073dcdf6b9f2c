import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertNotification } from '../../server/repositories/notifications.ts';
import { stripPartName } from '../../src/contract/party-name.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 14, item 14: one part-name rule (docs/product.md#party-names) for the list, the detail, notifications, CSV and PDF exports. */
describe('part names are spelt the same everywhere', () => {
  let ctx: TestContext;
  let processId = 0;
  const RAW = 'Banco Zeta (Brasil) S.A. - "Filial" & Cia.';
  const SHOWN = 'Banco Zeta Brasil SA Filial Cia';
  const DOCUMENT = '11222333000181';
  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM processes WHERE organization_id = ${DEMO_ORGS.moraes} AND NOT is_secret ORDER BY id LIMIT 1`,
    );
    processId = rows[0]?.id ?? 0;
    await ctx.db.query(
      `INSERT INTO process_parties (process_id, name, document, side, function, representatives)
       VALUES ($1, $2, $3, 'DEFENDANT', 'Réu', '[{"name": "Dr. José (OAB) d''Ávila", "oab": "SP123"}]')`,
      [processId, RAW, DOCUMENT],
    );
    await insertNotification(ctx.db, {
      organizationId: DEMO_ORGS.moraes,
      type: 'CHANGE_MOVIMENT',
      processId,
      at: new Date('2026-10-31T12:00:00Z'),
      movement: { class: 'Despacho', text: 'Teste', date: new Date('2026-10-31T12:00:00Z') },
    });
  });
  afterAll(async () => ctx.close());

  const get = (url: string) => ctx.get(url, { as: DEMO_USERS.basico.email });
  const post = (url: string, payload: object) => ctx.post(url, { as: DEMO_USERS.basico.email, body: payload });

  it('the rule itself', () => {
    expect(stripPartName(RAW)).toBe(SHOWN);
    expect(stripPartName(SHOWN)).toBe(SHOWN);
  });

  it('list, detail and notification agree', async () => {
    const list = (
      await get(`/v1/organization/${DEMO_ORGS.moraes}/process?party=${encodeURIComponent('Banco Zeta')}`)
    ).json();
    const row = list.result.find((r: { id: number }) => r.id === processId);
    expect(row.defendants).toContain(SHOWN);
    const detail = (await get(`/v1/process/${DEMO_ORGS.moraes}/${processId}`)).json();
    const party = detail.defendants.find((d: { name: string }) => d.name.startsWith('Banco Zeta'));
    expect(party.name).toBe(SHOWN);
    expect(party.representatives[0].name).toBe('Dr José OAB dÁvila');
    expect(detail.parts.map((p: { name: string }) => p.name)).toContain(SHOWN);
    const notifications = (await get(`/v1/organization/${DEMO_ORGS.moraes}/notifications`)).json();
    const alert = notifications.result.find((n: { processId: number }) => n.processId === processId);
    expect(alert.defendants).toContain(SHOWN);
    expect(alert.defendants.join()).not.toContain('(');
  });

  it('the explain CSV and PDF spell it the same way', async () => {
    // The explain exports are for documents the organization looked up.
    const lookup = await post(`/v1/holder/${DEMO_HOLDERS.moraes}/organization/${DEMO_ORGS.moraes}/partner/process`, {
      documentNumber: DOCUMENT,
    });
    expect(lookup.statusCode, lookup.body).toBeLessThan(300);
    const body = { organizationId: DEMO_ORGS.moraes, expression: { terms: [DOCUMENT] }, size: 20, from: 0 };
    const answer = await post('/v1/report/explain', body);
    expect(answer.statusCode, answer.body).toBe(200);
    const csv = answer.rawPayload.toString('utf8');
    // A plain text cell needs no quotes (src/contract/csv.ts): the name stands between the separators.
    expect(csv.split('\r\n')[1]).toContain(`;${SHOWN};`);
    const pdf = (await post('/v1/report/explain/report', body)).rawPayload;
    const text = pdf.toString('latin1');
    const streams = [...text.matchAll(/stream\r?\n([\s\S]*?)endstream/g)].map((m) => Buffer.from(m[1] ?? '', 'latin1'));
    const pages = streams
      .map((s) => {
        try {
          return inflateSync(s).toString('latin1');
        } catch {
          return s.toString('latin1');
        }
      })
      .join('\n');
    expect(pages).toContain(Buffer.from(SHOWN, 'latin1').toString('hex').toUpperCase());
    expect(pages).not.toContain(Buffer.from('(Brasil)', 'latin1').toString('hex').toUpperCase());
  });
});

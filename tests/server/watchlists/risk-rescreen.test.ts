import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '../../../src/contract/notifications.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../../server/demo/relationship-demo-documents.ts';
import { createTestContext, type TestContext } from '../helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import { startFakeListsServer, zipAnswer, type FakeAnswer, type FakeListsServer } from './fake-lists-server.ts';
import { cguZip, fixtureBytes, officialWatchlists, publishedLists } from './watchlist-fixtures.ts';

const NOW = new Date('2026-11-26T12:00:00Z');
const MORAES = DEMO_ORGS.moraes;
const ATLANTICO = DEMO_ORGS.atlantico;
const BR = `/v1/business-relationships/organizations/${MORAES}/holder/${DEMO_HOLDERS.moraes}`;
/** On the CEIS fixture (318204, until 14/05/2027), in org 590's seeded graph, monitored by both organizations here. */
const DUARTE = 'J27451893000148';
const CEIS_PATH = '/download-de-dados/ceis/20261126';

/** The CEIS fixture's lines (latin-1 kept as bytes through 'latin1'), edited per "day". */
const CEIS_LINES = Buffer.from(fixtureBytes('cgu/ceis.csv')).toString('latin1').split('\n');
const ceisWith = (edit: (lines: string[]) => string[]): FakeAnswer =>
  zipAnswer(cguZip('CEIS', new Uint8Array(Buffer.from(edit([...CEIS_LINES]).join('\n'), 'latin1'))));
const isMarcos = (line: string) => line.includes('"316136"');
const isHelena = (line: string) => line.includes('"290117"');
/** Duarte's sanction ends on 14/05/2026 instead of 14/05/2027: past on NOW. */
const duarteEnded = (lines: string[]) =>
  lines.map((line) => (line.includes('"318204"') ? line.replace('"14/05/2027"', '"14/05/2026"') : line));

/**
 * Issue 34 item 4: with WATCHLISTS=official fed by the local fake, an import that brings a new file version queues the
 * re-screening, which tells each organization once about a new or ended flag on its monitored documents and graph
 * entities, keeps a dismissed hit quiet until its evidence changes, and keeps every organization's to itself.
 */
describe('re-screening after a watchlist import (risk-rescreen, RISK_CHANGE)', { timeout: 120_000 }, () => {
  let fake: FakeListsServer;
  let ctx: TestContext;
  const routes: Record<string, FakeAnswer> = {};
  let alfaAnalysis = 0;

  const importLists = async (ceis?: FakeAnswer) => {
    if (ceis) fake.serve({ ...routes, [CEIS_PATH]: ceis });
    await ctx.app.jobs.send('watchlist-import', {});
    await ctx.app.jobs.drain(60_000);
  };
  const risks = async (org: number, entityId?: string) =>
    (
      await ctx.db.query<{ id: number; risk: NonNullable<Notification['risk']>; last_update_class: string }>(
        `SELECT id::int, risk, last_update_class FROM notifications WHERE organization_id = $1 AND type = 'RISK_CHANGE'
           AND ($2::text IS NULL OR risk->>'entityId' = $2) AND date >= $3 ORDER BY id`,
        [org, entityId ?? null, NOW.toISOString()],
      )
    ).rows;
  const flagEvents = async (org: number) =>
    (
      await ctx.db.query<{ target_label: string; after: Record<string, unknown> }>(
        `SELECT target_label, after FROM audit_events WHERE organization_id = $1 AND action = 'RISK_FLAG_CHANGED'
           AND occurred_at >= $2 ORDER BY id`,
        [org, NOW.toISOString()],
      )
    ).rows;

  beforeAll(async () => {
    Object.assign(routes, publishedLists());
    fake = await startFakeListsServer(routes);
    ctx = await createTestContext({ watchlists: officialWatchlists(fake.url, NOW) }, 1);
    // Both organizations monitor Duarte Campos: 590 also holds it in its seeded graph, 371 only monitors it.
    for (const org of [MORAES, ATLANTICO])
      await ctx.db.query(
        `INSERT INTO monitored_documents (organization_id, document_number, document_type, name, active)
         VALUES ($1, '27451893000148', 'CNPJ', 'Duarte Campos Participações Ltda', true)`,
        [org],
      );
    alfaAnalysis = Number(
      (
        await ctx.db.query<{ id: number }>(
          `SELECT r.id FROM relationship_analyses r JOIN consume_unique_items c ON c.id = r.consume_unique_id
           WHERE r.organization_id = $1 AND c.document_number = $2`,
          [MORAES, DEMO.alfa.number],
        )
      ).rows[0]?.id,
    );
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await fake?.close();
  });

  it('an import tells each organization once about the monitored company on the CEIS, with the graph as link', async () => {
    await importLists();
    const moraes = await risks(MORAES, DUARTE);
    expect(moraes).toHaveLength(1);
    expect(moraes[0]).toMatchObject({
      last_update_class: 'Novo risco em Duarte Campos Participações Ltda',
      risk: { change: 'NEW', list: 'CEIS', recordId: '318204', analysisId: alfaAnalysis, entityKind: 'COMPANY' },
    });
    // Only monitored in 371: its own notification, opening its monitored document (no graph holds it there).
    expect(await risks(ATLANTICO, DUARTE)).toEqual([
      expect.objectContaining({ risk: expect.objectContaining({ change: 'NEW', analysisId: null }) }),
    ]);
    // The graph's partner on the CEIS (masked CPF + name) is news too; his PEP grace ended in 2025, before anyone was
    // told of it: recorded, not announced.
    const marcos = (await risks(MORAES)).filter((n) => n.risk.entityName === 'Marcos Vinícius Tavares');
    expect(marcos.map((n) => [n.risk.change, n.risk.riskId])).toEqual([['NEW', 'CEIS:316136']]);
    expect((await flagEvents(MORAES)).map((e) => e.after.notified)).toEqual([true, true]);
    // The graph now shows what the lists say (its answer's cache follows the version).
    const graph = (
      await ctx.get(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${alfaAnalysis}/business_relationships`, {
        as: DEMO_USERS.basico.email,
      })
    ).json().register;
    const duarte = graph.entities.find((e: { id: string }) => e.id === DUARTE);
    expect(duarte.risks.map((r: { id: string }) => r.id)).toEqual(['CEIS:318204']);
  });

  it('the same files again notify nothing, nor does running the re-screening twice', async () => {
    const before = (await risks(MORAES)).length + (await risks(ATLANTICO)).length;
    await importLists();
    await ctx.app.jobs.send('risk-rescreen', {});
    await ctx.app.jobs.drain(60_000);
    expect((await risks(MORAES)).length + (await risks(ATLANTICO)).length).toBe(before);
  });

  it('a new CEIS file where the sanction ended tells each organization once: "Risco encerrado"', async () => {
    await importLists(ceisWith(duarteEnded));
    for (const org of [MORAES, ATLANTICO]) {
      const ended = (await risks(org, DUARTE)).filter((n) => n.risk.change === 'ENDED');
      expect(ended).toHaveLength(1);
      expect(ended[0]).toMatchObject({
        last_update_class: 'Risco encerrado em Duarte Campos Participações Ltda',
        risk: { endedOn: '2026-05-14' },
      });
    }
    await ctx.app.jobs.send('risk-rescreen', {});
    await ctx.app.jobs.drain(60_000);
    expect(await risks(MORAES, DUARTE)).toHaveLength(2);
  });

  it('a dismissed hit stays quiet — withdrawn, back as it was — until its evidence changes', async () => {
    const marcosId = (await risks(MORAES)).find((n) => n.risk.riskId === 'CEIS:316136')!.risk.entityId;
    const dismissed = await ctx.put(
      `${BR}/userPlanConsumeBusinessRelationshipsSummary/${alfaAnalysis}/risk-decisions`,
      {
        as: DEMO_USERS.basico.email,
        body: { entityId: marcosId, riskId: 'CEIS:316136', decision: 'DISMISSED', reason: 'Homônimo conferido' },
      },
    );
    expect(dismissed.statusCode).toBe(200);
    const count = async () => (await risks(MORAES, marcosId)).length;
    const before = await count();
    // Withdrawn from the list: an end, but of the very evidence dismissed.
    await importLists(ceisWith((lines) => duarteEnded(lines).filter((line) => !isMarcos(line))));
    expect(await count()).toBe(before);
    expect((await flagEvents(MORAES)).at(-1)?.after).toMatchObject({ riskState: 'fora da lista', notified: false });
    // Back unchanged (another row went): still the evidence dismissed.
    await importLists(ceisWith((lines) => duarteEnded(lines).filter((line) => !isHelena(line))));
    expect(await count()).toBe(before);
    // New evidence (another legal basis): the hit returns, once.
    const changed = (lines: string[]) =>
      duarteEnded(lines)
        .filter((line) => !isHelena(line))
        .map((line) => (isMarcos(line) ? line.replace('art. 46', 'art. 46, par. único') : line));
    await importLists(ceisWith(changed));
    expect((await risks(MORAES, marcosId)).slice(before)).toEqual([
      expect.objectContaining({ risk: expect.objectContaining({ change: 'NEW', riskId: 'CEIS:316136' }) }),
    ]);
  });

  it('keeps every organization to itself (403 on another list, 404 on another id), and honours the setting', async () => {
    const ownIds = (await risks(MORAES)).map((n) => n.id);
    const basic = DEMO_USERS.basico.email;
    expect(
      (await ctx.get(`/v1/organization/${ATLANTICO}/notifications?type=RISK_CHANGE`, { as: basic })).statusCode,
    ).toBe(403);
    const master = DEMO_USERS.master.email;
    const theirs = (
      await ctx.get(`/v1/organization/${ATLANTICO}/notifications?type=RISK_CHANGE`, { as: master })
    ).json().result as Notification[];
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.every((n) => n.risk?.entityId === DUARTE && !ownIds.includes(n.id))).toBe(true);
    expect((await ctx.put(`/v1/organization/${ATLANTICO}/notifications/${ownIds[0]}`, { as: master })).statusCode).toBe(
      404,
    );
    const screened = await ctx.db.query<{ entity_id: string }>(
      'SELECT DISTINCT entity_id FROM risk_screenings WHERE organization_id = $1',
      [ATLANTICO],
    );
    expect(screened.rows.map((row) => row.entity_id)).toContain(DUARTE);
    expect(screened.rows.map((row) => row.entity_id)).not.toContain(
      (await risks(MORAES)).find((n) => n.risk.riskId === 'CEIS:316136')!.risk.entityId,
    );
    // Switched off: the change is recorded and audited, not notified.
    await ctx.db.query('UPDATE organizations SET notify_risk_change = false WHERE id = $1', [ATLANTICO]);
    const before = (await risks(ATLANTICO)).length;
    await importLists(ceisWith((lines) => lines.filter((line) => !isHelena(line))));
    expect(await risks(ATLANTICO)).toHaveLength(before);
    expect((await flagEvents(ATLANTICO)).at(-1)?.after).toMatchObject({
      riskState: 'vigente',
      notified: false,
      silencedBy: 'preferência de notificação desligada',
    });
  });
});

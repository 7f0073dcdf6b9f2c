import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { RelationshipEntity, RelationshipGraph } from '../../src/contract/relationships.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';
import { alfaAnalysisId } from './helpers/seeded-analyses.ts';

const BR = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
const OTHER = `/v1/business-relationships/organizations/${DEMO_ORGS.atlantico}/holder/${DEMO_HOLDERS.atlantico}`;
const BASIC = DEMO_USERS.basico.email;
const ADMIN = DEMO_USERS.admin.email;
const LAWYER = DEMO_USERS.advogada.email;

/** The date field each kind of risk entry has: changing it is new evidence. */
const DATE_FIELD = {
  Protesto: 'date',
  IsCurrentlyPresentOnSource: 'since',
  PEPOccurence: 'startDate',
  wasPreviouslySanctioned: 'startDate',
} as const;

/** Issue 34 item 5: an analyst confirms or dismisses a hit; it holds until the hit's evidence changes. */
describe('decisions on hits (PUT …/risk-decisions, migration 0026)', () => {
  let ctx: TestContext;
  let analysisId: number;
  let entity: RelationshipEntity;
  let risk: RiskEntry;
  const url = () => `${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/risk-decisions`;
  const decide = (body: Record<string, unknown>, as = BASIC, at = url()) => ctx.put(at, { as, body });
  const graph = async (): Promise<RelationshipGraph> =>
    (
      await ctx.get(`${BR}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/business_relationships`, {
        as: LAWYER,
      })
    ).json().register;
  const riskNow = async (): Promise<RiskEntry> => {
    const found = (await graph()).entities.find((e) => e.id === entity.id)?.risks?.find((r) => r.id === risk.id);
    if (!found) throw new Error('risk gone');
    return found;
  };
  const events = async () =>
    (
      await ctx.db.query<{
        action: string;
        actor_email: string;
        target_label: string;
        before: unknown;
        after: Record<string, unknown>;
      }>(
        `SELECT action, actor_email, target_label, before, after FROM audit_events WHERE organization_id = $1 AND action = 'RISK_DECISION_RECORDED' ORDER BY id`,
        [DEMO_ORGS.moraes],
      )
    ).rows;

  beforeAll(async () => {
    ctx = await createTestContext();
    analysisId = await alfaAnalysisId(ctx);
    const flagged = (await graph()).entities.find((e) => (e.risks ?? []).some((r) => r.kind !== 'Protesto'));
    if (!flagged?.risks) throw new Error('the demo graph has no flagged entity');
    entity = flagged;
    risk = flagged.risks.find((r) => r.kind !== 'Protesto')!;
  });
  afterAll(async () => ctx.close());

  it('a hit starts undecided; confirming it shows the decision, who and when in the graph, audited', async () => {
    expect(risk.decision).toBeUndefined();
    const res = await decide({
      entityId: entity.id,
      riskId: risk.id,
      decision: 'CONFIRMED',
      reason: '  Mesmo CNPJ na lista  ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().register).toMatchObject({
      entityId: entity.id,
      riskId: risk.id,
      decision: {
        decision: 'CONFIRMED',
        reason: 'Mesmo CNPJ na lista',
        decidedBy: { email: BASIC, name: 'Bruno Souza' },
      },
    });
    const shown = await riskNow();
    expect(shown.decision).toMatchObject({ decision: 'CONFIRMED', reason: 'Mesmo CNPJ na lista' });
    expect(Date.parse(shown.decision!.decidedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(shown.outdatedDecision).toBeUndefined();
    const [event] = await events();
    expect(event).toMatchObject({
      action: 'RISK_DECISION_RECORDED',
      actor_email: BASIC,
      before: null,
      after: { entityId: entity.id, riskId: risk.id, decision: 'CONFIRMED', analysisId },
    });
    expect(event?.target_label).toContain('Confirmado');
  });

  it('re-deciding supersedes (history kept, the old one is the event’s before); the decider is the token’s', async () => {
    const res = await decide(
      { entityId: entity.id, riskId: risk.id, decision: 'DISMISSED', reason: 'Homônimo: outro CPF' },
      ADMIN,
    );
    expect(res.statusCode).toBe(200);
    expect((await riskNow()).decision).toMatchObject({ decision: 'DISMISSED', decidedBy: { email: ADMIN } });
    const rows = await ctx.db.query(
      'SELECT decision FROM risk_decisions WHERE entity_id = $1 AND risk_id = $2 ORDER BY id',
      [entity.id, risk.id],
    );
    expect(rows.rows.map((r) => (r as { decision: string }).decision)).toEqual(['CONFIRMED', 'DISMISSED']);
    expect((await events()).at(-1)).toMatchObject({
      before: { decision: 'CONFIRMED' },
      after: { decision: 'DISMISSED' },
    });
    // A field the body may not carry (who decided) is refused, not trusted.
    const forged = await decide({
      entityId: entity.id,
      riskId: risk.id,
      decision: 'DISMISSED',
      reason: 'Forjado',
      decidedBy: 'x',
    });
    expect(forged.statusCode).toBe(400);
  });

  it('a LAWYER may read decisions but not decide (403); another organization → 403/404', async () => {
    const body = { entityId: entity.id, riskId: risk.id, decision: 'CONFIRMED', reason: 'Motivo válido' };
    expect((await decide(body, LAWYER)).statusCode).toBe(403);
    // The analysis named under another organization's path: 404 there (not theirs), 403 for a non-member.
    const otherPath = `${OTHER}/userPlanConsumeBusinessRelationshipsSummary/${analysisId}/risk-decisions`;
    expect((await decide(body, DEMO_USERS.master.email, otherPath)).statusCode).toBe(404);
    expect((await decide(body, DEMO_USERS.master.email)).statusCode).toBe(403);
    expect(
      (await decide(body, BASIC, `${BR}/userPlanConsumeBusinessRelationshipsSummary/999999/risk-decisions`)).statusCode,
    ).toBe(404);
  });

  it('bad bodies → 400 in Portuguese; an entity or risk not in the analysis → 404 in Portuguese', async () => {
    const base = { entityId: entity.id, riskId: risk.id, decision: 'DISMISSED', reason: 'Motivo válido' };
    const bad = [
      { ...base, reason: 'ab' },
      { ...base, reason: '    ' },
      { ...base, reason: 'x'.repeat(501) },
      { ...base, decision: 'MAYBE' },
      { entityId: entity.id, riskId: risk.id, decision: 'DISMISSED' },
    ];
    for (const body of bad) {
      const res = await decide(body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json().message).toMatch(/Motivo|Decisão|motivo/);
    }
    const noRisk = await decide({ ...base, riskId: 'CEIS:nao-existe' });
    expect(noRisk.statusCode).toBe(404);
    expect(noRisk.json().message).toBe('Este risco não consta desta entidade nesta análise.');
    const noEntity = await decide({ ...base, entityId: 'J00000000000191' });
    expect(noEntity.statusCode).toBe(404);
    expect(noEntity.json().message).toBe('Esta entidade não faz parte do grafo desta análise.');
  });

  it('when the hit’s evidence changes the decision lapses: undecided again, the old one kept as outdated', async () => {
    const { rows } = await ctx.db.query<{ data: { risks: RiskEntry[] } }>(
      'SELECT data FROM relationship_entities WHERE analysis_id = $1 AND entity_id = $2',
      [analysisId, entity.id],
    );
    const data = rows[0]!.data;
    const stored = data.risks.find((r) => r.id === risk.id) as unknown as Record<string, string>;
    stored[DATE_FIELD[risk.kind]] = '2026-11-20';
    // What a re-screening does: new rows for the entity, and the graph's version bumped with them.
    await ctx.db.query('UPDATE relationship_entities SET data = $3 WHERE analysis_id = $1 AND entity_id = $2', [
      analysisId,
      entity.id,
      JSON.stringify(data),
    ]);
    await ctx.db.query('UPDATE relationship_analyses SET graph_version = graph_version + 1 WHERE id = $1', [
      analysisId,
    ]);
    const lapsed = await riskNow();
    expect(lapsed.decision).toBeUndefined();
    expect(lapsed.outdatedDecision).toMatchObject({ decision: 'DISMISSED', reason: 'Homônimo: outro CPF' });
    // Deciding again on the new evidence makes it current again.
    expect(
      (await decide({ entityId: entity.id, riskId: risk.id, decision: 'DISMISSED', reason: 'Revisado: homônimo' }))
        .statusCode,
    ).toBe(200);
    const again = await riskNow();
    expect(again.decision).toMatchObject({ decision: 'DISMISSED', reason: 'Revisado: homônimo' });
    expect(again.outdatedDecision).toBeUndefined();
  });
});

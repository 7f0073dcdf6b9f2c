import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../server/demo/relationship-demo-documents.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const HELENA = completeCpf('390533447');

/**
 * Issue 28 item 5: POST /v1/relationships-parents returns companies with PEP, sanction and protest flags. Like the
 * /qsa call beside it, it answers only for a document the organization looked up (and paid for), and it is audited.
 */
describe('the partner-companies lookup is as paid as the QSA lookup', () => {
  let ctx: TestContext;
  const parents = (documentNumber: string, as = DEMO_USERS.basico.email) =>
    ctx.post('/v1/relationships-parents', {
      as,
      body: { organizationId: DEMO_ORGS.moraes, holderId: DEMO_HOLDERS.moraes, documentNumber },
    });
  const audited = async (action: string) =>
    Number(
      (
        await ctx.db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM audit_events WHERE organization_id = $1 AND action = $2',
          [DEMO_ORGS.moraes, action],
        )
      ).rows[0]?.n,
    );

  beforeAll(async () => {
    ctx = await createTestContext({}, 5);
  }, 60_000);
  afterAll(async () => ctx.close());

  it('a document the organization never looked up → 404 with the reason, nothing recorded', async () => {
    // Helena is looked up by Moraes, never by the master organization, whose super admin asks.
    await ctx.db.query('DELETE FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2', [
      DEMO_ORGS.master,
      HELENA,
    ]);
    const foreign = await ctx.post('/v1/relationships-parents', {
      as: DEMO_USERS.master.email,
      body: { organizationId: DEMO_ORGS.master, holderId: DEMO_HOLDERS.master, documentNumber: HELENA },
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, MESSAGES.documentNotLookedUp]);
    const never = await parents('11144477735');
    expect([never.statusCode, never.json().message]).toEqual([404, MESSAGES.documentNotLookedUp]);
    expect(await audited('PARTNER_COMPANIES_LOOKUP')).toBe(0);
    expect(
      Number(
        (
          await ctx.db.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM audit_events WHERE action = 'PARTNER_COMPANIES_LOOKUP'",
          )
        ).rows[0]?.n,
      ),
    ).toBe(0);
  });

  it('a looked-up document answers its companies and leaves a row in the trail, as the QSA lookup does', async () => {
    // Alfa is looked up by Moraes in the demo world (relationship-demo-documents.ts).
    const qsa = await ctx.post(`/v1/organizations/${DEMO_ORGS.moraes}/qsa/${DEMO.alfa.number}`, {
      as: DEMO_USERS.advogada.email,
    });
    expect(qsa.statusCode).toBe(200);
    expect(await audited('QSA_LOOKUP')).toBe(1);
    const res = await parents(HELENA);
    expect(res.statusCode).toBe(200);
    expect(res.json().register.length).toBeGreaterThan(0);
    expect(await audited('PARTNER_COMPANIES_LOOKUP')).toBe(1);
    const { rows } = await ctx.db.query<{ target_document: string }>(
      "SELECT target_document FROM audit_events WHERE action = 'PARTNER_COMPANIES_LOOKUP' AND organization_id = $1",
      [DEMO_ORGS.moraes],
    );
    expect(rows[0]?.target_document).not.toContain(HELENA.slice(3, 9));
  });
});

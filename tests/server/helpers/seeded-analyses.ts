import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../../../server/demo/relationship-demo-documents.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import type { TestContext } from './test-app.ts';

/** Org 590's relationship routes: `${MORAES_RELATIONSHIPS}/…`. */
export const MORAES_RELATIONSHIPS = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;

/** The seeded relationship analysis of org 590's demo company (alphanumeric CNPJ, the richest graph), found as a member finds it. */
export async function alfaAnalysisId(ctx: TestContext): Promise<number> {
  const item = (
    await ctx.db.query<{ id: number }>(
      'SELECT id FROM consume_unique_items WHERE organization_id = $1 AND document_number = $2',
      [DEMO_ORGS.moraes, DEMO.alfa.number],
    )
  ).rows[0]?.id;
  const answer = await ctx.get(`${MORAES_RELATIONSHIPS}/consumeunique/${item}`, { as: DEMO_USERS.basico.email });
  return Number(answer.json().register.id);
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 14, item 3: every text search ignores accents, case and the punctuation stripped from part names. */
describe('accent-blind text search', () => {
  let ctx: TestContext;
  let target = 0;
  beforeAll(async () => {
    ctx = await createTestContext({}, 40);
    const { rows } = await ctx.db.query<{ id: number }>(
      `SELECT id FROM processes WHERE organization_id = ${DEMO_ORGS.moraes} ORDER BY id LIMIT 1`,
    );
    target = rows[0]?.id ?? 0;
    await ctx.db.query(
      `INSERT INTO process_parties (process_id, name, side, function) VALUES
        ($1, 'Fábio Zuquetti Teste', 'AUTHOR', 'Autor'), ($1, 'JOÃO ZUQUETTI', 'DEFENDANT', 'Réu'),
        ($1, 'Antônio Araújo Zuquetti', 'DEFENDANT', 'Réu'), ($1, 'Zuquetti Banco (Brasil) S.A.', 'DEFENDANT', 'Réu'),
        ($1, 'Fabio Sem Acento Zuquetti', 'AUTHOR', 'Autor')`,
      [target],
    );
  });
  afterAll(async () => ctx.close());

  const ids = async (party: string): Promise<number[]> => {
    const res = await ctx.get(`/v1/organization/${DEMO_ORGS.moraes}/process?party=${encodeURIComponent(party)}`, {
      as: DEMO_USERS.basico.email,
    });
    expect(res.statusCode).toBe(200);
    return res.json().result.map((r: { id: number }) => r.id);
  };

  it('finds a party typed without accents, in any case, and with accents the name lacks', async () => {
    for (const party of [
      'fabio zuquetti',
      'FABIO ZUQUETTI TESTE',
      'joao zuquetti',
      'Antonio Araujo',
      'antônio araújo zuq',
      'Fábio Sem Acento',
    ]) {
      expect(await ids(party), party).toContain(target);
    }
  });

  it('matches the name as shown (punctuation stripped, docs/product.md#party-names), and text with nothing to search finds nothing', async () => {
    expect(await ids('Zuquetti Banco Brasil SA')).toContain(target);
    expect(await ids('Banco (Brasil) S.A.')).toContain(target);
    expect(await ids('%%')).toEqual([]);
    expect(await ids('Zuquetti Inexistente')).toEqual([]);
  });

  it('keeps the folded key with the name and serves the search from its trigram index', async () => {
    const { rows } = await ctx.db.query<{ name_key: string }>(
      "SELECT name_key FROM process_parties WHERE name = 'Zuquetti Banco (Brasil) S.A.'",
    );
    expect(rows[0]?.name_key).toBe('zuquetti banco brasil sa');
    await ctx.db.query("UPDATE process_parties SET name = 'Zuquetti Ção' WHERE name = 'JOÃO ZUQUETTI'");
    expect(await ids('zuquetti cao')).toContain(target);
    await ctx.db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const plan = await tx.query<{ 'QUERY PLAN': string }>(
        "EXPLAIN SELECT process_id FROM process_parties pp WHERE pp.name_key LIKE '%' || search_fold($1::text) || '%'",
        ['Fabio'],
      );
      expect(plan.rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('process_parties_name_key_trgm_idx');
    });
  });
});

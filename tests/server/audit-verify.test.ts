import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditChainCheck, AuditEvent } from '../../src/contract/organization-users.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { describeResult, verifyAuditCsv } from '../../scripts/audit-chain-verifier.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

const ORG = `/v1/organization/${DEMO_ORGS.moraes}`;
const ADMIN = DEMO_USERS.admin.email;

/** Issue 28 item 3: the trail verifiable outside the server (export + scripts/audit-verify.ts) and by the server. */
describe('audit trail integrity (issue 28)', () => {
  let ctx: TestContext;
  const exportCsv = async (query = '') => {
    const res = await ctx.get(`${ORG}/audit/export${query}`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    return res.body;
  };
  const verify = async () => {
    const res = await ctx.get(`${ORG}/audit/verify`, { as: ADMIN });
    expect(res.statusCode).toBe(200);
    return res.json() as AuditChainCheck;
  };

  beforeAll(async () => {
    ctx = await createTestContext({}, 20);
  }, 60_000);
  afterAll(async () => ctx.close());

  it('the API gives every event its seq, previous hash and hash, linked newest to oldest', async () => {
    const { result } = (await ctx.get(`${ORG}/audit`, { as: ADMIN })).json() as { result: AuditEvent[] };
    expect(result.length).toBeGreaterThan(2);
    for (const [i, event] of result.entries()) {
      expect(event.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(event.occurredAt).toMatch(/\.\d{3}Z$/);
      const older = result[i + 1];
      if (older) {
        expect(event.seq).toBe(older.seq + 1);
        expect(event.prevHash).toBe(older.hash);
      }
    }
  });

  it('an export verifies on its own, and the server check agrees on the head', async () => {
    const csv = await exportCsv();
    const header = csv.replace(/^\ufeff/, '').split('\r\n')[0];
    expect(header).toContain('"Nº";"Organização";"Data e hora (ISO 8601, Brasília)"');
    expect(csv).toMatch(/"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}-03:00"/);
    const result = verifyAuditCsv(csv);
    expect(describeResult(result)).toMatch(/^OK: \d+ linhas \(Nº 1 a \d+\)/);
    // The export recorded itself after reading the rows: the server's head is one event further.
    const check = await verify();
    expect(check).toMatchObject({ ok: true, brokenSeq: null, brokenId: null });
    expect(result.ok && check.headSeq === (result.headSeq ?? 0) + 1).toBe(true);
    const newest = (await ctx.get(`${ORG}/audit`, { as: ADMIN })).json().result[0] as AuditEvent;
    expect(newest).toMatchObject({ action: 'EXPORT', seq: check.headSeq, hash: check.headHash });
    expect(result.ok && newest.prevHash).toBe(result.ok ? result.headHash : '');
  });

  it('a filtered export fails plainly, and passes with --allow-gaps naming the gaps', async () => {
    const csv = await exportCsv('?action=SIGN_IN');
    expect(verifyAuditCsv(csv)).toMatchObject({ ok: false, reason: expect.stringMatching(/^faltam as linhas Nº/) });
    const lenient = verifyAuditCsv(csv, { allowGaps: true });
    expect(lenient.ok && lenient.gaps.length).toBeGreaterThan(0);
  });

  it('the verify route is for admins of the organization only', async () => {
    expect((await ctx.get(`${ORG}/audit/verify`, { as: DEMO_USERS.basico.email })).statusCode).toBe(403);
    expect((await ctx.get(`/v1/organization/${DEMO_ORGS.atlantico}/audit/verify`, { as: ADMIN })).statusCode).toBe(403);
    expect((await ctx.get(`${ORG}/audit/verify`)).statusCode).toBe(401);
  });

  it('one field of one row changed in the database: the verifier and the server both fail at that row', async () => {
    const { rows } = await ctx.db.query<{ id: number; seq: number }>(
      'SELECT id::int AS id, seq::int AS seq FROM audit_events WHERE organization_id = $1 ORDER BY id LIMIT 1 OFFSET 4',
      [DEMO_ORGS.moraes],
    );
    const target = rows[0]!;
    // The table refuses updates; a tamperer able to switch its trigger off is what the chain is for.
    await ctx.db.transaction(async (tx) => {
      await tx.exec('SET LOCAL session_replication_role = replica');
      await tx.query("UPDATE audit_events SET ip = '203.0.113.9' WHERE id = $1", [target.id]);
    });
    const check = await verify();
    expect(check).toMatchObject({ ok: false, brokenSeq: target.seq, brokenId: target.id });
    const result = verifyAuditCsv(await exportCsv());
    expect(result).toMatchObject({ ok: false, seq: target.seq, reason: 'o hash não confere com o conteúdo da linha' });
    expect(describeResult(result)).toMatch(new RegExp(`^FALHA na Nº ${target.seq}, linha \\d+ do arquivo`));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS } from '../../src/contract/manual-upload.ts';
import { startRetentionTimer } from '../../server/maintenance/retention-timer.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';

describe('retention of idempotency answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 2);
  });
  afterAll(() => ctx.close());

  const keys = async () =>
    (await ctx.db.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key')).rows.map((row) => row.key);

  it('deletes answers past the retention window when the timer starts, and keeps recent ones', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(`SELECT id FROM users WHERE email = 'admin@exemplo.test'`);
    const userId = rows[0]?.id;
    const insert = (key: string, hoursAgo: number) =>
      ctx.db.query(
        `INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash, status_code, response, created_at)
         VALUES (${DEMO_ORGS.moraes}, $1, $2, 'h', 201, '{}'::jsonb, now() - make_interval(hours => $3))`,
        [userId, key, hoursAgo],
      );
    await insert('expired', IDEMPOTENCY_TTL_HOURS + 1);
    await insert('recent', 1);
    const errors: unknown[] = [];
    const stop = startRetentionTimer(ctx.db, { intervalMs: 60_000, onError: (error) => errors.push(error) });
    try {
      await expect.poll(keys, { timeout: 5_000 }).toEqual(['recent']);
    } finally {
      stop();
    }
    expect(errors).toEqual([]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TTL_HOURS } from '../../src/contract/manual-upload.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_ORGS } from '../../server/demo/demo-users.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

describe('retention of idempotency answers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 2);
  });
  afterAll(() => ctx.close());

  const keys = async () =>
    (await ctx.db.query<{ key: string }>('SELECT key FROM idempotency_keys ORDER BY key')).rows.map((row) => row.key);

  it('a retention job deletes answers past the retention window and keeps recent ones', async () => {
    const { rows } = await ctx.db.query<{ id: string }>(
      `SELECT id FROM users WHERE email = '${DEMO_USERS.admin.email}'`,
    );
    const userId = rows[0]?.id;
    const insert = (key: string, hoursAgo: number) =>
      ctx.db.query(
        `INSERT INTO idempotency_keys (organization_id, user_id, key, request_hash, status_code, response, created_at)
         VALUES (${DEMO_ORGS.moraes}, $1, $2, 'h', 201, '{}'::jsonb, now() - make_interval(hours => $3))`,
        [userId, key, hoursAgo],
      );
    await insert('expired', IDEMPOTENCY_TTL_HOURS + 1);
    await insert('recent', 1);
    await ctx.app.jobs.send('retention', {});
    await ctx.app.jobs.drain();
    expect(await keys()).toEqual(['recent']);
  });

  it('an instance with schedules stores retention hourly and the court feed every COURT_FEED_MINUTES; 0 removes the feed', async () => {
    const scheduled = await createTestContext({ jobs: { schedules: true, courtFeedMinutes: 3 } }, 0);
    try {
      expect(await scheduled.app.jobs.listSchedules()).toEqual(
        expect.arrayContaining([
          { name: 'retention', cron: '0 * * * *' },
          { name: 'court-feed', cron: '*/3 * * * *' },
          { name: 'issue-bills', cron: '5 3 1 * *' },
        ]),
      );
      await scheduled.app.jobs.setSchedule('court-feed', null);
      expect((await scheduled.app.jobs.listSchedules()).map((row) => row.name).sort()).toEqual([
        'issue-bills',
        'retention',
      ]);
    } finally {
      await scheduled.close();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_MARKER_HEADER, API_MARKER_VALUE } from '../../src/contract/api-marker.ts';
import { identityProxy } from '../../server/identity/identity-proxy.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

// Issue 29: the PWA takes a response for the API's only when it carries the marker, so every answer the API gives —
// success, its own errors, the identity proxy's, the health check — must carry it (a missing one reads as a portal).
describe('the API marks every answer as its own', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({
      // Nothing listens there: the proxy's own refusals and its 503 for an unreachable identity service are enough.
      plugins: [async (app) => app.register(identityProxy({ target: 'http://127.0.0.1:9', db: app.db }))],
    });
  });
  afterAll(() => ctx.close());

  const marked = (headers: Record<string, unknown>) => headers[API_MARKER_HEADER];

  it('on successes, its own errors and the health check', async () => {
    const answers = {
      success: await ctx.get('/v1/user', { as: DEMO_USERS.admin.email }),
      unauthenticated: await ctx.get('/v1/user'),
      forbidden: await ctx.get('/v1/organization/371/process?page=0', { as: DEMO_USERS.admin.email }),
      notFound: await ctx.get('/v1/nothing-here'),
      badUrl: await ctx.get('/v1/organization/%zz'),
      health: await ctx.get('/health'),
    };
    for (const [name, answer] of Object.entries(answers))
      expect(marked(answer.headers), `${name} (${answer.statusCode})`).toBe(API_MARKER_VALUE);
    expect(answers.success.statusCode).toBe(200);
    expect(answers.unauthenticated.statusCode).toBe(401);
  });

  it('on the identity proxy’s answers, its refusals and its 503 included', async () => {
    const post = (target: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/identity/',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
        },
        payload: JSON.stringify({
          ClientId: 'x',
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'a@b.test', PASSWORD: 'x' },
        }),
      });
    const refused = await post('AdminCreateUser');
    expect(refused.statusCode).toBe(400);
    expect(marked(refused.headers)).toBe(API_MARKER_VALUE);
    const unreachable = await post('InitiateAuth');
    expect(unreachable.statusCode).toBe(503);
    expect(marked(unreachable.headers)).toBe(API_MARKER_VALUE);
  });
});

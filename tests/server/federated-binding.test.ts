import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { federatedProviderOf } from '../../server/auth/federated-identity.ts';
import { MESSAGES } from '../../server/http/messages.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { subjectFor } from './helpers/tokens.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** The `identities` claim Cognito puts in the ID token of a user who signed in through Google. */
const googleIdentities = (userId: string) => [
  {
    userId,
    providerName: 'Google',
    providerType: 'Google',
    issuer: null,
    primary: 'true',
    dateCreated: '1732000000000',
  },
];

/** Issue 35, item 2: a Google identity is bound by its subject, never merged with another account by e-mail. */
describe('federated (Google) identities', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
  });
  afterAll(async () => ctx.close());

  const getUser = (claims: Record<string, unknown>) =>
    ctx.get('/v1/user', { headers: { authorization: ctx.bearer(claims) } });
  const userRow = async (email: string) =>
    (await ctx.db.query<{ subject: string | null }>('SELECT subject FROM users WHERE email = $1', [email])).rows[0];
  const googleToken = (email: string, userId: string) => ({
    email,
    sub: `google-sub-${userId}`,
    'cognito:username': `google_${userId}`,
    identities: googleIdentities(userId),
  });

  it('does not act as the password user who has the same e-mail', async () => {
    // Ana signs in with her password first: her row is bound to her own subject.
    expect((await getUser({ email: DEMO_USERS.admin.email })).json().username).toBe(DEMO_USERS.admin.email);
    const res = await getUser(googleToken(DEMO_USERS.admin.email, '104729000000000000001'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.federatedIdentityUnbound);
    expect((await userRow(DEMO_USERS.admin.email))?.subject).toBe(subjectFor(DEMO_USERS.admin.email));
    // Nor on any other route.
    expect(
      (
        await ctx.get('/v1/organization', {
          headers: { authorization: ctx.bearer(googleToken(DEMO_USERS.admin.email, '104729000000000000001')) },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('does not take over a row no subject claimed yet (an invitation), even with a verified e-mail', async () => {
    expect((await userRow(DEMO_USERS.advogada.email))?.subject).toBeNull();
    const res = await getUser(googleToken(DEMO_USERS.advogada.email, '104729000000000000002'));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MESSAGES.federatedIdentityUnbound);
    expect((await userRow(DEMO_USERS.advogada.email))?.subject).toBeNull();
    // The password user still links at her own first sign-in.
    expect((await getUser({ email: DEMO_USERS.advogada.email })).statusCode).toBe(200);
  });

  it('creates no account for an unknown Google e-mail', async () => {
    const res = await getUser(googleToken('desconhecido@gmail.test', '104729000000000000003'));
    expect(res.statusCode).toBe(401);
    expect(await userRow('desconhecido@gmail.test')).toBeUndefined();
  });

  it('is recognised by the username alone, or by identities written as a JSON string', async () => {
    const byUsername = await getUser({
      email: DEMO_USERS.basico.email,
      sub: 'google-sub-4',
      'cognito:username': 'Google_104729000000000000004',
    });
    expect(byUsername.json().message).toBe(MESSAGES.federatedIdentityUnbound);
    const asString = await getUser({
      email: DEMO_USERS.basico.email,
      sub: 'google-sub-5',
      identities: JSON.stringify(googleIdentities('5')),
    });
    expect(asString.json().message).toBe(MESSAGES.federatedIdentityUnbound);
    expect((await userRow(DEMO_USERS.basico.email))?.subject).toBeNull();
  });

  it('signs in the user whose subject the Google identity was linked to (AdminLinkProviderForUser)', async () => {
    // After an explicit link, Cognito issues the invited user's own subject, with the Google account in `identities`.
    const res = await getUser({
      email: DEMO_USERS.master.email,
      sub: subjectFor(DEMO_USERS.master.email),
      'cognito:username': 'f3c1-diego',
      identities: googleIdentities('6'),
    });
    // A row not bound yet is not bound through a federated token either: the link binds it (npm start binds demo rows).
    expect(res.statusCode).toBe(401);
    await ctx.db.query('UPDATE users SET subject = $1 WHERE email = $2', [
      subjectFor(DEMO_USERS.master.email),
      DEMO_USERS.master.email,
    ]);
    const linked = await getUser({
      email: DEMO_USERS.master.email,
      sub: subjectFor(DEMO_USERS.master.email),
      'cognito:username': 'f3c1-diego',
      identities: googleIdentities('6'),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().username).toBe(DEMO_USERS.master.email);
  });
});

describe('federatedProviderOf', () => {
  it('reads the provider of the identities claim, the username prefix, or nothing', () => {
    expect(federatedProviderOf({ identities: googleIdentities('1') })).toBe('Google');
    expect(federatedProviderOf({ 'cognito:username': 'google_1' })).toBe('google');
    expect(federatedProviderOf({ identities: 'not json' })).toBe('unknown');
    expect(federatedProviderOf({ identities: [{}] })).toBe('unknown');
    expect(federatedProviderOf({ identities: [] })).toBeUndefined();
    expect(federatedProviderOf({ 'cognito:username': 'a1b2c3' })).toBeUndefined();
    expect(federatedProviderOf({})).toBeUndefined();
  });
});

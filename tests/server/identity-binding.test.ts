import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { subjectFor } from './helpers/tokens.ts';
import { DEMO_USERS } from '../support/demo-users.ts';

/** Issue 13, finding 1: who the caller is comes from the token's immutable `sub`, never from its e-mail. */
describe('users bound to the identity subject', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({}, 0);
  });
  afterAll(async () => ctx.close());

  const getUser = (claims: Record<string, unknown>) =>
    ctx.get('/v1/user', { headers: { authorization: ctx.bearer(claims) } });
  const subjectOf = async (email: string) =>
    (await ctx.db.query<{ subject: string | null }>('SELECT subject FROM users WHERE email = $1', [email])).rows[0]
      ?.subject;

  it('links a row not linked yet at its first verified sign-in', async () => {
    expect(await subjectOf(DEMO_USERS.advogada.email)).toBeNull();
    const res = await getUser({ email: DEMO_USERS.advogada.email });
    expect(res.statusCode).toBe(200);
    expect(await subjectOf(DEMO_USERS.advogada.email)).toBe(subjectFor(DEMO_USERS.advogada.email));
  });

  it('refuses another subject that claims the e-mail of a linked user (changed e-mail attribute), even while cached', async () => {
    expect((await getUser({ email: DEMO_USERS.admin.email })).statusCode).toBe(200);
    const attacker = await getUser({ email: DEMO_USERS.admin.email, sub: 'attacker-sub-1' });
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().message).toBe(MESSAGES.subjectConflict);
    // Upper case or spaces do not make it another address.
    expect((await getUser({ email: ' Admin@Exemplo.TEST', sub: 'attacker-sub-1' })).statusCode).toBe(401);
  });

  it('keeps finding a linked user by subject when the token carries another e-mail', async () => {
    const basico = subjectFor(DEMO_USERS.basico.email);
    expect((await getUser({ email: DEMO_USERS.basico.email })).json().username).toBe(DEMO_USERS.basico.email);
    // Bruno changed his e-mail attribute to Ana's address and signed in again: he is still Bruno.
    const res = await getUser({ email: DEMO_USERS.master.email, sub: basico });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(DEMO_USERS.basico.email);
    // And Diego's row, not linked yet, was not handed to him.
    expect(await subjectOf(DEMO_USERS.master.email)).toBeNull();
  });

  it('refuses tokens whose e-mail is not verified, in Portuguese', async () => {
    for (const emailVerified of [false, 'false', undefined, 1, 'TRUE']) {
      const res = await getUser({ email: DEMO_USERS.restrito.email, email_verified: emailVerified });
      expect(res.statusCode, String(emailVerified)).toBe(401);
      expect(res.json().message).toBe(MESSAGES.emailNotVerified);
    }
    expect(await subjectOf(DEMO_USERS.restrito.email)).toBeNull();
    expect((await getUser({ email: DEMO_USERS.restrito.email, email_verified: 'true' })).statusCode).toBe(200);
  });

  it('creates a new identity just in time, bound to its subject', async () => {
    const res = await getUser({ email: 'nova@exemplo.test', sub: 'new-sub-1', given_name: 'Nova' });
    expect(res.statusCode).toBe(200);
    expect(await subjectOf('nova@exemplo.test')).toBe('new-sub-1');
    expect((await getUser({ email: 'nova@exemplo.test', sub: 'new-sub-2' })).statusCode).toBe(401);
  });
});

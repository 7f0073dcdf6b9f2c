import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../server/http/messages.ts';
import { createTestContext, type TestContext } from './helpers/test-app.ts';
import { subjectFor } from './helpers/tokens.ts';

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
    (await ctx.db.query<{ subject: string | null }>('SELECT subject FROM users WHERE email = $1', [email])).rows[0]?.subject;

  it('links a row not linked yet at its first verified sign-in', async () => {
    expect(await subjectOf('advogada@exemplo.test')).toBeNull();
    const res = await getUser({ email: 'advogada@exemplo.test' });
    expect(res.statusCode).toBe(200);
    expect(await subjectOf('advogada@exemplo.test')).toBe(subjectFor('advogada@exemplo.test'));
  });

  it('refuses another subject that claims the e-mail of a linked user (changed e-mail attribute), even while cached', async () => {
    expect((await getUser({ email: 'admin@exemplo.test' })).statusCode).toBe(200);
    const attacker = await getUser({ email: 'admin@exemplo.test', sub: 'attacker-sub-1' });
    expect(attacker.statusCode).toBe(401);
    expect(attacker.json().message).toBe(MESSAGES.subjectConflict);
    // Upper case or spaces do not make it another address.
    expect((await getUser({ email: ' Admin@Exemplo.TEST', sub: 'attacker-sub-1' })).statusCode).toBe(401);
  });

  it('keeps finding a linked user by subject when the token carries another e-mail', async () => {
    const basico = subjectFor('basico@exemplo.test');
    expect((await getUser({ email: 'basico@exemplo.test' })).json().username).toBe('basico@exemplo.test');
    // Bruno changed his e-mail attribute to Ana's address and signed in again: he is still Bruno.
    const res = await getUser({ email: 'master@exemplo.test', sub: basico });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe('basico@exemplo.test');
    // And Diego's row, not linked yet, was not handed to him.
    expect(await subjectOf('master@exemplo.test')).toBeNull();
  });

  it('refuses tokens whose e-mail is not verified, in Portuguese', async () => {
    for (const emailVerified of [false, 'false', undefined, 1, 'TRUE']) {
      const res = await getUser({ email: 'restrito@exemplo.test', email_verified: emailVerified });
      expect(res.statusCode, String(emailVerified)).toBe(401);
      expect(res.json().message).toBe(MESSAGES.emailNotVerified);
    }
    expect(await subjectOf('restrito@exemplo.test')).toBeNull();
    expect((await getUser({ email: 'restrito@exemplo.test', email_verified: 'true' })).statusCode).toBe(200);
  });

  it('creates a new identity just in time, bound to its subject', async () => {
    const res = await getUser({ email: 'nova@exemplo.test', sub: 'new-sub-1', given_name: 'Nova' });
    expect(res.statusCode).toBe(200);
    expect(await subjectOf('nova@exemplo.test')).toBe('new-sub-1');
    expect((await getUser({ email: 'nova@exemplo.test', sub: 'new-sub-2' })).statusCode).toBe(401);
  });
});

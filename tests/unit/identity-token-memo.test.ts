import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureIdentity, getIdToken, idTokenAtHand, signIn, signOut } from '../../src/lib/identity';
import { forgetIdToken, peekIdToken } from '../../src/lib/id-token-memo';

const HOUR = 3_600_000;
const STORED_ID_TOKEN = 'CognitoIdentityServiceProvider.client-a.someone.idToken';
const amplify = vi.hoisted(() => ({
  token: 'token-1',
  lease: null as null | (() => Promise<{ token: string; expiresAt: number } | null>),
  duringSignOut: null as null | (() => Promise<unknown>),
}));

vi.mock('../../src/lib/identity/amplify-identity', () => ({
  configureIdentity: () => undefined,
  onRedirectSignIn: () => () => undefined,
  signIn: async () => 'DONE',
  signOut: async () => {
    await amplify.duringSignOut?.();
  },
  getIdTokenLease: () => amplify.lease?.() ?? Promise.resolve({ token: amplify.token, expiresAt: Date.now() + HOUR }),
}));

beforeEach(() => {
  configureIdentity({
    userPoolId: 'local_pool',
    userPoolClientId: 'client-a',
    userPoolEndpoint: null,
    oauthDomain: null,
  });
  // Amplify's keys (its TokenStore's): the signed-in person and their ID token.
  localStorage.setItem('CognitoIdentityServiceProvider.client-a.LastAuthUser', 'someone');
  localStorage.setItem(STORED_ID_TOKEN, 'token-1');
  amplify.lease = null;
  amplify.duringSignOut = null;
  forgetIdToken();
});
afterEach(() => localStorage.clear());

describe('the identity door and the ID token memo (src/lib/identity.ts)', () => {
  it('a sign-in leaves the new token at hand for the first requests', async () => {
    expect(peekIdToken()).toBeNull();
    await expect(signIn('a@exemplo.test', 'x')).resolves.toBe('DONE');
    expect(idTokenAtHand()).toBe('token-1');
  });

  it("sends the remembered token only while Amplify's storage still holds it", async () => {
    await getIdToken();
    expect(idTokenAtHand()).toBe('token-1');
    localStorage.setItem(STORED_ID_TOKEN, 'token-1-altered');
    expect(idTokenAtHand()).toBeNull();
    localStorage.setItem(STORED_ID_TOKEN, 'token-1');
    expect(idTokenAtHand()).toBe('token-1');
    localStorage.removeItem(STORED_ID_TOKEN);
    expect(idTokenAtHand()).toBeNull();
  });

  it('a sign-out forgets the token, also one asked for while Amplify was signing out', async () => {
    await getIdToken();
    expect(peekIdToken()).toBe('token-1');
    amplify.duringSignOut = () => getIdToken();
    await signOut();
    expect(peekIdToken()).toBeNull();
  });

  it('an answer that comes back after a sign-out is not remembered', async () => {
    let answer: (lease: { token: string; expiresAt: number }) => void = () => undefined;
    amplify.lease = () => new Promise((resolve) => (answer = resolve));
    const asked = getIdToken();
    await signOut();
    answer({ token: 'token-old', expiresAt: Date.now() + HOUR });
    await expect(asked).resolves.toBe('token-old');
    expect(peekIdToken()).toBeNull();
  });
});

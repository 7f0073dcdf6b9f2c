import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('../../src/lib/identity', () => ({
  getIdToken: vi.fn(() => Promise.resolve('token-1')),
  signOut: vi.fn(() => {
    calls.push('signOut');
    return Promise.resolve();
  }),
}));
vi.mock('../../src/lib/session-revocation', () => ({
  revokeApiSession: vi.fn((token: string | null) => calls.push(`revoke:${token}`)),
}));

const { endSession, onSessionEnding, ENDING_CALLS_LIMIT_MS } = await import('../../src/lib/auth-store');

afterEach(() => {
  calls.length = 0;
  vi.useRealTimers();
});

describe('the last calls of a session (logout)', () => {
  it('get the token, never hold up the logout, and the revocation waits for them', async () => {
    let finish: () => void = () => undefined;
    const stop = onSessionEnding((token) => {
      calls.push(`last-call:${token}`);
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    });
    await endSession();
    expect(calls).toEqual(['last-call:token-1', 'signOut']);
    finish();
    await vi.waitFor(() => expect(calls).toEqual(['last-call:token-1', 'signOut', 'revoke:token-1']));
    stop();
  });

  it('a last call that hangs or fails delays the revocation at most ENDING_CALLS_LIMIT_MS', async () => {
    vi.useFakeTimers();
    const stopHang = onSessionEnding(() => new Promise(() => undefined));
    const stopFail = onSessionEnding(() => Promise.reject(new Error('offline')));
    await endSession();
    expect(calls).toEqual(['signOut']);
    await vi.advanceTimersByTimeAsync(ENDING_CALLS_LIMIT_MS - 1);
    expect(calls).toEqual(['signOut']);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['signOut', 'revoke:token-1']);
    stopHang();
    stopFail();
  });
});

import { describe, expect, it } from 'vitest';
import { mayHaveStoredSession } from '../../src/lib/identity';

function storage(keys: string[]): Pick<Storage, 'length' | 'key'> {
  return { length: keys.length, key: (i) => keys[i] ?? null };
}

describe('mayHaveStoredSession', () => {
  it("is true only when Amplify's last-user key of some client is stored", () => {
    expect(mayHaveStoredSession(storage(['theme', 'CognitoIdentityServiceProvider.abc.LastAuthUser']))).toBe(true);
    expect(mayHaveStoredSession(storage(['CognitoIdentityServiceProvider.abc.u1.idToken', 'LastAuthUser']))).toBe(false);
    expect(mayHaveStoredSession(storage([]))).toBe(false);
  });

  it('guesses no when the storage throws', () => {
    const blocked = { get length(): number { throw new DOMException('blocked', 'SecurityError'); }, key: () => null };
    expect(mayHaveStoredSession(blocked)).toBe(false);
  });
});

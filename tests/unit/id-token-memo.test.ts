import { beforeEach, describe, expect, it } from 'vitest';
import {
  forgetIdToken,
  idTokenGeneration,
  peekIdToken,
  rememberIdToken,
  REUSE_MS,
  SAFETY_MS,
} from '../../src/lib/id-token-memo';

const NOW = 1_800_000_000_000;
const HOUR = 3_600_000;

beforeEach(() => forgetIdToken());

describe('the ID token memo (src/lib/id-token-memo.ts)', () => {
  it("repeats Amplify's answer for REUSE_MS, then asks again", () => {
    rememberIdToken('token-a', NOW + HOUR, idTokenGeneration(), NOW);
    expect(peekIdToken(NOW)).toBe('token-a');
    expect(peekIdToken(NOW + REUSE_MS - 1)).toBe('token-a');
    expect(peekIdToken(NOW + REUSE_MS)).toBeNull();
    // Gone once past: an earlier clock reading does not bring it back.
    expect(peekIdToken(NOW)).toBeNull();
  });

  it('stops SAFETY_MS before Amplify would renew the token, and keeps none closer than that', () => {
    const expiresAt = NOW + SAFETY_MS + 10_000;
    rememberIdToken('token-a', expiresAt, idTokenGeneration(), NOW);
    expect(peekIdToken(NOW + 9_999)).toBe('token-a');
    expect(peekIdToken(NOW + 10_000)).toBeNull();

    rememberIdToken('token-b', NOW + SAFETY_MS, idTokenGeneration(), NOW);
    expect(peekIdToken(NOW)).toBeNull();
  });

  it('forgets on sign-in and sign-out, including an answer asked for before', () => {
    rememberIdToken('token-a', NOW + HOUR, idTokenGeneration(), NOW);
    const askedBefore = idTokenGeneration();
    forgetIdToken();
    expect(peekIdToken(NOW)).toBeNull();
    rememberIdToken('token-a', NOW + HOUR, askedBefore, NOW);
    expect(peekIdToken(NOW)).toBeNull();
    rememberIdToken('token-b', NOW + HOUR, idTokenGeneration(), NOW);
    expect(peekIdToken(NOW)).toBe('token-b');
  });
});

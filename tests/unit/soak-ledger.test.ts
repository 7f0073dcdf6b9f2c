import { describe, expect, it } from 'vitest';
import { reconcile, seededRandom, shuffled } from '../e2e/support/soak-ledger';

// The outbox soak's accounting (tests/e2e/outbox-soak.spec.ts): it must be able to fail.
describe('outbox soak ledger', () => {
  it('counts each created marker as accepted, lost, duplicated or stuck', () => {
    const result = reconcile(['a', 'b', 'c', 'd'], ['x'], ['a', 'b', 'b'], new Set(['c']));
    expect(result).toMatchObject({
      created: 4,
      accepted: 1,
      duplicated: 1,
      stuck: 1,
      lost: 1,
      refused: 1,
      refusedOnServer: 0,
    });
    expect(result.problems).toEqual(['duplicated ×2: b', 'stuck: c', 'lost: d']);
  });
  it('a refused file that reached the server is a problem too', () => {
    expect(reconcile([], ['x'], ['x'], new Set()).problems).toEqual(['1 refused file(s) on the server']);
  });
  it('the same seed replays the same sequence', () => {
    const a = seededRandom(29);
    const b = seededRandom(29);
    expect(Array.from({ length: 5 }, a)).toEqual(Array.from({ length: 5 }, b));
    expect(shuffled(seededRandom(7), [1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

import { describe, expect, it } from 'vitest';
import { watchlistsFigure } from '../../bench/figures/watchlists.ts';

/** Figure 14 (tests/bench/figures/watchlists.ts) once at a reduced size: it runs, and says what it measured. */
describe('bench figure 14 at a reduced size', () => {
  it('imports 3,000 rows and screens 300 entities, a third of them flagged', async () => {
    const rows = await watchlistsFigure({ log: () => {} }, { rows: 3_000, entities: 300 });
    expect(rows.map((row) => [row.figure, row.unit])).toEqual([
      ['14', 'ms'],
      ['14', 'MB'],
      ['14', 'rows/s'],
      ['14', 'ms'],
      ['14', 'ms'],
    ]);
    expect(rows.every((row) => row.values.length === 1 && Number.isFinite(row.values[0]))).toBe(true);
    expect(rows[0]?.note).toContain('100 of 300 entities flagged');
  });
});

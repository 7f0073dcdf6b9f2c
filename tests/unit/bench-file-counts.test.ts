import { describe, expect, it } from 'vitest';
import { fileCountRows, PROCESS_LIST_FILES_MAX } from '../bench/figures/bundles.ts';
import { verdictOf } from '../bench/lib/budget.ts';

const files = (page: string, n: number) => Array.from({ length: n }, (_, i) => `static/js/${page}-${i}.js`);

describe('figure 1: the files a page adds to the home', () => {
  it('counts the process list against its budget and names the page with the most', () => {
    const rows = fileCountRows([
      { page: 'process-list-page', files: files('list', 5) },
      { page: 'activities-page', files: files('activities', 28) },
      { page: 'bills-page', files: files('bills', 11) },
    ]);
    expect(rows[0]).toMatchObject({ values: [5], budget: { max: PROCESS_LIST_FILES_MAX } });
    expect(rows[0]?.note).toContain('list-0.js');
    expect(rows[1]).toMatchObject({ name: expect.stringContaining('activities-page') as string, values: [28] });
    expect(rows[1]?.note).toBe('next: bills-page 11, process-list-page 5');
  });

  it('fails when the list splits into many files again', () => {
    const [row] = fileCountRows([{ page: 'process-list-page', files: files('list', 32) }]);
    expect(row && verdictOf(row.values, row.budget)).toBe('FAIL');
  });

  it('refuses a manifest without the process list', () => {
    expect(() => fileCountRows([{ page: 'bills-page', files: files('bills', 3) }])).toThrow(/process list/);
  });
});

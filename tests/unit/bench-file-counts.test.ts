import { describe, expect, it } from 'vitest';
import { fileCountRows, outsidePagesRow, PROCESS_LIST_FILES_MAX } from '../bench/figures/bundles.ts';
import { verdictOf } from '../bench/lib/budget.ts';
import type { Manifest } from '../bench/lib/sizes.ts';
import { outsidePages } from '../../scripts/outside-pages.ts';

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

describe("figure 1: the pages outside the shell and the process list's file", () => {
  const manifest = (forgotImportsKit: boolean): Manifest => ({
    '_list-kit-a.js': { file: 'static/js/list-kit-a.js', name: 'list-kit' },
    '_center-b.js': { file: 'static/js/center-b.js', name: 'center' },
    'src/app/pages/forgot-password-page.tsx': {
      file: 'static/js/forgot-password-page-c.js',
      src: 'src/app/pages/forgot-password-page.tsx',
      isDynamicEntry: true,
      imports: forgotImportsKit ? ['_center-b.js', '_list-kit-a.js'] : ['_center-b.js'],
    },
  });
  const pages = ['src/app/pages/forgot-password-page.tsx'];

  it('passes when no outside page loads it', () => {
    const row = outsidePagesRow(manifest(false), pages);
    expect(row.values).toEqual([0]);
    expect(verdictOf(row.values, row.budget)).toBe('PASS');
  });

  it('fails and names the page that does', () => {
    const row = outsidePagesRow(manifest(true), pages);
    expect(row.values).toEqual([1]);
    expect(row.note).toContain('forgot-password-page');
    expect(verdictOf(row.values, row.budget)).toBe('FAIL');
  });

  it("reads this repository's outside pages from the files that load them", () => {
    expect(outsidePages()).toEqual(
      expect.arrayContaining(['src/app/pages/forgot-password-page.tsx', 'src/app/pages/not-found-page.tsx']),
    );
    expect(outsidePages()).not.toContain('src/app/pages/process-list-page.tsx');
  });
});

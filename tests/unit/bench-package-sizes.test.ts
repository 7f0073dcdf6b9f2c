// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { decodeMappings, mergeShares, packageOf, packageShares, textByPackage } from '../bench/lib/package-sizes.ts';

describe('bench: bytes by package (figure 1)', () => {
  it('decodes source-map VLQ segments with absolute source indexes', () => {
    // Line 1: col 0 → source 0; col 4 → source 1. Line 2: col 2 → source 1 (delta 0), col 3 without a source.
    expect(decodeMappings('AAAA,ICAA;EAAA,C')).toEqual([
      [
        [0, 0],
        [4, 1],
      ],
      [
        [2, 1],
        [3, -1],
      ],
    ]);
  });

  it('names the package of a source, scoped names whole, the app by folder', () => {
    expect(packageOf('../../node_modules/react-dom/cjs/react-dom.production.js')).toBe('react-dom');
    expect(packageOf('../../node_modules/@mantine/core/esm/components/Button/Button.mjs')).toBe('@mantine/core');
    expect(packageOf('../../node_modules/a/node_modules/@scope/b/index.js')).toBe('@scope/b');
    expect(packageOf('../../src/features/auth/login-form.tsx')).toBe('app: src/features/auth');
    expect(packageOf('../../src/main.tsx')).toBe('app: src/main.tsx');
  });

  it('splits a file by the package each byte maps to, and shares its gzip size out so the rows add up', () => {
    const code = 'aaaabbbb\ncc';
    const map = { sources: ['node_modules/a/x.js', 'node_modules/b/y.js'], mappings: 'AAAA,ICAA;AAAA' };
    const texts = textByPackage(code, map);
    expect(texts.get('a')).toBe('aaaa');
    expect(texts.get('b')).toBe('bbbb\ncc');
    const shares = packageShares(code, map, 100);
    expect(shares.reduce((sum, s) => sum + s.gzip, 0)).toBeCloseTo(100);
    expect(mergeShares([shares, shares]).find((s) => s.name === 'a')?.raw).toBe(8);
  });
});

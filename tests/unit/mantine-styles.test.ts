import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES_DIR = 'node_modules/@mantine/core/styles';
const LIST = 'src/app/mantine-styles.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** The names imported from '@mantine/core' anywhere in the PWA. */
function mantineImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles('src')) {
    for (const match of readFileSync(file, 'utf8').matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const part of (match[1] ?? '').split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
          ?.trim();
        if (name && /^[A-Z]/.test(name)) names.add(name);
      }
    }
  }
  return names;
}

/**
 * The PWA imports Mantine's styles one component file at a time (src/app/mantine-styles.ts), so a component used
 * without its file renders unstyled — as every page title once did when Title.css was missing. Every component
 * imported from '@mantine/core' whose own CSS file exists must be in that list.
 */
describe('Mantine component styles', () => {
  it('lists the CSS file of every @mantine/core component the PWA uses', () => {
    const listed = new Set(
      [...readFileSync(LIST, 'utf8').matchAll(/@mantine\/core\/styles\/([A-Za-z]+)\.css/g)].map((m) => m[1]),
    );
    const used = mantineImports();
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used].filter((name) => existsSync(join(STYLES_DIR, `${name}.css`)) && !listed.has(name)).sort();
    expect(missing, `add to ${LIST}: ${missing.map((n) => `@mantine/core/styles/${n}.css`).join(', ')}`).toEqual([]);
  });

  it('lists only files that exist', () => {
    const listed = [...readFileSync(LIST, 'utf8').matchAll(/@mantine\/core\/styles\/([A-Za-z-]+)\.css/g)].map(
      (m) => m[1],
    );
    expect(listed.filter((name) => !existsSync(join(STYLES_DIR, `${name}.css`)))).toEqual([]);
  });
});

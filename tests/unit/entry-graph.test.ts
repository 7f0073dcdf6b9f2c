import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

/** The module a relative specifier names, as Vite resolves it (.ts, .tsx, a folder's index); null for CSS and assets. */
function resolveLocal(from: string, specifier: string): string | null {
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/**
 * Every module and package the entry's file holds: main.tsx and what it imports statically, transitively. Type-only
 * imports are erased and `import()` starts another chunk, so neither is followed.
 */
function entryGraph(): { modules: string[]; packages: Set<string> } {
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
    for (const statement of source.statements) {
      const isImport = ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly;
      const isExport = ts.isExportDeclaration(statement) && !statement.isTypeOnly;
      if (!isImport && !isExport) continue;
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      if (specifier.text.startsWith('.')) {
        const target = resolveLocal(file, specifier.text);
        if (target) visit(target);
      } else if (!/\.css$/.test(specifier.text)) {
        packages.add(specifier.text);
      }
    }
  };
  visit(join(ROOT, 'src/main.tsx'));
  return { modules: [...seen].map((file) => relative(ROOT, file)), packages };
}

// Every first visit downloads and evaluates the entry's file before the login form shows. Mantine's runtime (the
// provider, theme, styles engine and components: ~19 KiB gzip) comes with the screens that use it; the login, the
// loaders and the error screens are drawn with the bare components (Mantine's markup and stylesheet).
describe("the entry's file", () => {
  it("holds no Mantine runtime: the login's screens are bare", () => {
    const { modules, packages } = entryGraph();
    expect(modules).toContain('src/app/pages/login-page.tsx');
    expect(modules).toContain('src/components/page-loader.tsx');
    expect([...packages].filter((name) => name.startsWith('@mantine/'))).toEqual([]);
  });
});

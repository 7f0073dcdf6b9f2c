// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The PWA shares the API's contract without shipping TypeBox: plain values live in typebox-free modules
 * (src/contract/constants/, brazil-document.ts, dates.ts …) and the schema modules are imported for their types only.
 * A value import of a schema module would put TypeBox in the bundle; a plain constant in a schema module would tempt
 * someone to copy it into the PWA instead.
 */
const ROOT = process.cwd();
const IMPORT = /^\s*import\s+(type\s+)?(?:\{([^}]*)\}|[\w*\s]+?)\s+from\s+'([^']+)';?/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

interface ImportLine {
  from: string;
  typeOnly: boolean;
}

function importsOf(file: string): ImportLine[] {
  return [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => {
    const names = (match[2] ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
    const typeOnly = Boolean(match[1]) || (names.length > 0 && names.every((name) => name.startsWith('type ')));
    return { from: match[3] ?? '', typeOnly };
  });
}

function resolveLocal(file: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(file), specifier);
  return (
    [base, `${base}.ts`, `${base}.tsx`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile()) ??
    null
  );
}

const contractFiles = sourceFiles(join(ROOT, 'src/contract'));

/** True when the module, or anything it imports, loads typebox at run time. */
function pullsTypebox(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  return importsOf(file).some(({ from, typeOnly }) => {
    if (typeOnly) return false;
    if (from === 'typebox' || from.startsWith('typebox/')) return true;
    const local = resolveLocal(file, from);
    return local !== null && pullsTypebox(local, seen);
  });
}

const schemaModules = contractFiles.filter((file) => pullsTypebox(file));

describe('contract modules the PWA may load', () => {
  it('finds the schema modules (the check below is not vacuous)', () => {
    expect(schemaModules.map((file) => relative(ROOT, file))).toEqual(
      expect.arrayContaining(['src/contract/analyses.ts', 'src/contract/organization.ts', 'src/contract/processes.ts']),
    );
  });

  it('keeps src/contract/constants free of typebox', () => {
    const offenders = contractFiles.filter((file) => file.includes('/constants/') && schemaModules.includes(file));
    expect(offenders.map((file) => relative(ROOT, file))).toEqual([]);
  });

  it('imports schema modules into the PWA for their types only', () => {
    const pwaFiles = sourceFiles(join(ROOT, 'src')).filter((file) => !file.startsWith(join(ROOT, 'src/contract')));
    const offenders = pwaFiles.flatMap((file) =>
      importsOf(file)
        .filter(({ from, typeOnly }) => {
          const local = resolveLocal(file, from);
          return !typeOnly && local !== null && schemaModules.includes(local);
        })
        .map(({ from }) => `${relative(ROOT, file)} → ${from}`),
    );
    expect(offenders).toEqual([]);
  });

  it('exports only schemas and schema builders from the schema modules', async () => {
    const plain: string[] = [];
    for (const file of schemaModules) {
      const exported = (await import(/* @vite-ignore */ file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exported)) {
        // TypeBox marks what it builds: '~kind' on its types, '~unsafe' on Type.Unsafe.
        const schema = typeof value === 'object' && value !== null && ('~kind' in value || '~unsafe' in value);
        if (!schema && typeof value !== 'function') plain.push(`${relative(ROOT, file)}: ${name}`);
      }
    }
    expect(plain).toEqual([]);
  });
});

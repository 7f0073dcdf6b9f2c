// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { PERSISTED_QUERIES } from '../../src/lib/query-meta';

// The documents state facts the code also holds; each check below fails when the two part ways, so the documents
// cannot drift (issue 31, item 6). Node environment: it reads the repository's files.
const ROOT = process.cwd();
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const withoutCodeBlocks = (markdown: string) => markdown.replace(/```[\s\S]*?```/g, '');

/** The text of one heading's section (up to the next heading of the same or a higher level). */
function section(markdown: string, heading: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((line) => line.replace(/^#+\s+/, '') === heading && line.startsWith('#'));
  if (start < 0) return '';
  const level = /^#+/.exec(lines[start] ?? '')?.[0].length ?? 1;
  const end = lines.findIndex(
    (line, i) => i > start && /^#+\s/.test(line) && (/^#+/.exec(line)?.[0].length ?? 9) <= level,
  );
  return lines.slice(start + 1, end < 0 ? undefined : end).join('\n');
}

const TOP_LEVEL = new Set(readdirSync(ROOT));
// Generated or local-only folders (git-ignored): named in the documents, absent from a fresh checkout.
const GENERATED = new Set([
  'dist',
  'dev-dist',
  '.data',
  '.cognito',
  'bench-results',
  'bench-report',
  'test-results',
  'playwright-report',
  'reports',
  'node_modules',
  '.stryker-tmp',
  'coverage',
]);
// A file named from inside its own area (`api/get-process.ts`, `jobs/schedules.ts`) may leave out these prefixes.
const BASES = ['', 'src/', 'server/', 'src/contract/', 'src/features/', 'src/app/', 'tests/'];

/** The backticked tokens of a document that name a repository file (a '/' and an extension) or a top-level folder. */
function repoPaths(markdown: string): string[] {
  const paths: string[] = [];
  for (const match of withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)) {
    // A line range (`app-badge.ts:9-50`) or an anchor is not part of the path; a leading '(' is prose.
    const token = (match[1] ?? '')
      .trim()
      .replace(/^\(/, '')
      .replace(/:\d+(-\d+)?$/, '')
      .replace(/#.*$/, '');
    if (!token.includes('/')) continue;
    // URL paths, globs, placeholders (<area>, {id}, …), commands and relative links are not repository paths.
    if (/\s|[<>{}*…|$?=()]|:\/\/|^\/|^\.\.?\/|^@/.test(token)) continue;
    const first = token.split('/')[0] ?? '';
    if (GENERATED.has(first) || first.startsWith('dist-') || /^[A-Z_]+$/.test(first)) continue;
    const isFile = /\.[a-z]{1,5}$/i.test(token);
    if (isFile || (token.endsWith('/') && TOP_LEVEL.has(first))) paths.push(token);
  }
  return paths;
}

describe('the documents name what exists', () => {
  it('every backticked repository path in docs/*.md and README.md exists', () => {
    const checked = DOCUMENTS.flatMap((document) => repoPaths(read(document)).map((path) => ({ document, path })));
    expect(checked.length).toBeGreaterThan(100);
    const missing = checked
      .filter(({ path }) => !BASES.some((base) => existsSync(join(ROOT, base + path))))
      .map(({ document, path }) => `${document}: ${path}`);
    expect(missing).toEqual([]);
  });

  it('the feature list of docs/architecture.md is the folders of src/features', () => {
    const paragraph = /^Features today: ([\s\S]+?)\n\n/m.exec(read('docs/architecture.md'))?.[1] ?? '';
    // The backticked folder names (a path in the paragraph has a '/' or a '.', so it is not taken for one).
    const listed = [...paragraph.matchAll(/`([a-z-]+)`/g)].map((m) => m[1]);
    const folders = readdirSync(join(ROOT, 'src/features')).filter((name) =>
      statSync(join(ROOT, 'src/features', name)).isDirectory(),
    );
    expect([...listed].sort()).toEqual(folders.sort());
  });

  it('the persisted queries listed in docs/architecture.md are PERSISTED_QUERIES, and every one is declared by a query', () => {
    const table = section(read('docs/architecture.md'), 'Persisted query cache');
    const listed = [...table.matchAll(/^\| `([\w.]+)` \|/gm)].map((m) => m[1]);
    expect(listed).toEqual([...PERSISTED_QUERIES]);
    // The type keeps a query from naming anything else; a name no query uses would be a stale line in both lists.
    const sources = walk(join(ROOT, 'src/features'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const declared = [...sources.matchAll(/persist: '([\w.]+)'/g)].map((m) => m[1]);
    expect([...declared].sort()).toEqual([...PERSISTED_QUERIES].sort());
  });
});

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

// A comment cites where a rule came from (the specification's §, an issue, a bench figure) instead of saying the
// rule: the reader cannot follow it. The rule belongs in docs/ (cite its heading) or in the comment itself.
// A paragraph of a law ('art. 224 § 3º') is not a citation of ours: its number carries the ordinal º.
const CITATION = /\bspec(?:ification)?\s*§|§\s*\d+(?![º°\d])|\bissues?\s+\d+|\b(?:bench\s+)?figures?\s+\d+/gi;

/** How many such citations each file's comments hold (comments only: strings and code are not looked at). */
function citationsByFile(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of ['src', 'server'].flatMap((dir) => walk(join(ROOT, dir)))) {
    const text = readFileSync(file, 'utf8');
    if (!CITATION.test(text)) continue;
    CITATION.lastIndex = 0;
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const seen = new Set<number>();
    let count = 0;
    const visit = (node: ts.Node) => {
      for (const range of [
        ...(ts.getLeadingCommentRanges(text, node.pos) ?? []),
        ...(ts.getTrailingCommentRanges(text, node.end) ?? []),
      ]) {
        if (seen.has(range.pos)) continue;
        seen.add(range.pos);
        count += (text.slice(range.pos, range.end).match(CITATION) ?? []).length;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (count > 0) counts[relative(ROOT, file)] = count;
  }
  return counts;
}

describe('comments say the rule, not where it came from', () => {
  it('no comment in src/ or server/ cites "spec §", "issue N" or "bench figure N"', () => {
    // The why stays in the comment; numbers and history live in docs/performance.md and the issues.
    expect(Object.entries(citationsByFile()).map(([file, count]) => `${file}: ${count}`)).toEqual([]);
  });
});

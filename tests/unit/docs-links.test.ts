// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// Comments cite the documents in docs/ by heading (`docs/product.md#page-sizes`): a renamed heading must not leave
// them pointing at nothing, and the error catalogue the docs quote must be the one the code shows.
const ROOT = process.cwd();
const CODE_DIRS = ['src', 'server', 'scripts', 'tests'];
const ROOT_FILES = [
  'README.md',
  'SECURITY.md',
  'eslint.config.js',
  'vite.config.ts',
  'playwright.config.ts',
  'vitest.config.ts',
];
const SKIP = new Set(['node_modules', 'dist', '.data', 'test-results', 'playwright-report', 'bench-results']);
const TEXT = /\.(ts|tsx|js|mjs|cjs|sql|md|json|html)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    if (SKIP.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return walk(path);
    return TEXT.test(name) ? [path] : [];
  });
}

/** GitHub's heading ids: lower case, punctuation dropped, spaces as hyphens, repeats numbered. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = (match[1] ?? '')
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    ids.add(count === 0 ? base : `${base}-${count}`);
  }
  return ids;
}

const idsOf = new Map<string, Set<string> | null>();
function anchorExists(file: string, anchor: string): boolean {
  if (!idsOf.has(file)) idsOf.set(file, existsSync(file) ? headingIds(readFileSync(file, 'utf8')) : null);
  return idsOf.get(file)?.has(anchor) ?? false;
}

interface Citation {
  from: string;
  target: string;
  anchor: string;
}

/** `docs/<file>.md#<anchor>` anywhere in code, configs and the top-level documents. */
function codeCitations(): Citation[] {
  const files = [
    ...CODE_DIRS.flatMap((dir) => walk(join(ROOT, dir))),
    ...ROOT_FILES.map((f) => join(ROOT, f)).filter(existsSync),
  ];
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/docs\/([\w-]+\.md)#([\w-]+)/g)].map((m) => ({
      from: relative(ROOT, file),
      target: join(ROOT, 'docs', m[1] ?? ''),
      anchor: m[2] ?? '',
    })),
  );
}

/** Relative links with an anchor inside docs/ (`[x](product.md#money)`, `[y](#outbox)`, `../server/README.md#…`). */
function markdownCitations(): Citation[] {
  return walk(join(ROOT, 'docs')).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(/\]\(([^)\s#]*\.md)?#([^)\s]+)\)/g)].map((m) => ({
      from: relative(ROOT, file),
      target: m[1] ? resolve(dirname(file), m[1]) : file,
      anchor: m[2] ?? '',
    })),
  );
}

/** The code spans with a space (messages, not identifiers) in one `##` section of a document. */
function messagesOfSection(markdown: string, heading: string): string[] {
  const start = markdown.indexOf(`\n## ${heading}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + heading.length + 5);
  const end = rest.search(/\n##? /);
  const section = end < 0 ? rest : rest.slice(0, end);
  return [...section.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '').filter((text) => text.includes(' '));
}

describe('documents cited by the code', () => {
  it('has a heading for every docs/…#anchor cited in src/, server/, scripts/, tests/ and the top-level files', () => {
    const citations = codeCitations();
    // The comments were re-pointed from the specification to docs/ (issue 15): there are dozens of them.
    expect(citations.length).toBeGreaterThan(40);
    const missing = citations
      .filter((c) => !anchorExists(c.target, c.anchor))
      .map((c) => `${c.from} → ${relative(ROOT, c.target)}#${c.anchor}`);
    expect(missing).toEqual([]);
  });

  it('has a heading for every anchored link between the documents', () => {
    const citations = markdownCitations();
    expect(citations.length).toBeGreaterThan(10);
    const missing = citations
      .filter((c) => !anchorExists(c.target, c.anchor))
      .map((c) => `${c.from} → ${relative(ROOT, c.target)}#${c.anchor}`);
    expect(missing).toEqual([]);
  });

  it('quotes the error catalogue exactly as the code writes it', () => {
    const sources = ['src', 'server']
      .flatMap((dir) => walk(join(ROOT, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const messages = messagesOfSection(readFileSync(join(ROOT, 'docs/messages.md'), 'utf8'), 'Error catalogue');
    expect(messages).toContain('E-mail ou senha invalido!');
    // `{email}` stands for a value the code fills in: every literal piece around it must be in the code as written.
    const absent = messages.filter((message) =>
      message.split(/\{\w+\}/).some((piece) => piece !== '' && !sources.includes(piece)),
    );
    expect(absent).toEqual([]);
  });

  it('numbers repeated headings and drops punctuation the way GitHub does', () => {
    const ids = headingIds(
      '# A\n## Page sizes\n```\n## Not a heading\n```\n### Sign-in and session\n## Page sizes\n## `PAGE_SIZE` (10)\n',
    );
    expect([...ids]).toEqual(['a', 'page-sizes', 'sign-in-and-session', 'page-sizes-1', 'page_size-10']);
  });
});

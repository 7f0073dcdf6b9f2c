import { describe, expect, it } from 'vitest';
import { pruneCustomProperties } from '../../scripts/prune-custom-properties';

describe('custom properties nothing reads, pruned from inlined CSS', () => {
  it('keeps what a declaration reads, to any depth, and drops the rest', () => {
    const css =
      ':root{--a:var(--b);--b:var(--c);--c:red;--unread:var(--also-unread);--also-unread:1px}.x{color:var(--a)}';
    expect(pruneCustomProperties(css, '<p class="x">')).toBe(
      ':root{--a:var(--b);--b:var(--c);--c:red}.x{color:var(--a)}',
    );
  });

  it("keeps what the markup's inline styles read, and what a fallback names", () => {
    const css = ':root{--gap:4px;--size:8px;--fallback:blue;--unread:0}.x{color:var(--none, var(--fallback))}';
    const markup = '<div class="x" style="--local:var(--size);padding:var(--gap)"></div>';
    expect(pruneCustomProperties(css, markup)).toBe(
      ':root{--gap:4px;--size:8px;--fallback:blue}.x{color:var(--none, var(--fallback))}',
    );
  });

  it('keeps a property declared in several rules wherever it is read, and drops rules and at-rules left empty', () => {
    const css =
      ':root{--c:red}[data-dark]{--c:black}@media (min-width:1px){:root{--unread:1}}.x{color:var(--c)}' +
      '.y{--unread:2}';
    expect(pruneCustomProperties(css, '')).toBe(':root{--c:red}[data-dark]{--c:black}.x{color:var(--c)}');
  });
});

import { describe, expect, it } from 'vitest';
import { inlineCriticalCss, loginDocument, unstyledClasses } from '../../scripts/static-login-document';

const INDEX = `<!doctype html>
<html lang="pt-BR" data-mantine-color-scheme="light">
  <head>
    <script type="module" crossorigin src="/static/js/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/static/css/index-def.css">
  </head>
  <body>
    <div id="root">
      <div class="boot" role="status"><p>Carregando…</p></div>
    </div>
    <noscript>Ative o JavaScript.</noscript>
  </body>
</html>`;

const CSS =
  ':root[data-mantine-color-scheme=light],:host([data-mantine-color-scheme=light]){--body:#fff;--unread:#000}' +
  '._card_x{color:red;background:var(--body)}._unused_y{color:blue}.m_1:hover{color:green}';

describe("login.html, built from index.html and the login form's markup", () => {
  const html = loginDocument(INDEX, '<main class="_card_x m_1">form</main>');

  it('draws the form beside an empty root, hidden while the form is there, instead of the boot loader', () => {
    expect(html).toContain('<div id="static-login"><main class="_card_x m_1">form</main></div>');
    expect(html).toMatch(/<div id="root"><\/div>\s*<noscript>/);
    expect(html).toContain('<style>#static-login~#root{display:none}</style></head>');
    expect(html).not.toContain('Carregando');
    expect(() => loginDocument(INDEX.replace('<noscript>', '<p>'), 'x')).toThrow(/#root/);
  });

  it("inlines only the rules the form uses, the colour scheme's variables it reads with them", async () => {
    const read: string[] = [];
    const out = await inlineCriticalCss(html, (file) => {
      read.push(file);
      return CSS;
    });
    expect(read).toEqual(['static/css/index-def.css']);
    const inlined = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inlined).toContain('._card_x{color:red;background:var(--body)}');
    expect(inlined).toContain('.m_1:hover{color:green}');
    expect(inlined).toContain('--body:#fff');
    expect(inlined).not.toContain('_unused_y');
    expect(inlined).not.toContain('--unread');
  });

  it('moves the whole stylesheet to the end of the body, where it no longer holds back the form, and keeps the scripts', async () => {
    const out = await inlineCriticalCss(html, () => CSS);
    expect(out).toMatch(
      /<\/div>\s*<noscript>[^<]*<\/noscript>\s*<link rel="stylesheet" crossorigin href="\/static\/css\/index-def\.css"><\/body>/,
    );
    expect(out.indexOf('<link rel="stylesheet"')).toBeGreaterThan(out.indexOf('id="static-login"'));
    expect(out).toContain('<script type="module" crossorigin src="/static/js/index-abc.js"></script>');
    // No inline script or handler: the CSP allows none.
    expect(out).not.toMatch(/<script>|onload=/);
  });

  it('names the classes of the markup that the stylesheet lacks', () => {
    const markup = '<div class="_card_x m_1 mantine-Paper-root"><p class="_title_y">t</p></div>';
    expect(unstyledClasses(markup, '._card_x{}')).toEqual(['_title_y']);
    expect(unstyledClasses(markup, '._card_x{}._title_y{}')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { loginDocument, unstyledClasses } from '../../scripts/static-login-document';

const INDEX = `<!doctype html>
<html lang="pt-BR">
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

describe("login.html, built from index.html and the login form's markup", () => {
  const css: Record<string, string> = { 'static/css/index-def.css': '._card_x{color:red}' };
  const html = loginDocument(INDEX, '<main class="_card_x">form</main>', (file) => css[file] ?? '');

  it('inlines the stylesheet and keeps the scripts', () => {
    expect(html).toContain('<style>._card_x{color:red}</style>');
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toContain('<script type="module" crossorigin src="/static/js/index-abc.js"></script>');
  });

  it('draws the form beside an empty root, hidden while the form is there, instead of the boot loader', () => {
    expect(html).toContain('<div id="static-login"><main class="_card_x">form</main></div>');
    expect(html).toMatch(/<div id="root"><\/div>\s*<noscript>/);
    expect(html).toContain('#static-login~#root{display:none}');
    expect(html).not.toContain('Carregando');
  });

  it('cannot be closed early by the stylesheet, and refuses an index.html it does not recognise', () => {
    const tricky = loginDocument(INDEX, 'x', () => 'a::after{content:"</style>"}');
    expect(tricky).toContain('content:"<\\/style>"');
    expect(() => loginDocument(INDEX.replace(/<link[^>]*>/, ''), 'x', () => '')).toThrow(/stylesheet/);
    expect(() => loginDocument(INDEX.replace('<noscript>', '<p>'), 'x', () => '')).toThrow(/#root/);
  });

  it('names the classes of the markup that the stylesheet lacks', () => {
    const markup = '<div class="_card_x m_1 mantine-Paper-root"><p class="_title_y">t</p></div>';
    expect(unstyledClasses(markup, '._card_x{}')).toEqual(['_title_y']);
    expect(unstyledClasses(markup, '._card_x{}._title_y{}')).toEqual([]);
  });
});

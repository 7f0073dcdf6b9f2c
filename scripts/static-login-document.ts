import { STATIC_LOGIN_ID } from '../src/lib/static-login.ts';

const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/;
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
// While the static form is there, the app's root stays hidden: its loader never shows over the form, and the form
// takes over in one frame.
const HIDE_ROOT = `<style>#${STATIC_LOGIN_ID}~#root{display:none}</style>`;

/**
 * index.html with the login form drawn in: the entry's stylesheet inlined (the form is styled by the document alone,
 * one round trip), and the static form beside an empty, hidden #root. The scripts are index.html's own.
 */
export function loginDocument(indexHtml: string, markup: string, readCss: (file: string) => string): string {
  const link = STYLESHEET.exec(indexHtml);
  if (!link?.[1]) throw new Error('static-login: index.html has no stylesheet link');
  if (!ROOT.test(indexHtml)) throw new Error('static-login: index.html has no #root before <noscript>');
  const css = readCss(link[1]).replaceAll('</style', '<\\/style');
  return indexHtml
    .replace(link[0], () => `<style>${css}</style>${HIDE_ROOT}`)
    .replace(ROOT, () => `<div id="${STATIC_LOGIN_ID}">${markup}</div>\n    <div id="root"></div>\n    `);
}

/** The class names of the markup that the stylesheet does not know: a sign the two were built differently. */
export function unstyledClasses(markup: string, css: string): string[] {
  const names = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
  return [...names].filter((name) => name.startsWith('_') && !css.includes(`.${name}`));
}

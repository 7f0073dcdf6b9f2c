import Beasties from 'beasties';
import { posix } from 'node:path';
import { STATIC_LOGIN_ID } from '../src/lib/static-login.ts';
import { pruneCustomProperties } from './prune-custom-properties.ts';

const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
// While the static form is there, the app's root stays hidden: its loader never shows over the form, and the form
// takes over in one frame.
const HIDE_ROOT = `<style>#${STATIC_LOGIN_ID}~#root{display:none}</style>`;

/** index.html with the login form's markup in place of the boot loader, beside an empty and hidden #root. */
export function loginDocument(indexHtml: string, markup: string): string {
  if (!ROOT.test(indexHtml)) throw new Error('static-login: index.html has no #root before <noscript>');
  return indexHtml
    .replace('</head>', () => `${HIDE_ROOT}</head>`)
    .replace(ROOT, () => `<div id="${STATIC_LOGIN_ID}">${markup}</div>\n    <div id="root"></div>\n    `);
}

/** Beasties reading the build's stylesheets from memory (they are not written yet when the document is made). */
class BuildBeasties extends Beasties {
  constructor(private readonly readCss: (file: string) => string) {
    super({
      path: '/',
      // The whole stylesheet moves to the end of <body>: the app needs it after the takeover, and there it no longer
      // holds back the form drawn above it. A link, not an inline script: the CSP allows none.
      preload: 'body',
      pruneSource: false,
      inlineFonts: false,
      reduceInlineStyles: false,
      // The colour scheme's variables hang on <html> itself, which beasties does not match selectors against.
      allowRules: [/^:root\[data-mantine-color-scheme=light\]$/],
      logLevel: 'warn',
    });
  }

  override readFile(filename: string): string {
    return this.readCss(posix.relative('/', filename));
  }
}

const STYLE = /<style>([\s\S]*?)<\/style>/g;

/**
 * The rules that draw the document as it is (the login form) inlined in its head, without the custom properties
 * nothing on it reads; the stylesheet's link moved to the end of the body. The form needs one round trip and a few
 * KiB of CSS instead of the entry's whole stylesheet.
 */
export async function inlineCriticalCss(html: string, readCss: (file: string) => string): Promise<string> {
  const inlined = await new BuildBeasties(readCss).process(html);
  const markup = inlined.replace(STYLE, '');
  return inlined.replace(STYLE, (_all, css: string) => `<style>${pruneCustomProperties(css, markup)}</style>`);
}

/** The CSS of the document's own `<style>` elements, one after the other. */
export function inlinedCss(html: string): string {
  return [...html.matchAll(STYLE)].map((m) => m[1]).join('\n');
}

/** The class names of the markup that the stylesheet does not know: a sign the two were built differently. */
export function unstyledClasses(markup: string, css: string): string[] {
  const names = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
  return [...names].filter((name) => name.startsWith('_') && !css.includes(`.${name}`));
}

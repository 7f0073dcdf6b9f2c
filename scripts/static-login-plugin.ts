import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** The document the server sends for a first visit to /user/login (server/http/static-pwa.ts). */
export const LOGIN_DOCUMENT = 'login.html';
const MARKUP_MODULE = '/src/app/static-login-markup.tsx';
const STYLESHEET = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)">/;
const ROOT = /<div id="root">[\s\S]*?<\/div>\s*(?=<noscript>)/;
// While the static form is there, the app's root stays hidden: its loader never shows over the form, and the form
// takes over in one frame.
const HIDE_ROOT = '<style>#static-login~#root{display:none}</style>';

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
    .replace(ROOT, () => `<div id="static-login">${markup}</div>\n    <div id="root"></div>\n    `);
}

/** The class names of the markup that the stylesheet does not know: a sign the two were built differently. */
export function unstyledClasses(markup: string, css: string): string[] {
  const names = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').split(/\s+/)));
  return [...names].filter((name) => name.startsWith('_') && !css.includes(`.${name}`));
}

async function renderMarkup(config: ResolvedConfig): Promise<string> {
  const server = await createServer({
    configFile: false,
    root: config.root,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: config.resolve.alias },
    css: { modules: config.css.modules },
    define: config.define,
    optimizeDeps: { noDiscovery: true, include: [] },
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    plugins: [react()],
  });
  try {
    const module = (await server.ssrLoadModule(MARKUP_MODULE)) as { staticLoginMarkup: () => string };
    return module.staticLoginMarkup();
  } finally {
    await server.close();
  }
}

/**
 * Emits login.html: the login form as markup, so a first visit over a slow link shows it, and accepts typing, once
 * the document has arrived instead of after the app's JavaScript (bench figure 2). The app takes it over
 * (src/lib/static-login.ts). The service worker keeps answering navigations with index.html: this is for the first
 * visit, before it is installed.
 */
export function staticLogin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'painel-static-login',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') return;
        const markup = await renderMarkup(config);
        const css = (file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`static-login: ${file} is not in the build`);
          return String(asset.source);
        };
        const html = loginDocument(String(index.source), markup, css);
        const unknown = unstyledClasses(markup, html);
        if (unknown.length > 0) throw new Error(`static-login: classes missing from the CSS: ${unknown.join(', ')}`);
        this.emitFile({ type: 'asset', fileName: LOGIN_DOCUMENT, source: html });
      },
    },
  };
}

import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { inlineCriticalCss, inlinedCss, loginDocument, unstyledClasses } from './static-login-document.ts';

/** The document the server sends for a first visit to /user/login (server/http/static-pwa.ts). */
const LOGIN_DOCUMENT = 'login.html';
const MARKUP_MODULE = '/src/app/static-login-markup.tsx';

/** The form's markup, rendered in Node by a throwaway Vite server: the build's aliases and CSS-module class names. */
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
        const html = await inlineCriticalCss(loginDocument(String(index.source), markup), css);
        const unknown = unstyledClasses(markup, inlinedCss(html));
        if (unknown.length > 0) throw new Error(`static-login: classes missing from the CSS: ${unknown.join(', ')}`);
        this.emitFile({ type: 'asset', fileName: LOGIN_DOCUMENT, source: html });
      },
    },
  };
}

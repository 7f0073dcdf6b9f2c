import type { Plugin } from 'vite';

const HELPER_ID = '\0vite/preload-helper.js';
/**
 * Where Vite's helper starts on a dependency: the JS ones are skipped when a service worker serves the page, before
 * their address is resolved (`import.meta.resolve` and a URL per file, ~20 ms at 4× CPU on a page's files) and
 * before their <link>. The map's callback then answers nothing, which the helper already filters out.
 */
const DEPENDENCY_START = 'depString = assetsURL(depString, importerUrl);';
const SKIP_UNDER_WORKER = 'if (!depString.endsWith(".css") && navigator.serviceWorker?.controller) return;';

/**
 * Vite preloads a lazy chunk's imports with one <link rel="modulepreload"> each, so that over a network they arrive
 * in parallel instead of one import level after another. Under the service worker the files come from its cache and
 * that parallelism buys nothing, while inserting the links does not come free: 0.5–0.9 ms per link at 1× CPU, 20–40 ms
 * in one task for a page of 30–46 files (docs/performance.md), and resolving their addresses ~20 ms at 4×. So a page
 * the worker controls lets the browser fetch the import graph itself; stylesheets are still awaited, and a first
 * visit (no worker yet) preloads as before.
 * The build fails if Vite's helper no longer has the line this relies on.
 */
export function preloadUnderWorker(): Plugin {
  let patched = false;
  return {
    name: 'painel-preload-under-worker',
    apply: 'build',
    buildStart() {
      patched = false;
    },
    transform: {
      filter: { id: { include: [/^\0vite\/preload-helper\.js$/] } },
      handler(code, id) {
        if (id !== HELPER_ID) return null;
        if (!code.includes(DEPENDENCY_START)) this.error(`${HELPER_ID} changed: "${DEPENDENCY_START}" is gone`);
        patched = true;
        return { code: code.replace(DEPENDENCY_START, `${SKIP_UNDER_WORKER}${DEPENDENCY_START}`), map: null };
      },
    },
    buildEnd(error) {
      if (!error && !patched && this.environment.name === 'client')
        this.error(`${HELPER_ID} was never transformed: lazy chunks would preload under the service worker too`);
    },
  };
}

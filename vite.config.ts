import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress-plugin.ts';
import { preloadUnderWorker } from './scripts/preload-under-worker-plugin.ts';
import { hoistTransitiveImports } from './scripts/hoist-transitive-imports-plugin.ts';
import { lazyMantineDefaults } from './scripts/lazy-mantine-defaults-plugin.ts';
import { API_PREFIXES } from './src/lib/api-prefixes.ts';
import { LIST_KIT_CHUNK, outsidePages } from './scripts/outside-pages.ts';
import { staticGraph } from './scripts/static-graph-plugin.ts';
import { staticLogin } from './scripts/static-login-plugin.ts';

const BRAND_COLOR = '#1d4f7c';
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:4174';

// VITE_OFFLINE=off builds the app without its service worker and persisted caches: the baseline `npm run bench`
// compares the offline design against (src/lib/env.ts reads the same variable).
const offline = process.env.VITE_OFFLINE !== 'off';
// Diagnostics only (docs/performance.md#react-tracks): React's profiling build, components named.
const reactProfile = process.env.VITE_REACT_PROFILE === '1';

// The identity client (aws-amplify), needed before any signed-in screen; and what a sign-in shows first: the shell
// and the home page, with everything they import statically; the query cache and the sign-in warm-up go with them.
const identityGraph = staticGraph(['src/lib/identity/amplify-identity.ts']);
const shellGraph = staticGraph([
  'src/app/shell-routes.tsx',
  'src/app/pages/home-page.tsx',
  'src/app/data-providers.tsx',
  'src/app/sign-in-warm-up.ts',
]);
// The process list, the screen a repeat visit opens most (bench figures 4 and 5): what it imports beyond the shell,
// less what the pages outside the shell import (sign-in screens, popups, the 404: read from the files that load them,
// so a new one counts too), which must not download the list's file for a Center or an Anchor.
const PROCESS_LIST_PAGE = 'src/app/pages/process-list-page.tsx';
const listGraph = staticGraph([PROCESS_LIST_PAGE]);
const outsidePagesGraph = staticGraph(outsidePages());

export default defineConfig({
  // Versions the persisted query caches (offline/query-persistence.ts): each build starts with fresh ones.
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(process.env.VITE_BUILD_ID ?? Date.now().toString(36)) },
  resolve: {
    alias: {
      // VITE_REACT_PROFILE=1: a diagnostic build whose renders show in DevTools' and traces' React tracks.
      ...(reactProfile ? { 'react-dom/client': 'react-dom/profiling' } : {}),
      // wouter imports the React 17 shim of useSyncExternalStore; React 19 has it built in (login bytes, figure 1).
      'use-sync-external-store/shim/index.js': fileURLToPath(
        new URL('./src/lib/use-sync-external-store-shim.ts', import.meta.url),
      ),
      // write-excel-file's synchronous zip (not in its exports map). The spreadsheet worker is already off the main
      // thread; the package's async zip would start nested fflate workers from blob: sources, which hung for sheets
      // over fflate's 160 KB threshold (bench figure 10).
      'write-excel-file/sync': fileURLToPath(
        new URL('./node_modules/write-excel-file/modules/export/writeXlsxFileUniversal.js', import.meta.url),
      ),
    },
  },
  plugins: [
    react(),
    identityGraph.plugin,
    shellGraph.plugin,
    listGraph.plugin,
    outsidePagesGraph.plugin,
    VitePWA({
      disable: !offline,
      // A half-typed form must survive an update: the user decides when to reload.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'robots.txt', 'icons/*.png'],
      manifest: {
        id: '/',
        name: 'Painel de Risco Jurídico',
        short_name: 'Painel Jurídico',
        description: 'Consultas de CPF/CNPJ, monitoramento, processos e análises de risco jurídico.',
        lang: 'pt-BR',
        dir: 'ltr',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: BRAND_COLOR,
        background_color: '#ffffff',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      // Our own worker (src/sw.ts: precache, navigation fallback, app-config cache, update by prompt, Web Push);
      // the build injects the precache list into it.
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectManifest: {
        // One classic script: registerSW registers it without `type: 'module'`.
        rollupFormat: 'iife',
        globPatterns: [
          'index.html',
          'static/js/**/*.js',
          'static/css/**/*.css',
          'static/media/**/*',
          'icons/*.{png,svg}',
          'favicon.svg',
        ],
        // Hashed file names already bust caches; skip workbox's ?__WB_REVISION__ for them.
        dontCacheBustURLsMatching: /^static\//,
      },
    }),
    staticLogin(),
    precompress(),
    preloadUnderWorker(),
    hoistTransitiveImports(),
    lazyMantineDefaults(),
  ],
  build: {
    target: 'es2022',
    ...(reactProfile ? { minify: false } : {}),
    // No modulepreload polyfill: every browser we support preloads modules natively (bench figure 1's login bytes).
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json maps each route to its chunks and their static imports (bundle figures of the bench).
    manifest: true,
    // Maps exist for error reporting but are not referenced, so browsers never download them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        // Everything the entry imports statically travels as one file: over HTTP/1.1's six connections a dozen
        // small shared chunks queue behind each other and cost whole round trips on a slow link (bench figure 2).
        // Likewise the shell and the home page after a sign-in: as ~40 files (Mantine parts and icons shared with other
        // pages) they took seven round trips of six connections (bench figure 3); other pages reuse the one file. What
        // the identity client shares with the shell (tslib) stays with it: the shell may need it, not the reverse.
        codeSplitting: {
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            {
              name: 'shell',
              test: (id) => shellGraph.has(id) && !identityGraph.has(id),
              priority: 1,
              includeDependenciesRecursively: false,
            },
            // Beside the shell, the process list's imports as one file (its page chunk apart): split by which pages
            // share each module, they were 31 small files (Select, Popover, Table, pagination...), each a fetch
            // through the service worker and a task of its own on a repeat visit. The pages sharing any of them load
            // this one file instead: the list needs 5 files beyond the shell instead of 32, the process detail 24
            // instead of 41; some pages load more bytes than before, the largest no more (docs/performance.md).
            {
              name: LIST_KIT_CHUNK,
              test: (id) =>
                listGraph.has(id) &&
                !shellGraph.has(id) &&
                !identityGraph.has(id) &&
                !outsidePagesGraph.has(id) &&
                !id.endsWith(PROCESS_LIST_PAGE),
              priority: 0,
              includeDependenciesRecursively: false,
            },
          ],
        },
        assetFileNames: (asset) =>
          asset.names.some((n) => n.endsWith('.css'))
            ? 'static/css/[name]-[hash][extname]'
            : 'static/media/[name]-[hash][extname]',
      },
    },
  },
  // Web workers (the relationship graph's layout) go with the other scripts, so the service worker precaches them
  // and a graph opened offline can still be laid out.
  worker: {
    format: 'es',
    rolldownOptions: {
      output: { entryFileNames: 'static/js/[name]-[hash].js', chunkFileNames: 'static/js/[name]-[hash].js' },
    },
  },
  server: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
  preview: {
    proxy: Object.fromEntries(API_PREFIXES.map((p) => [p, { target: apiTarget, changeOrigin: false }])),
  },
});

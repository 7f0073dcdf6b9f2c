// Lint: TypeScript + React hooks + the architecture's import rules (docs/architecture.md#import-rules), enforced here rather than by
// good intentions. Zones are computed from the folders so that a new feature is fenced off automatically.
import { readdirSync, existsSync } from 'node:fs';
import { basename, relative } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const features = existsSync('src/features')
  ? readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const zones = [
  // contract is the shared language of client and server: it depends on nothing of ours.
  {
    target: './src/contract',
    from: './src',
    except: ['./contract'],
    message: 'src/contract importa apenas bibliotecas.',
  },
  { target: './src/contract', from: './server' },
  // Lower layers never reach up.
  ...['components', 'lib', 'offline'].flatMap((layer) => [
    { target: `./src/${layer}`, from: './src/app', message: `${layer} must not import app/.` },
    { target: `./src/${layer}`, from: './src/features', message: `${layer} must not import features/.` },
  ]),
  { target: './src/features', from: './src/app', message: 'features must not import app/ (compose in app/).' },
  // Features never import each other.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'Features never import each other; compose them in src/app.',
  })),
  // The server may use the contract and nothing else of the PWA.
  { target: './server', from: './src', except: ['./contract'], message: 'server may import only src/contract.' },
  // The PWA never imports the server.
  { target: './src', from: './server' },
];

// ---- Client structure rules (issue 15): lower-layer order, file names, barrels, cycles, restricted globals ----
// Below features, the layers are ordered too: components may use offline/ (the chunk-error boundary resets failed
// chunks) and lib/; offline/ may use lib/; lib/ uses neither (it is what everything else is built on).
const clientLayerZones = [
  {
    target: './src/lib',
    from: './src/components',
    message: 'lib must not import components/ (lib is the lowest layer).',
  },
  { target: './src/lib', from: './src/offline', message: 'lib must not import offline/ (lib is the lowest layer).' },
  { target: './src/offline', from: './src/components', message: 'offline must not import components/.' },
];

const KEBAB_SEGMENT = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** kebab-case file and folder names (a file may have dotted suffixes: .test.ts, .d.ts); no index files (barrels). */
const fileNames = {
  meta: {
    type: 'suggestion',
    schema: [],
    messages: {
      kebab: "'{{name}}' is not kebab-case: file and folder names are lower-case words joined by '-'.",
      index: 'An index file is a barrel: name the module for what it holds and import it by that name.',
    },
  },
  create(context) {
    return {
      Program(node) {
        const path = relative(context.cwd, context.filename).split(/[\\/]/);
        const file = basename(context.filename);
        const [stem = '', ...suffixes] = file.split('.');
        const folders = path.slice(0, -1);
        const bad = [...folders, stem, ...suffixes].find((segment) => !KEBAB_SEGMENT.test(segment));
        if (bad !== undefined) context.report({ node, messageId: 'kebab', data: { name: bad } });
        if (stem === 'index') context.report({ node, messageId: 'index' });
      },
    };
  },
};
const localPlugin = { rules: { 'file-names': fileNames } };

const INDEXED_DB = { name: 'indexedDB', message: 'Only src/offline opens IndexedDB.' };
const FETCH = { name: 'fetch', message: 'Only src/lib/http calls fetch: use apiRequest and its kin.' };
const FETCH_PROPERTIES = ['window', 'globalThis', 'self'].map((object) => ({
  object,
  property: 'fetch',
  message: FETCH.message,
}));
// ---- end of client structure rules ----

// ── API URLs: one descriptor per endpoint ─────────────────────────────────────────────────────────────────────────
// An endpoint's path is written once, in its descriptor (src/contract/endpoints/), which the server registers and the
// PWA calls: a URL literal elsewhere would go on compiling after the route changed. Tests may write URLs.
const API_URL_MESSAGE =
  'API paths are written only in src/contract/endpoints: call callApi(endpoint, …) in the PWA, route(app, endpoint, …) on the server, endpointPath(endpoint, params) for a link.';
// esquery's regex literals end at the first '/', so the slash is written \x2F.
const API_URL_LITERALS = [
  { selector: 'Literal[value=/^\\x2Fv[12]\\x2F/]', message: API_URL_MESSAGE },
  { selector: 'TemplateLiteral[quasis.0.value.raw=/^\\x2Fv[12]\\x2F/]', message: API_URL_MESSAGE },
];
const apiUrlConfig = {
  files: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
  ignores: ['src/contract/endpoints/**'],
  rules: { 'no-restricted-syntax': ['error', ...API_URL_LITERALS] },
};
// ── end of API URLs ──────────────────────────────────────────────────────────────────────────────────────────────

// ── Server layers (issue 15) ──────────────────────────────────────────────────────────────────────────────────────
// One block, merged into the config by a single spread below, so edits to the client rules elsewhere merge cleanly.
// Only repositories (and migrations and the seed) run SQL; repositories answer rows or nothing, never an HTTP error;
// domain/ is pure; the runtime never imports the dev-stack tooling that starts the local identity emulator.
const serverFolders = existsSync('server')
  ? readdirSync('server', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const SQL_FOLDERS = ['repositories', 'db', 'seed'];
const sqlFreeTargets = [
  ...serverFolders.filter((name) => !SQL_FOLDERS.includes(name)).map((name) => `./server/${name}`),
  './server/app.ts',
];

const serverZones = [
  {
    target: sqlFreeTargets,
    from: './server/db',
    except: ['./db.ts'],
    message:
      'Only server/repositories reach the database; elsewhere take the Db type (db/db.ts) and open transactions.',
  },
  {
    target: './server/repositories',
    from: './server/http',
    message: 'Repositories return rows or nothing; the caller decides the HTTP answer.',
  },
  {
    target: './server/domain',
    from: ['./server/http', './server/repositories', './server/db'],
    message: 'server/domain is pure: no http/, no repositories, no database types.',
  },
  {
    target: [
      ...serverFolders.filter((name) => name !== 'dev-stack').map((name) => `./server/${name}`),
      './server/app.ts',
    ],
    from: './server/dev-stack',
    message: 'server/dev-stack starts the local emulator for scripts and tests; the runtime never imports it.',
  },
];

const SQL_ONLY_IN_REPOSITORIES =
  'SQL runs only in server/repositories (migrations and the seed excepted): add a repository function.';

const serverLayerConfigs = [
  {
    // The general zones still apply to server files; a later block replaces a rule's options, so they are repeated.
    files: ['server/**/*.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...zones, ...serverZones] }] },
  },
  {
    files: ['server/**/*.ts'],
    ignores: SQL_FOLDERS.map((name) => `server/${name}/**`),
    rules: {
      // This block replaces the rule's options for these files, so the API URL selectors are repeated.
      'no-restricted-syntax': [
        'error',
        ...API_URL_LITERALS,
        // Any query() or executeSql() call, whatever the handle is called and whether the SQL is a literal or a variable.
        { selector: 'CallExpression[callee.property.name=/^(query|executeSql)$/]', message: SQL_ONLY_IN_REPOSITORIES },
        // exec() too, except a regular expression's (a regex literal or an UPPER_CASE pattern constant).
        {
          selector:
            "CallExpression[callee.property.name='exec']:not([callee.object.regex]):not([callee.object.name=/^[A-Z][A-Z0-9_]*$/])",
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        // The methods passed on without a call (`const run = db.query`).
        {
          selector: 'MemberExpression[property.name=/^(query|exec|executeSql)$/][object.name=/^(db|tx)$/]',
          message: SQL_ONLY_IN_REPOSITORIES,
        },
        {
          selector: "MemberExpression[property.name=/^(query|exec|executeSql)$/][object.property.name='db']",
          message: SQL_ONLY_IN_REPOSITORIES,
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: 'Only server/db opens PostgreSQL.' }],
          patterns: [
            { group: ['@electric-sql/pglite', '@electric-sql/pglite/*'], message: 'Only server/db opens PGlite.' },
          ],
        },
      ],
    },
  },
];
// ── end of server layers ─────────────────────────────────────────────────────────────────────────────────────────

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'node_modules/',
      'dev-dist/',
      'test-results/',
      'playwright-report/',
      '.data/',
      'bench-report/',
      'bench-results/',
      '.stryker-tmp/',
      'reports/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...zones, ...clientLayerZones] }],
      'import-x/no-default-export': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Only lib/http talks to the API; only lib/identity knows Amplify; only offline/ opens IndexedDB.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'idb', message: 'Only src/offline opens IndexedDB.' }],
          patterns: [
            {
              group: ['aws-amplify', 'aws-amplify/*', '@aws-amplify/*'],
              message: 'Only src/lib/identity.ts imports aws-amplify.',
            },
            // A path string and a hand-written answer type are what the descriptors replaced.
            {
              group: ['**/lib/http'],
              importNames: ['apiRequest'],
              message: 'Call the API by its descriptor: callApi or callUpload (src/lib/http/call-api.ts).',
            },
            {
              group: ['**/lib/http/upload'],
              importNames: ['upload'],
              message: 'Call the API by its descriptor: callApi or callUpload (src/lib/http/call-api.ts).',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', INDEXED_DB, FETCH],
      'no-restricted-properties': ['error', ...FETCH_PROPERTIES],
    },
  },
  {
    files: ['src/lib/identity.ts', 'src/lib/identity/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [{ name: 'idb', message: 'Only src/offline opens IndexedDB.' }] }],
    },
  },
  {
    files: ['src/offline/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['aws-amplify', 'aws-amplify/*', '@aws-amplify/*'],
              message: 'Only src/lib/identity.ts imports aws-amplify.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', FETCH],
    },
  },
  // ---- Client structure rules (issue 15) ----
  {
    // The HTTP module: the API client and its reachability probe.
    files: ['src/lib/http.ts', 'src/lib/http/**'],
    rules: { 'no-restricted-globals': ['error', INDEXED_DB], 'no-restricted-properties': 'off' },
  },
  {
    // Asks the server whether a failed chunk's file still exists (HEAD of a static asset, not the API, and without
    // the API client's token and JSON handling): a 404 means a stale deploy.
    files: ['src/offline/stale-deploy.ts'],
    rules: { 'no-restricted-globals': 'off' },
  },
  {
    files: ['{src,server,tests,scripts}/**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { local: localPlugin },
    // no-cycle reads the imported modules itself: it skips files whose extension or parser it is not told about.
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'local/file-names': 'error',
      // A barrel is a module of re-exports; `export *` hides what a module offers.
      'import-x/avoid-barrel-files': ['error', { amountOfExportsToConsiderModuleAsBarrel: 1 }],
      'import-x/avoid-re-export-all': 'error',
      // Type-only imports are ignored by the rule; a lazy import (a route's chunk) loads after the graph has run.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  // ---- end of client structure rules ----

  apiUrlConfig,
  ...serverLayerConfigs,
  {
    // Tool configs are loaded by their tools through a default export.
    files: ['*.config.{ts,js,cjs}', 'vite.config.ts', 'playwright.config.ts', 'vitest.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);

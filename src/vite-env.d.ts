/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/react" />

interface ImportMetaEnv {
  /** Host names containing this string are sent to VITE_LEGACY_REDIRECT_URL (docs/product.md#legacy-brand-redirect). */
  readonly VITE_LEGACY_BRAND?: string;
  readonly VITE_LEGACY_REDIRECT_URL?: string;
  /** API origin; empty means the PWA's own origin (the API serves the PWA). */
  readonly VITE_API_BASE_URL?: string;
  /** Build identifier (vite.config.ts): persisted query caches of another build are discarded. */
  readonly VITE_BUILD_ID?: string;
  /** 'off' builds the bench baseline without service worker and persisted caches. */
  readonly VITE_OFFLINE?: string;
  /** '1' in bench builds only: exposes the query client on window.__PAINEL_BENCH__ (src/app/bench-hook.ts). */
  readonly VITE_BENCH?: string;
  /** '1': React's profiling build, unminified, with its scheduler and component tracks (docs/performance.md). */
  readonly VITE_REACT_PROFILE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

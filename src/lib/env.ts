/** Build-time settings (Vite env). Runtime settings come from /app-config.json, see config.ts. */
export const buildEnv = {
  legacyBrand: import.meta.env.VITE_LEGACY_BRAND ?? 'oldbrand',
  legacyRedirectUrl: import.meta.env.VITE_LEGACY_REDIRECT_URL ?? 'https://painel.exemplo.com.br',
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, ''),
  mode: import.meta.env.MODE,
  /** False in the bench's baseline build (VITE_OFFLINE=off): no persisted query caches, no service worker. */
  offline: import.meta.env.VITE_OFFLINE !== 'off',
} as const;

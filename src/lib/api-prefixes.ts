/**
 * Everything the API (not the PWA) answers on the shared origin: the service worker never serves index.html for these
 * (src/sw/navigation-denylist.ts), and the dev server forwards them to the API (vite.config.ts).
 */
export const API_PREFIXES = ['/v1', '/v2', '/identity', '/app-config.json', '/docs'] as const;

/**
 * The header the API sets on every answer it gives — routes, errors, the /identity/ proxy, /health, static files
 * (server/http/security-headers.ts). The PWA counts a response as the API's only when it carries it: a captive
 * portal's login page, its redirect, its 511 or someone else's JSON never does (src/lib/http/api-answer.ts).
 */
export const API_MARKER_HEADER = 'x-painel-api';
export const API_MARKER_VALUE = '1';

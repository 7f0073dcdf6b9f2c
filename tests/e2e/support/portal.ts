import type { Page, Route } from '@playwright/test';

/**
 * How captive portals answer in the API's place (issue 29): their login page with 200, a redirect to it, someone
 * else's JSON (here shaped like our Movement, the worst case: only the API's marker tells it apart) and 511.
 */
export const PORTAL_MODES = ['html-200', 'redirect-302', 'foreign-json-200', 'auth-511'] as const;
export type PortalMode = (typeof PORTAL_MODES)[number];

/** Where the portal's redirect points: on the app's origin, so that fetch and XHR follow it rather than fail CORS. */
export const PORTAL_LOGIN_PATH = '/__portal/login';

const LOGIN_PAGE =
  '<!doctype html><html><body><h1>Wi-Fi Fórum Central</h1><form>Aceito os termos <button>Entrar</button></form></body></html>';

export interface PortalAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The portal's answer to any request, in `mode`; `origin` is the app's (the redirect's target). */
export function portalAnswer(mode: PortalMode, origin: string): PortalAnswer {
  const html = { 'content-type': 'text/html; charset=utf-8' };
  switch (mode) {
    case 'html-200':
      return { status: 200, headers: html, body: LOGIN_PAGE };
    case 'redirect-302':
      return {
        status: 302,
        headers: { location: `${origin}${PORTAL_LOGIN_PATH}?from=app`, 'content-type': 'text/plain' },
        body: '',
      };
    case 'foreign-json-200':
      return {
        status: 200,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          id: 1,
          processId: 1,
          isManual: true,
          text: 'ok',
          status: 'authorized',
          portal: 'https://wifi.forum.example/login',
        }),
      };
    case 'auth-511':
      return { status: 511, headers: html, body: LOGIN_PAGE };
  }
}

function fulfil(route: Route, answer: PortalAnswer): Promise<void> {
  return route.fulfill({ status: answer.status, headers: answer.headers, body: answer.body });
}

/** Every call to the API's origin paths: the API, its health check and the identity proxy (the page is already loaded). */
export const ALL_API_CALLS = /^https?:\/\/[^/]+\/(v1|v2|identity|health)(\/|\?|$)/;

export interface PortalRoute {
  /** Requests the portal answered so far (in the current mode since the last setMode). */
  hits: () => number;
  /** Changes how the portal answers, with no gap in which a request could slip past it. */
  setMode: (next: PortalMode) => void;
  stop: () => Promise<void>;
}

/**
 * Lets the portal answer the page's requests that match `pattern` (the rest reach the real stack): e.g. only the
 * upload, which makes the race of issue 29 — the upload reaching the portal before any GET does — deterministic.
 */
export async function routeThroughPortal(page: Page, pattern: string | RegExp, mode: PortalMode): Promise<PortalRoute> {
  let hits = 0;
  let current = mode;
  const origin = new URL(page.url()).origin;
  const onRequest = (route: Route) => {
    hits += 1;
    return fulfil(route, portalAnswer(current, origin));
  };
  const onLogin = (route: Route) => fulfil(route, portalAnswer('html-200', origin));
  await page.route(pattern, onRequest);
  await page.route(`**${PORTAL_LOGIN_PATH}**`, onLogin);
  return {
    hits: () => hits,
    setMode: (next) => {
      current = next;
      hits = 0;
    },
    stop: async () => {
      await page.unroute(pattern, onRequest);
      await page.unroute(`**${PORTAL_LOGIN_PATH}**`, onLogin);
    },
  };
}

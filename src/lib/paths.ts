/**
 * Where a route renders: a sign-in screen (signed-out visitors only), a popup window (signed in, without the shell)
 * or a page of the signed-in shell.
 */
type RouteLayout = 'public' | 'popup' | 'shell';

interface PageEntry {
  /** The wouter pattern the router matches. */
  readonly path: string;
  /** The address of this route, for links and navigation: the only way the app writes one. */
  readonly getHref: (...args: never[]) => string;
  readonly layout: RouteLayout;
  /** Matches every address below the path too (wouter's `nest`). */
  readonly nest?: boolean;
  readonly redirectTo?: undefined;
}

/** A former or alias address of the shell without a page of its own: it sends to `redirectTo` instead. */
interface RedirectEntry extends Omit<PageEntry, 'layout' | 'redirectTo'> {
  readonly layout: 'shell';
  readonly redirectTo: string;
}

export type RouteEntry = PageEntry | RedirectEntry;

const PROCESSES = '/processos';
const ACTIVITIES = '/atividades';
const ANALYSES = '/analises';
const EXTRACT = '/extrato';
const BILLS = '/faturas';
const RELATIONSHIPS = '/relacionamentos';
const USERS = '/usuarios';
const COURT_DATA = '/fontes-de-dados';

/** `path` followed by `?params` when there are any. */
function withQuery(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The route table: each route's pattern and its address builder in one place. The routers (app/router.tsx,
 * app/shell-routes.tsx), the page map (app/route-pages.ts; the shell's lazy pages in app/page-chunks.ts, typed by the
 * table so that a route without its page does not compile) and every link derive from it. Adding a page: a row here,
 * the page in app/pages/, its lazy import in the map.
 * `search` arguments are '' or a '?…' string (e.g. return-path.ts's `returnQuery`).
 */
export const paths = {
  login: { path: '/user/login', getHref: (search = '') => `/user/login${search}`, layout: 'public' },
  completeNewPassword: {
    path: '/user/complete-new-password',
    getHref: (search = '') => `/user/complete-new-password${search}`,
    layout: 'public',
  },
  forgotPassword: { path: '/user/forgot-password', getHref: () => '/user/forgot-password', layout: 'public' },
  /**
   * The viewer asks GET /v1/urlById for a fresh signed link (`id`), shows an http(s) `url`, or downloads a generated
   * report of an organization with the bearer token (`relatorio`, `organizacao`).
   */
  viewer: {
    path: '/viewer',
    getHref: (source: { id: number } | { url: string } | { reportId: number; orgId: number }) =>
      'id' in source
        ? `/viewer?id=${encodeURIComponent(String(source.id))}`
        : 'url' in source
          ? `/viewer?url=${encodeURIComponent(source.url)}`
          : `/viewer?relatorio=${source.reportId}&organizacao=${source.orgId}`,
    layout: 'popup',
  },
  player: { path: '/player', getHref: (url: string) => `/player?url=${encodeURIComponent(url)}`, layout: 'popup' },
  home: { path: '/', getHref: () => '/', layout: 'shell' },
  appLanding: { path: '/app', getHref: () => '/app', layout: 'shell', redirectTo: '/' },
  processes: { path: PROCESSES, getHref: () => PROCESSES, layout: 'shell' },
  process: { path: `${PROCESSES}/:id`, getHref: (processId: number) => `${PROCESSES}/${processId}`, layout: 'shell' },
  notifications: { path: '/notificacoes', getHref: () => '/notificacoes', layout: 'shell' },
  /** Web Push on this device and the person's other devices (user menu). */
  deviceNotifications: {
    path: '/notificacoes-no-aparelho',
    getHref: () => '/notificacoes-no-aparelho',
    layout: 'shell',
  },
  offline: { path: '/disponivel-offline', getHref: () => '/disponivel-offline', layout: 'shell' },
  activities: {
    path: ACTIVITIES,
    getHref: (params?: Record<string, string>) => withQuery(ACTIVITIES, params),
    layout: 'shell',
  },
  /** One analysis of a searched or monitored document. */
  analysis: {
    path: `${ANALYSES}/:consumeId/:analysisId`,
    getHref: (consumeId: number, analysisId: number) => `${ANALYSES}/${consumeId}/${analysisId}`,
    layout: 'shell',
  },
  /** The partner and business-relationship graph of one relationship analysis. */
  relationships: {
    path: `${RELATIONSHIPS}/:analysisId`,
    getHref: (analysisId: number) => `${RELATIONSHIPS}/${analysisId}`,
    layout: 'shell',
  },
  /** The old menu address of the activity list. */
  searches: { path: '/consultas', getHref: () => '/consultas', layout: 'shell', nest: true, redirectTo: ACTIVITIES },
  reports: { path: '/relatorios', getHref: () => '/relatorios', layout: 'shell', nest: true },
  /** The consumption extract; filters in the query string (extract-params.ts). */
  extract: { path: EXTRACT, getHref: (params?: Record<string, string>) => withQuery(EXTRACT, params), layout: 'shell' },
  bills: { path: BILLS, getHref: () => BILLS, layout: 'shell' },
  bill: { path: `${BILLS}/:id`, getHref: (billId: number) => `${BILLS}/${billId}`, layout: 'shell' },
  consumption: { path: '/consumo', getHref: () => '/consumo', layout: 'shell' },
  /** The organization's members (admins only), filters in the query string. */
  users: { path: USERS, getHref: (params?: Record<string, string>) => withQuery(USERS, params), layout: 'shell' },
  /** The organization's audit trail (admins only), filters in the query string. */
  usersAudit: {
    path: `${USERS}/auditoria`,
    getHref: (params?: Record<string, string>) => withQuery(`${USERS}/auditoria`, params),
    layout: 'shell',
  },
  /** Real court data: each source's status and the courts' suspensions. */
  courtSources: { path: COURT_DATA, getHref: () => COURT_DATA, layout: 'shell' },
  /** The organization's lawyers' OAB numbers and what each brought. */
  courtOab: { path: `${COURT_DATA}/oab`, getHref: () => `${COURT_DATA}/oab`, layout: 'shell' },
} as const satisfies Record<string, RouteEntry>;

type RouteTable = typeof paths;
export type RouteId = keyof RouteTable;
type RouteIdWhere<Shape> = { [K in RouteId]: RouteTable[K] extends Shape ? K : never }[RouteId];
/** Routes that render a page of their own (the others redirect): the keys of the page map. */
type PageRouteId = Exclude<RouteId, RouteIdWhere<{ redirectTo: string }>>;
export type ShellPageRouteId = Extract<PageRouteId, RouteIdWhere<{ layout: 'shell' }>>;
/** The sign-in screens and the popups: pages outside the signed-in shell. */
export type OutsidePageRouteId = Exclude<PageRouteId, ShellPageRouteId>;

/** Whether a route renders a page of its own (not a redirect). */
export function hasPage(id: RouteId): id is PageRouteId {
  const route: RouteEntry = paths[id];
  return route.redirectTo === undefined;
}

/** The routes of a layout, in table order (the order the router tries them). */
export function routesOf(layout: RouteLayout): RouteId[] {
  return (Object.keys(paths) as RouteId[]).filter((id) => paths[id].layout === layout);
}

/** The first segment of a route's pattern ("/analises" for an analysis): the section it belongs to. */
/** Whether `location` is `section` or below it: '/notificacoes-no-aparelho' is not in '/notificacoes'. */
export function inSection(location: string, section: string): boolean {
  return location === section || location.startsWith(section.endsWith('/') ? section : `${section}/`);
}

export function sectionOf(id: RouteId): string {
  return `/${paths[id].path.split('/')[1] ?? ''}`;
}

/** Query flag the login screen reads after a completed password reset (docs/product.md#password-reset). */
export const RESET_FLAG = 'reset';
export const loginAfterReset = paths.login.getHref(`?${RESET_FLAG}=1`);

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);
const SHELL_SECTIONS: readonly string[] = [...new Set(routesOf('shell').map(sectionOf))];

/** Paths inside the signed-in shell: visiting one signed out leads to login, anything else is a 404. */
export function isShellPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return SHELL_SECTIONS.some((p) => path === p || (p !== paths.home.path && path.startsWith(`${p}/`)));
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** Whether `pathname` is an address of `id` (":name" matches one segment; nested routes match what is below). */
export function matchesRoute(id: RouteId, pathname: string): boolean {
  const route: RouteEntry = paths[id];
  const pattern = segments(route.path);
  const path = segments(pathname);
  if (route.nest ? path.length < pattern.length : path.length !== pattern.length) return false;
  return pattern.every((part, i) => (part.startsWith(':') ? true : part === path[i]));
}

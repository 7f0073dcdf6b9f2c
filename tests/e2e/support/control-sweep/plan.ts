import { expect, type Page } from '@playwright/test';
import { DEMO_RELATIONSHIP_COMPANIES } from '../../../../server/demo/relationship-demo-documents.ts';
import { paths, routesOf, type RouteId } from '../../../../src/lib/paths.ts';

/** CONTROL_SWEEP=full: every route at both widths for every profile, every control; else a sample (README of the spec). */
export const FULL = process.env.CONTROL_SWEEP === 'full';
export const WIDTHS = [375, 1280] as const;
export type Width = (typeof WIDTHS)[number];

export interface SweepProfile {
  /** Who: the profile name in the figures. */
  name: string;
  /** Demo login (server/demo/demo-users.ts); null = signed out. */
  email: string | null;
}

/** One demo login per profile (README "Demo logins"), and the signed-out visitor of the sign-in screens. */
export const PROFILES: readonly SweepProfile[] = [
  { name: 'ADMIN', email: 'admin@exemplo.test' },
  { name: 'BASIC', email: 'basico@exemplo.test' },
  { name: 'LAWYER', email: 'advogada@exemplo.test' },
  { name: 'SUPER_ADMIN', email: 'master@exemplo.test' },
  // An organization without a holder (no money pages): the full sweep only.
  ...(FULL ? [{ name: 'BASIC sem titular', email: 'restrito@exemplo.test' }] : []),
  { name: 'visitante', email: null },
];

type RouteTable = typeof paths;
/** Routes whose address needs a value (an id, a file): the sweep finds one on the screens, see ADDRESS_FINDERS. */
export type ParamRouteId = { [K in RouteId]: [] extends Parameters<RouteTable[K]['getHref']> ? never : K }[RouteId];
export type PlainRouteId = Exclude<RouteId, ParamRouteId>;

/** Who may try a route: the sign-in screens are for visitors; everything else for each signed-in profile. */
export function routesFor(profile: SweepProfile): RouteId[] {
  const ids = profile.email === null ? routesOf('public') : [...routesOf('shell'), ...routesOf('popup')];
  // Addresses without a value first: the finders of the others read them.
  return [...ids.filter((id) => !isParamRoute(id)), ...ids.filter(isParamRoute)];
}

// The finders' keys are exactly the routes with a value (their type says so).
export function isParamRoute(id: RouteId): id is ParamRouteId {
  return id in ADDRESS_FINDERS;
}

/** The address of a route without a value: its own builder. */
export function plainHref(id: PlainRouteId): string {
  return (paths[id].getHref as () => string)();
}

/**
 * How the sweep finds a real address of each route that needs a value, as a person would reach it. Typed by the route
 * table: a new route with a value does not compile until it says how to reach it here.
 */
export const ADDRESS_FINDERS: Record<ParamRouteId, (page: Page) => Promise<string>> = {
  process: (page) => firstLinkTo(page, paths.processes.getHref(), 'process'),
  analysis: (page) => firstLinkTo(page, paths.activities.getHref(), 'analysis'),
  bill: (page) => firstLinkTo(page, paths.bills.getHref(), 'bill'),
  relationships: async (page) => {
    // The seeded relationship analysis opens at once, without the consumption dialog (relationships spec).
    await page.goto(paths.activities.getHref({ busca: DEMO_RELATIONSHIP_COMPANIES.alfa.number }));
    await page
      .getByRole('button', { name: /^Relacionamentos de / })
      .first()
      .click({ timeout: 8000 });
    await expect(page).toHaveURL(/\/relacionamentos\/\d+/, { timeout: 8000 });
    return new URL(page.url()).pathname;
  },
  // In the list: at 375 px the header's "Abrir menu" is a button whose name starts the same way.
  viewer: (page) =>
    popupFromProcess(page, 'Autos', (p) => p.getByTestId('autos-list').getByRole('button', { name: /^Abrir / })),
  player: (page) => popupFromProcess(page, 'Dados', (p) => p.getByTestId('process-video').getByRole('button')),
};

async function firstLinkTo(page: Page, from: string, id: ParamRouteId): Promise<string> {
  await page.goto(from);
  const pattern = new RegExp(`^${paths[id].path.replace(/:[^/]+/g, '[^/?#]+')}$`);
  await expect
    .poll(() => linksMatching(page, pattern), { message: `a link to ${paths[id].path} on ${from}`, timeout: 8000 })
    .not.toEqual([]);
  return (await linksMatching(page, pattern))[0]!;
}

const linksMatching = (page: Page, pattern: RegExp) =>
  page
    .locator('main a[href]')
    .evaluateAll(
      (links, source) =>
        links.map((a) => a.getAttribute('href') ?? '').filter((href) => new RegExp(source).test(href.split('?')[0]!)),
      pattern.source,
    );

/** The popup a process's tab opens (a case file, a hearing video), from the first processes that have one. */
async function popupFromProcess(
  page: Page,
  tab: string,
  control: (page: Page) => ReturnType<Page['getByRole']>,
): Promise<string> {
  await page.goto(paths.processes.getHref());
  await expect
    .poll(() => linksMatching(page, /^\/processos\/\d+$/), { message: 'links to processes', timeout: 8000 })
    .not.toEqual([]);
  const hrefs = await linksMatching(page, /^\/processos\/\d+$/);
  for (const href of hrefs.slice(0, 6)) {
    await page.goto(href);
    await page.getByRole('tab', { name: tab }).click({ timeout: 8000 });
    const opener = control(page).first();
    // isVisible() does not wait: the tab's list loads after the click.
    if (
      !(await opener.waitFor({ state: 'visible', timeout: 8000 }).then(
        () => true,
        () => false,
      ))
    )
      continue;
    // The app names its popups ('visualizador'): a window of that name left open would be reused, with no new popup.
    await closeOtherWindows(page);
    const [popup] = await Promise.all([
      page.waitForEvent('popup', { timeout: 15_000 }),
      opener.click({ timeout: 8000 }),
    ]);
    const url = new URL(popup.url());
    await popup.close();
    return `${url.pathname}${url.search}`;
  }
  throw new Error(`no process among the first ${hrefs.length} opens a popup from its "${tab}" tab`);
}

/** Closes every window of the context but `page`. */
export async function closeOtherWindows(page: Page): Promise<void> {
  await Promise.all(
    page
      .context()
      .pages()
      .filter((other) => other !== page)
      .map((other) => other.close()),
  );
}

/** The sample: which widths a profile sees a route at (both in the full sweep; one, alternating, otherwise). */
export function widthsFor(routeIndex: number, profileIndex: number): readonly Width[] {
  return FULL ? WIDTHS : [WIDTHS[(routeIndex + profileIndex) % 2]!];
}

/** Controls operated per screen: all in the full sweep; a rotating few otherwise, different for each profile. */
export const CONTROLS_PER_SCREEN = FULL ? Infinity : Number(process.env.CONTROL_SWEEP_PER_SCREEN ?? 2);

import type { Page } from '@playwright/test';
import { completeCpf } from '../../../src/contract/brazil-document.ts';
import { hasPage, paths, routesOf, type ShellPageRouteId } from '../../../src/lib/paths.ts';

/** An address, or how to find one with the signed-in page (ids the seed decides). */
type Sample = string | ((page: Page) => Promise<string>);

export interface AuditedPage {
  name: string;
  path: Sample;
  signedIn: boolean;
}

/** Org 590's showcase party, analysed before (server/seed/seed-monitored-documents.ts): its analysis has charts. */
const SHOWCASE_CPF = completeCpf('271846390');

const firstLink = (from: string, prefix: string) => async (page: Page) => {
  await page.goto(from);
  const link = page.locator(`a[href^="${prefix}"]`).first();
  await link.waitFor({ timeout: 60_000 });
  const href = await link.getAttribute('href');
  if (!href) throw new Error(`no ${prefix} link on ${from}`);
  return href;
};

/**
 * One address per signed-in screen of the route table, as admin@ (org 590) sees it: a new screen does not compile
 * until it has its sample here, so every screen is audited by construction.
 */
const SHELL_SAMPLES: Record<ShellPageRouteId, Sample> = {
  home: paths.home.getHref(),
  processes: paths.processes.getHref(),
  // Org 590's first process (the seed's long history).
  process: paths.process.getHref(1),
  notifications: paths.notifications.getHref(),
  deviceNotifications: paths.deviceNotifications.getHref(),
  offline: paths.offline.getHref(),
  activities: paths.activities.getHref(),
  analysis: firstLink(`${paths.activities.getHref({ busca: SHOWCASE_CPF })}`, '/analises/'),
  relationships: paths.relationships.getHref(1),
  reports: paths.reports.getHref(),
  extract: paths.extract.getHref(),
  bills: paths.bills.getHref(),
  bill: firstLink(paths.bills.getHref(), '/faturas/'),
  consumption: paths.consumption.getHref(),
  users: paths.users.getHref(),
  usersAudit: paths.usersAudit.getHref(),
  courtSources: paths.courtSources.getHref(),
  courtOab: paths.courtOab.getHref(),
};

export const AUDITED_PAGES: readonly AuditedPage[] = [
  { name: 'login', path: paths.login.getHref(), signedIn: false },
  ...routesOf('shell')
    .filter(hasPage)
    .map((id) => ({ name: id, path: SHELL_SAMPLES[id as ShellPageRouteId], signedIn: true })),
];

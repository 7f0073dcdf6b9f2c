import { describe, expect, it } from 'vitest';
import {
  isShellPath,
  loginAfterReset,
  matchesRoute,
  paths,
  routesOf,
  sectionOf,
  type RouteId,
} from '../../src/lib/paths';

// One sample address per route, built by the route's own getHref: the table is the only writer of addresses.
const samples: Record<RouteId, string> = {
  login: paths.login.getHref('?next=%2Fprocessos'),
  completeNewPassword: paths.completeNewPassword.getHref(),
  forgotPassword: paths.forgotPassword.getHref(),
  viewer: paths.viewer.getHref({ id: 7 }),
  player: paths.player.getHref('https://videos.example/a b.mp4'),
  home: paths.home.getHref(),
  appLanding: paths.appLanding.getHref(),
  processes: paths.processes.getHref(),
  process: paths.process.getHref(42),
  notifications: paths.notifications.getHref(),
  deviceNotifications: paths.deviceNotifications.getHref(),
  offline: paths.offline.getHref(),
  activities: paths.activities.getHref({ busca: '123' }),
  analysis: paths.analysis.getHref(3, 9),
  relationships: paths.relationships.getHref(5),
  searches: paths.searches.getHref(),
  reports: paths.reports.getHref(),
  extract: paths.extract.getHref({ tipo: 'Consulta' }),
  bills: paths.bills.getHref(),
  bill: paths.bill.getHref(5),
  consumption: paths.consumption.getHref(),
  users: paths.users.getHref({ status: 'INACTIVE' }),
  usersAudit: paths.usersAudit.getHref(),
  courtSources: paths.courtSources.getHref(),
  courtOab: paths.courtOab.getHref(),
};

const pathnameOf = (href: string) => new URL(href, 'https://painel.invalid').pathname;

describe('the route table', () => {
  it("builds, for every route, an address its own pattern matches and no other route's does", () => {
    for (const id of Object.keys(paths) as RouteId[]) {
      const pathname = pathnameOf(samples[id]);
      const matching = (Object.keys(paths) as RouteId[]).filter((other) => matchesRoute(other, pathname));
      expect(matching, samples[id]).toEqual([id]);
    }
  });

  it('keeps the addresses the app has always had', () => {
    expect(samples.process).toBe('/processos/42');
    expect(samples.analysis).toBe('/analises/3/9');
    expect(samples.activities).toBe('/atividades?busca=123');
    expect(samples.viewer).toBe('/viewer?id=7');
    expect(paths.viewer.getHref({ url: 'https://a.example/x?y=1' })).toBe(
      '/viewer?url=https%3A%2F%2Fa.example%2Fx%3Fy%3D1',
    );
    expect(paths.viewer.getHref({ reportId: 12, orgId: 590 })).toBe('/viewer?relatorio=12&organizacao=590');
    expect(paths.extract.getHref({ tipo: 'Consulta', pagina: '2' })).toBe('/extrato?tipo=Consulta&pagina=2');
    expect(paths.bill.getHref(5)).toBe('/faturas/5');
    expect(samples.player).toBe('/player?url=https%3A%2F%2Fvideos.example%2Fa%20b.mp4');
    expect(loginAfterReset).toBe('/user/login?reset=1');
    expect(paths.activities.getHref()).toBe('/atividades');
  });

  it('puts sign-in screens and popups outside the shell', () => {
    expect(routesOf('public')).toEqual(['login', 'completeNewPassword', 'forgotPassword']);
    expect(routesOf('popup')).toEqual(['viewer', 'player']);
    expect(sectionOf('analysis')).toBe('/analises');
    expect(sectionOf('home')).toBe('/');
  });

  it('knows the shell paths from the shell routes: signed out, those lead to login and the rest to the 404', () => {
    for (const path of [
      '/',
      '/app',
      '/processos',
      '/processos/',
      '/processos/1/x',
      '/analises',
      '/consultas/a',
      '/usuarios/1',
      '/disponivel-offline',
    ])
      expect(isShellPath(path), path).toBe(true);
    for (const path of ['/nada', '/processosx', '/user/login', '/viewer', '/player'])
      expect(isShellPath(path), path).toBe(false);
  });
});

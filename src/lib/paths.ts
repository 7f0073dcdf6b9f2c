/** The route table, shared by the router, the menu and the flows that navigate. */
export const paths = {
  home: '/',
  appLanding: '/app',
  login: '/user/login',
  completeNewPassword: '/user/complete-new-password',
  forgotPassword: '/user/forgot-password',
  viewer: '/viewer',
  player: '/player',
  processes: '/processos',
  notifications: '/notificacoes',
  searches: '/consultas',
  activities: '/atividades',
  analyses: '/analises',
  reports: '/relatorios',
  users: '/usuarios',
  offline: '/disponivel-offline',
} as const;

/** /analises/{consumeId}/{analysisId} — one analysis of a searched or monitored document. */
export function analysisPath(consumeId: number, analysisId: number): string {
  return `${paths.analyses}/${consumeId}/${analysisId}`;
}

/** /processos/{id} */
export function processPath(processId: number): string {
  return `${paths.processes}/${processId}`;
}

/** Query flag the login screen reads after a completed password reset (docs/product.md#password-reset). */
export const RESET_FLAG = 'reset';
export const loginAfterReset = `${paths.login}?${RESET_FLAG}=1`;

const SHELL_PATHS: readonly string[] = [
  paths.home,
  paths.appLanding,
  paths.processes,
  paths.notifications,
  paths.searches,
  paths.activities,
  paths.analyses,
  paths.reports,
  paths.users,
  paths.offline,
];

/** Paths inside the signed-in shell: visiting one signed out leads to login, anything else is a 404. */
export function isShellPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SHELL_PATHS.some((p) => path === p || (p !== paths.home && path.startsWith(`${p}/`)));
}

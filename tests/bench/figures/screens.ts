import '../lib/bench-window.ts';
import type { Page } from '@playwright/test';
import { completeCpf } from '../../../src/contract/brazil-document.ts';
import { DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import type { Measurement } from '../lib/budget.ts';
import { openBenchPage, type BenchPage } from '../lib/browser.ts';
import { repeat, type BenchContext } from '../lib/context.ts';
import { interactionLatencies, settle, type Interaction, type InteractionRun } from '../lib/interaction-latency.ts';
import { signInThroughForm } from '../lib/sign-in.ts';
import { percentile } from '../lib/stats.ts';

/** Issue 21, budget 6: each screen's first render after an in-app navigation, and its interaction latency (p95). */
export const SCREEN_BUDGETS_MS = { firstRender: 300, interaction: 100 } as const;
/** Interactions per run: with `runs` runs, the p95 row's median is over runs of this many each. */
const INTERACTIONS_PER_RUN = 5;

/** Org 590's admin sees every screen; its first process has 200 movements (seed). */
const USER = 'admin@exemplo.test';
/** Org 371 (Grupo Atlântico) has 1,000 notifications (seed); master@ is its SUPER_ADMIN, with org 100 first. */
const NOTIFICATIONS_USER = { user: 'master@exemplo.test', organizationId: DEMO_ORGS.atlantico };
/** Org 590's showcase party, analysed before (server/seed/seed-monitored-documents.ts): its analysis has charts. */
const SHOWCASE_CPF = completeCpf('271846390');
/** The Pagination's last control ("next"), or its first ("previous") once the last page is reached. */
const PAGINATION = '.mantine-Pagination-root';

export interface Screen {
  name: string;
  /** Its address; a function when it is found at run time (the analysis' ids). */
  path: string | ((page: Page) => Promise<string>);
  /** Rendered when the screen shows its data. */
  ready: string;
  interaction: Interaction;
  note?: string;
  /** Another user than admin@, in one of its organizations. */
  as?: { user: string; organizationId: number };
}

async function analysisPath(page: Page): Promise<string> {
  await page.goto(`/atividades?busca=${SHOWCASE_CPF}`);
  const link = page.locator('a[href^="/analises/"]').first();
  await link.waitFor({ timeout: 60_000 });
  return (await link.getAttribute('href')) ?? '/analises/0/0';
}

export const SCREENS: readonly Screen[] = [
  {
    name: 'Process detail, 200 movements',
    path: '/processos/1?aba=movimentacoes',
    ready: '[data-testid="movement-item"]',
    interaction: { kind: 'pagination', root: PAGINATION },
    note: 'next page of movements (10 per page)',
  },
  {
    name: 'Notification centre, 1,000 notifications',
    path: '/notificacoes',
    ready: '[data-testid="notification-item"]',
    interaction: { kind: 'pagination', root: PAGINATION },
    note: 'next page (10 per page); master@ in org 371',
    as: NOTIFICATIONS_USER,
  },
  {
    name: 'Analysis with its charts',
    path: analysisPath,
    // The charts are drawn when they come near the screen: the first render is the summary and the detail list; the
    // period control's click scrolls the charts into view (the first, warm-up interaction draws them).
    ready: '[data-testid="risk-process-row"], [data-testid="risk-process-card"]',
    interaction: { kind: 'segments', label: 'Período dos gráficos' },
    note: "the charts' period",
  },
  {
    name: 'Activity list',
    path: '/atividades',
    ready: '[data-testid="activity-item"]',
    interaction: { kind: 'pagination', root: PAGINATION },
    note: 'next page',
  },
  {
    name: 'Users',
    path: '/usuarios',
    ready: '[data-testid="user-row"], [data-testid="user-card"]',
    interaction: { kind: 'type', label: 'Nome ou e-mail' },
    note: 'typing in the search field, one key per interaction',
  },
  {
    name: 'Reports',
    path: '/relatorios',
    ready: '[data-testid="report-row"]',
    interaction: { kind: 'segments', label: '' },
    note: 'the first segmented control (report kind)',
  },
  {
    name: 'Extract',
    path: '/extrato',
    ready: '[data-testid="extract-total"]',
    interaction: { kind: 'pagination', root: PAGINATION },
    note: 'next page',
  },
  {
    name: 'Data sources (Fontes de dados)',
    path: '/fontes-de-dados',
    ready: '[data-testid="source-status"]',
    interaction: { kind: 'type', label: 'Motivo' },
    note: "typing a suspension's reason, one key per interaction",
  },
  {
    name: 'Lawyers and OAB numbers',
    path: '/fontes-de-dados/oab',
    ready: '[data-testid="oab-registration"]',
    interaction: { kind: 'type', label: 'Advogado(a)' },
    note: "typing a lawyer's name, one key per interaction",
  },
  {
    name: 'Bills',
    path: '/faturas',
    ready: '[data-testid="bill-row"]',
    interaction: { kind: 'open', target: '[data-testid="bill-row"]' },
    note: 'opening a bill (the back navigation is not measured)',
  },
];

/** From the home page: cold caches for everything but the shell's, then an in-app navigation until `ready` is drawn. */
async function navigateTo(page: Page, path: string, ready: string): Promise<number> {
  await page.evaluate(() => history.pushState(null, '', '/'));
  await settle(page, 150);
  return page.evaluate(
    async ({ path, ready }) => {
      // What the home page does not use: this screen's queries (its first visit, as after a sign-in).
      window.__PAINEL_BENCH__?.queryClient.removeQueries({ predicate: (q) => q.getObserversCount() === 0 });
      const started = performance.now();
      const drawn = new Promise<number>((resolve) => {
        const check = () => {
          const element = document.querySelector(ready);
          if (element && element.getClientRects().length > 0) requestAnimationFrame((t) => resolve(t));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      history.pushState(null, '', path);
      return (await drawn) - started;
    },
    { path, ready },
  );
}

/** The screens in the order they are measured: grouped by user, so that each user signs in once. */
function measuringOrder(): Screen[] {
  const users = [...new Set(SCREENS.map((screen) => screen.as?.user ?? USER))];
  return users.flatMap((user) => SCREENS.filter((screen) => (screen.as?.user ?? USER) === user));
}

/** One warm-up interaction (its code and data paths), then `ctx.runs` runs of INTERACTIONS_PER_RUN each. */
async function interactionRuns(ctx: BenchContext, page: Page, screen: Screen): Promise<InteractionRun[]> {
  const started = Date.now();
  await interactionLatencies(page, screen.interaction, 1);
  ctx.log(`  ${screen.name}: interaction warm-up: ${Date.now() - started} ms`);
  const runs: InteractionRun[] = [];
  for (let i = 1; i <= ctx.runs; i++) {
    const began = Date.now();
    runs.push(await interactionLatencies(page, screen.interaction, INTERACTIONS_PER_RUN));
    ctx.log(`  ${screen.name}: interactions run ${i}/${ctx.runs}: ${Date.now() - began} ms`);
  }
  return runs;
}

/**
 * Figure 12: the screens without a figure of their own, at 4× CPU on the local network (this is render cost; the API
 * answers locally). The relationship graph is figure 11.
 *
 * What it does, per screen (one browser context per user: admin@ for all but the notification centre, measured last
 * as master@; each signs in once):
 * - first render: from the home page (settled), an in-app navigation to the screen with the screen's queries removed
 *   from the cache, timed from the pushState to the first frame that shows `ready`; one warm-up (the screen's chunk),
 *   then `runs` runs;
 * - interaction latency: one warm-up interaction, then `runs` runs of INTERACTIONS_PER_RUN interactions (≥ 5 samples
 *   per run, 25 with 5 runs); each run's p95 is a value and the row's figure is their median. Between two inputs the
 *   screen settles (no request in flight, the main thread idle: `settle`) instead of a fixed pause.
 * 70–95 s on the shared 2-core machine with 5 runs (it was 175–182 s with a fixed 400 ms after each input, a full
 * warm-up run of interactions and three sign-ins).
 */
export async function screensFigure(ctx: BenchContext): Promise<Measurement[]> {
  const rows = new Map<string, Measurement[]>();
  let bench: BenchPage | null = null;
  let signedInAs = '';
  try {
    for (const screen of measuringOrder()) {
      try {
        const who = screen.as?.user ?? USER;
        if (!bench || signedInAs !== who) {
          await bench?.close();
          bench = await openBenchPage(ctx.browser, ctx.stack.url, { throttle: 'off' });
          await signInThroughForm(bench.page, who);
          if (screen.as) {
            // The organization this screen's data lives in (the session gate reads it at the start).
            await bench.page.evaluate(
              (id) => localStorage.setItem('painel.organizationId', String(id)),
              screen.as.organizationId,
            );
            await bench.page.reload();
            await bench.page.locator('[data-testid="org-name"]').waitFor({ timeout: 60_000 });
          }
          signedInAs = who;
        }
        const page = bench.page;
        await bench.throttle('off');
        const path = typeof screen.path === 'string' ? screen.path : await screen.path(page);
        if (typeof screen.path !== 'string') {
          await page.goto('/');
          await page.locator('[data-testid="org-name"]').waitFor({ timeout: 60_000 });
        }
        await bench.throttle('cpu');
        const renders = await repeat(ctx, `${screen.name}: first render`, () => navigateTo(page, path, screen.ready));
        const latencies = await interactionRuns(ctx, page, screen);
        const all = latencies.flatMap((run) => run.latencies);
        rows.set(screen.name, [
          {
            figure: '12',
            name: `${screen.name}: first render (in-app navigation, 4× CPU)`,
            unit: 'ms',
            values: renders,
            budget: { max: SCREEN_BUDGETS_MS.firstRender },
            note: `${path}; from the pushState to the first frame with the screen's data; empty query cache for the screen; includes its API calls on the local network`,
          },
          {
            figure: '12',
            name: `${screen.name}: interaction latency p95 (4× CPU)`,
            unit: 'ms',
            values: latencies.map((run) => percentile(run.latencies, 95)),
            budget: { max: SCREEN_BUDGETS_MS.interaction },
            note: `${screen.note ?? screen.interaction.kind}; ${all.length} interactions, longest ${Math.max(...all).toFixed(0)} ms; ${latencies[0]?.longest ?? ''}`,
          },
        ]);
      } catch (error) {
        const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
        ctx.log(`  ${screen.name} failed: ${message}`);
        rows.set(screen.name, [
          {
            figure: '12',
            name: `${screen.name}: did not complete`,
            unit: '',
            values: [Number.NaN],
            budget: { max: 0 },
            note: message,
          },
        ]);
        await bench?.throttle('off');
        await bench?.page.goto('/').catch(() => undefined);
      }
    }
    // In the table, the screens keep the order of SCREENS.
    return SCREENS.flatMap((screen) => rows.get(screen.name) ?? []);
  } finally {
    await bench?.close();
  }
}

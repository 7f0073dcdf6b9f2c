import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { ChaosFront } from './support/chaos-front';
import { signIn } from './support/demo';
import { expireStoredTokens } from './support/id-token';
import { STORES, storeRecords } from './support/indexed-db';
import { nthProcessId, readAuth, serverMovementTexts, submitMovement } from './support/outbox';
import { PORTAL_MODES } from './support/portal';
import { pick, reconcile, seededRandom, shuffled, type SoakFigures } from './support/soak-ledger';
import { SoakStack } from './support/soak-stack';

// Issue 29's standing soak of the outbox: seeded chaos (offline recording, reloads and closes mid-send, lost answers,
// API restarts and SIGKILLs, every captive-portal mode, token expiry during a drain, a file the server refuses), then
// every marker is accounted for. The short run is part of `npm test`; SOAK_CYCLES=1000 is the long one, SOAK_SEED
// replays a run. The stack is the spec's own (a child process it can kill), behind a proxy it controls (ChaosFront).
const CYCLES = Number(process.env.SOAK_CYCLES ?? 10);
// A long run settles and reconciles every SOAK_BLOCK cycles, so each block's figures stand even if a later one fails.
const BLOCK = Number(process.env.SOAK_BLOCK ?? 50);
// No step may wait forever (Playwright's action and navigation waits have no limit by default): a hang is a finding.
const STEP_TIMEOUT_MS = 90_000;
const SEED = Number(process.env.SOAK_SEED ?? Math.floor(Math.random() * 2 ** 31));
const NOT_A_PDF = Buffer.from('isto não é um PDF\n'.repeat(20));
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const ACTIONS = [
  'offline-burst',
  'online-record',
  'reload-mid-send',
  'close-mid-send',
  'lost-answers',
  'api-restart',
  'api-kill',
  'portal',
  'token-expiry',
  'refused-file',
] as const;
type Action = (typeof ACTIONS)[number];

let stack: SoakStack;
let front: ChaosFront;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  dataDir = mkdtempSync(join(tmpdir(), 'painel-soak-'));
  stack = new SoakStack({
    port: await findFreePort(),
    identityPort: await findFreePort(),
    dataDir,
    pwaDist: process.env.PWA_DIST ?? 'dist',
  });
  await stack.start();
  front = new ChaosFront(Number(new URL(stack.url).port));
  await front.listen();
});

test.afterAll(async () => {
  await front?.close();
  await stack?.stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
});

interface Soak {
  context: BrowserContext;
  page: Page;
  random: () => number;
  processUrl: string;
  created: string[];
  refused: string[];
  pageErrors: string[];
  /** Each portal met: mode/scope and how many uploads it answered. */
  portals: string[];
  serial: number;
}

function watch(soak: Soak, page: Page): Page {
  page.on('pageerror', (error) => soak.pageErrors.push(error.message));
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  page.setDefaultNavigationTimeout(STEP_TIMEOUT_MS);
  return page;
}

/** The movements tab of the soak's process, signed in (a token refresh refused after a restart signs out: sign in again). */
async function ready(soak: Soak): Promise<void> {
  if (soak.page.isClosed()) soak.page = watch(soak, await soak.context.newPage());
  if (!soak.page.url().startsWith(soak.processUrl)) await soak.page.goto(soak.processUrl);
  const register = soak.page.getByRole('button', { name: 'Registrar movimentação' });
  const login = soak.page.getByLabel('E-mail');
  await expect(register.or(login)).toBeVisible({ timeout: 30_000 });
  if (await login.isVisible()) {
    await signIn(soak.page, 'admin@exemplo.test', undefined, front.url);
    await soak.page.goto(soak.processUrl);
    await expect(register).toBeVisible({ timeout: 30_000 });
  }
}

/** Records one movement through the form; the app took it when it was queued or sent (the form closed). */
async function record(soak: Soak, cycle: number, file: Buffer = PDF): Promise<string | null> {
  await ready(soak);
  const page = soak.page;
  const text = `soak ${SEED} ciclo ${cycle} nº ${++soak.serial}`;
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  await submitMovement(page, text, `soak-${soak.serial}.pdf`, file);
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  const refusal = dialog.getByTestId('upload-error').or(dialog.getByTestId('upload-queue-error'));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (!(await dialog.isVisible())) return text;
    if (await refusal.isVisible()) {
      // Refused at once (the form said so): nothing was taken.
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      return null;
    }
    if (Date.now() > deadline) throw new Error(`the form neither closed nor refused: ${text}`);
    await page.waitForTimeout(200);
  }
}

async function offline(soak: Soak, on: boolean): Promise<void> {
  await soak.context.setOffline(on);
}

const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

async function runAction(soak: Soak, action: Action, cycle: number): Promise<void> {
  const take = (text: string | null) => text && soak.created.push(text);
  const r = soak.random;
  switch (action) {
    case 'offline-burst':
      await ready(soak);
      await offline(soak, true);
      for (let i = 0, n = 1 + Math.floor(r() * 2); i < n; i++) take(await record(soak, cycle));
      await offline(soak, false);
      break;
    case 'online-record':
      take(await record(soak, cycle));
      break;
    case 'reload-mid-send':
    case 'close-mid-send':
      await ready(soak);
      await offline(soak, true);
      take(await record(soak, cycle));
      take(await record(soak, cycle));
      await offline(soak, false);
      await pause(soak.page, 30 + Math.floor(r() * 600));
      if (action === 'reload-mid-send') await soak.page.reload();
      else await soak.page.close();
      break;
    case 'lost-answers': {
      const lose = 1 + Math.floor(r() * 2);
      front.loseAnswers(lose);
      take(await record(soak, cycle));
      // Until the outbox's replays met the lost answers (or a while passed): each replay carries the same key.
      await expect
        .poll(() => front.answersToLose(), { timeout: 20_000 })
        .toBe(0)
        .catch(() => undefined);
      front.loseAnswers(0);
      break;
    }
    case 'api-restart':
    case 'api-kill':
      await ready(soak);
      await offline(soak, true);
      take(await record(soak, cycle));
      await offline(soak, false);
      // Mid-drain, or just after: the upload in flight dies with the API.
      await pause(soak.page, Math.floor(r() * 400));
      await stack.stop(action === 'api-kill' ? 'SIGKILL' : 'SIGTERM');
      take(await record(soak, cycle));
      await stack.start();
      break;
    case 'portal': {
      // Recorded offline, then the signal returns behind the portal: the drain's uploads meet it (issue 29's race).
      await ready(soak);
      await offline(soak, true);
      for (let i = 0, n = 1 + Math.floor(r() * 2); i < n; i++) take(await record(soak, cycle));
      front.mode = pick(r, PORTAL_MODES);
      front.portalScope = r() < 0.5 ? 'uploads' : 'all';
      const uploadsBefore = front.counters.portalUploads;
      await offline(soak, false);
      await expect
        .poll(() => front.counters.portalUploads, { timeout: 20_000 })
        .toBeGreaterThan(uploadsBefore)
        .catch(() => undefined);
      // Recorded online behind the portal, too.
      take(await record(soak, cycle));
      await pause(soak.page, Math.floor(r() * 3_000));
      soak.portals.push(
        `${front.mode}/${front.portalScope}: ${front.counters.portalUploads - uploadsBefore} upload(s)`,
      );
      front.mode = 'pass';
      break;
    }
    case 'token-expiry':
      await ready(soak);
      await offline(soak, true);
      take(await record(soak, cycle));
      await expireStoredTokens(soak.page);
      await offline(soak, false);
      await pause(soak.page, Math.floor(r() * 1_500));
      break;
    case 'refused-file': {
      // Queued offline, so that the outbox meets the server's 415 and parks it with the reason.
      await ready(soak);
      await offline(soak, true);
      const text = await record(soak, cycle, NOT_A_PDF);
      if (text) soak.refused.push(text);
      await offline(soak, false);
      break;
    }
  }
}

interface QueuedRecord {
  description: string;
  state: string;
  lastError: string | null;
}

async function outboxItems(page: Page): Promise<QueuedRecord[]> {
  return (await storeRecords(page, STORES.outbox)).map((record) => JSON.parse(record.value) as QueuedRecord);
}

/** Network, API and session back: wait until nothing is pending; refused files are parked and then discarded. */
async function settle(soak: Soak, refused: ReadonlySet<string>): Promise<Set<string>> {
  front.mode = 'pass';
  front.loseAnswers(0);
  await offline(soak, false);
  await ready(soak);
  const deadline = Date.now() + 150_000;
  let items = await outboxItems(soak.page);
  while (Date.now() < deadline && items.some((item) => item.state !== 'parked')) {
    // What a user does when something waits: the signal comes back (an 'online' event drains at once, backoff or not).
    await offline(soak, true);
    await offline(soak, false);
    await pause(soak.page, 5_000);
    await ready(soak);
    items = await outboxItems(soak.page);
  }
  for (const item of items.filter((i) => i.state === 'parked' && refused.has(i.description))) {
    expect(item.lastError, item.description).toContain('Tipo de arquivo não permitido');
    await soak.page
      .getByTestId('queued-movement')
      .filter({ hasText: item.description })
      .getByRole('button', { name: 'Descartar' })
      .click();
  }
  items = await outboxItems(soak.page);
  return new Set(items.map((item) => item.description));
}

test(`outbox chaos soak: ${CYCLES} seeded cycles lose, double and strand nothing`, async ({ browser }) => {
  test.setTimeout(300_000 + CYCLES * 60_000);
  const began = Date.now();
  console.log(`outbox soak: seed ${SEED}, ${CYCLES} cycles (SOAK_SEED=${SEED} replays it)`);
  const context = await browser.newContext({ baseURL: front.url });
  const soak: Soak = {
    context,
    page: await context.newPage(),
    random: seededRandom(SEED),
    processUrl: '',
    created: [],
    refused: [],
    pageErrors: [],
    portals: [],
    serial: 0,
  };
  watch(soak, soak.page);
  await signIn(soak.page, 'admin@exemplo.test', undefined, front.url);
  await soak.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  const processId = await nthProcessId(soak.page, await readAuth(soak.page), 0, front.url);
  soak.processUrl = `${front.url}/processos/${processId}?aba=movimentacoes`;
  await soak.page.goto(soak.processUrl);

  // Every kind of chaos once first (in a seeded order), so that even the short run covers them all; then at random.
  const plan = [
    ...shuffled(soak.random, ACTIONS),
    ...Array.from({ length: Math.max(0, CYCLES - ACTIONS.length) }, () => pick(soak.random, ACTIONS)),
  ].slice(0, CYCLES);
  const actions: Record<string, number> = {};
  let figures: SoakFigures | null = null;
  for (const [cycle, action] of plan.entries()) {
    actions[action] = (actions[action] ?? 0) + 1;
    await test.step(`cycle ${cycle + 1}: ${action}`, () => runAction(soak, action, cycle + 1));
    if ((cycle + 1) % BLOCK !== 0 && cycle + 1 !== plan.length) continue;
    // Everything back: every marker so far must be on the server once, or parked as refused (a failure names the
    // seed that replays the run).
    const waiting = await settle(soak, new Set(soak.refused));
    const onServer = await serverMovementTexts(soak.page, await readAuth(soak.page), processId, front.url);
    const result = reconcile(soak.created, soak.refused, onServer, waiting);
    figures = {
      seed: SEED,
      cycles: cycle + 1,
      created: result.created,
      accepted: result.accepted,
      lost: result.lost,
      duplicated: result.duplicated,
      stuck: result.stuck,
      refused: result.refused,
      refusedOnServer: result.refusedOnServer,
      pageErrors: soak.pageErrors.length,
      actions: { ...actions },
      seconds: Math.round((Date.now() - began) / 1000),
    };
    console.log(`outbox soak figures: ${JSON.stringify(figures)}`);
    if (soak.pageErrors.length) console.log(`outbox soak page errors:\n${soak.pageErrors.join('\n')}`);
    if (result.problems.length || cycle + 1 === plan.length) {
      console.log(`outbox soak network: ${JSON.stringify(front.counters)}; portals: ${soak.portals.join(', ')}`);
      await test.info().attach('soak-figures.json', {
        body: JSON.stringify({ ...figures, problems: result.problems, pageErrorMessages: soak.pageErrors }, null, 2),
        contentType: 'application/json',
      });
    }
    expect(result.problems, `seed ${SEED}, after cycle ${cycle + 1}`).toEqual([]);
    expect(figures.accepted).toBe(figures.created);
  }
  await context.close();

  if (!figures) throw new Error('no cycle ran');
  expect(figures.created).toBeGreaterThan(0);
});

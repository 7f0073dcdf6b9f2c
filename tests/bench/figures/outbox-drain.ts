import type { Page } from '@playwright/test';
import type { Measurement } from '../lib/budget.ts';
import { openBenchPage } from '../lib/browser.ts';
import type { BenchContext } from '../lib/context.ts';
import { transferMs } from '../lib/floor.ts';
import { idTokenFor } from '../lib/identity-token.ts';
import { SLOW_4G } from '../lib/network-profile.ts';
import { settlePersistence, signInThroughForm, waitForServiceWorker } from '../lib/sign-in.ts';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

const UPLOADS = 20;
const SIZE = 1024 * 1024;
const ORG = 590;

/** A valid PDF (the server checks the magic bytes) padded with a comment to exactly `size` bytes. */
function pdfOfSize(size: number, seed: number): Buffer {
  const head = Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%${seed}\n`,
    'latin1',
  );
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(size - head.length - tail.length);
  // Incompressible filler: a compressing proxy or transport must not make the floor meaningless.
  for (let i = 0; i < body.length; i++) body[i] = 0x20 + (((i * 2654435761 + seed) >>> 24) % 90);
  return Buffer.concat([head, body, tail]);
}

/** One upload through the form while offline: queued on this device, the dialog closes and the outbox counts it. */
async function queueUpload(page: Page, index: number, stamp: number): Promise<void> {
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: `bench-${index}.pdf`, mimeType: 'application/pdf', buffer: pdfOfSize(SIZE, index) });
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await dialog.getByLabel('Data da movimentação').fill(today);
  await dialog.getByLabel('Data da movimentação').press('Tab');
  await dialog.getByLabel('Descrição').fill(`Bench ${stamp} upload ${index}`);
  await dialog.getByRole('button', { name: 'Enviar movimentação' }).click();
  await page
    .getByTestId('outbox-indicator')
    .and(page.locator(`[data-count="${index}"]`))
    .waitFor();
  await dialog.waitFor({ state: 'hidden' });
}

async function manualTotal(base: string, token: string, processId: number): Promise<number> {
  const response = await fetch(`${base}/v1/organization/${ORG}/process/${processId}/movimentsmanual?page=0`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { total: number }).total;
}

export interface OutboxDrainHooks {
  /** Called once the 20 uploads are queued and the drain has started (run.ts schedules other figures on it). */
  onQueued?: () => void;
  /**
   * Drain without the 4× CPU slowdown, beside other figures: Chromium's slowdown busy-waits on Linux, so a throttled
   * page takes a core even while idle (0.87 of a core for an idle page at 4×, 0.08 at 1×; the drain page 0.90), and
   * the figures beside it lost half of the two cores to it. The drain waits on the uplink, not on the CPU.
   */
  cpuSlowdown?: boolean;
}

/**
 * Figure 8: 20 uploads of 1 MiB queued offline, then drained over the emulated uplink. The floor alone is
 * 20 MiB ÷ 86,400 B/s ≈ 243 s, so this figure runs once (20 uploads are its sample), not five times.
 * run.ts gives it a browser of its own, so its throttled network and renderer are not those of other figures.
 */
export async function outboxDrainFigure(ctx: BenchContext, hooks: OutboxDrainHooks = {}): Promise<Measurement[]> {
  const base = ctx.stack.url;
  const token = await idTokenFor(base, ctx.stack.clientId, 'admin@exemplo.test', DEMO_PASSWORD);
  const list = (await (
    await fetch(`${base}/v1/organization/${ORG}/process?page=0`, { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { result: { id: number }[] };
  const processId = list.result[2]?.id ?? 0;
  const before = await manualTotal(base, token, processId);
  const bench = await openBenchPage(ctx.browser, base, { throttle: 'off' });
  try {
    await signInThroughForm(bench.page, 'admin@exemplo.test');
    await waitForServiceWorker(bench.page);
    await bench.page.goto(`/processos/${processId}?aba=movimentacoes`);
    await bench.page.getByTestId('movement-timeline').or(bench.page.getByTestId('movements-empty')).waitFor();
    await settlePersistence(bench.page);
    await bench.setOffline(true);
    const stamp = Date.now();
    for (let i = 1; i <= UPLOADS; i++) await queueUpload(bench.page, i, stamp);
    await bench.page
      .getByTestId('outbox-indicator')
      .and(bench.page.locator(`[data-count="${UPLOADS}"]`))
      .waitFor();
    ctx.log(`  ${UPLOADS} uploads queued; draining over the emulated uplink…`);
    await bench.throttle(hooks.cpuSlowdown === false ? 'network' : 'full');
    const started = Date.now();
    await bench.setOffline(false);
    hooks.onQueued?.();
    await bench.page.getByTestId('outbox-indicator').waitFor({ state: 'detached', timeout: 600_000 });
    const drainMs = Date.now() - started;
    const created = (await manualTotal(base, token, processId)) - before;
    const floorMs = transferMs(UPLOADS * SIZE, SLOW_4G.upBytesPerSecond);
    return [
      {
        figure: '8',
        name: `Outbox drain of ${UPLOADS} × 1 MiB`,
        unit: 'ms',
        values: [drainMs],
        budget: { max: Math.round(1.2 * floorMs) },
        note: `floor ${(floorMs / 1000).toFixed(1)} s = ${UPLOADS} MiB ÷ ${SLOW_4G.upBytesPerSecond} B/s; budget 1.2 × floor; one run; ${hooks.cpuSlowdown === false ? 'slow 4G without CPU slowdown (beside other figures)' : 'slow 4G and 4× CPU'}`,
      },
      { figure: '8', name: 'Outbox drain ÷ floor', unit: '×', values: [drainMs / floorMs], budget: { max: 1.2 } },
      {
        figure: '8',
        name: 'Movements created by the drain',
        unit: 'count',
        values: [created],
        budget: { exact: UPLOADS },
      },
    ];
  } finally {
    await bench.close();
  }
}

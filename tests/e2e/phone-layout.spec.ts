import { expect, test, type Page } from '@playwright/test';
import { completeCpf } from '../../src/contract/brazil-document.ts';
import { signIn } from './support/demo';
import { AS_THE_API } from './support/api-marker';

// Issue 14, item 10: at 375 px nothing a user needs scrolls sideways or hides below seven filters.
const SHOWCASE_CPF = completeCpf('271846390');
const SHOTS = process.env.E2E_SCREENSHOTS;

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

async function shot(page: Page, name: string): Promise<void> {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/375-${name}.png`, fullPage: true });
}

/** The element lies inside the 375 px viewport horizontally (nothing to scroll sideways to). */
async function expectWithinWidth(page: Page, testId: string): Promise<void> {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
}

test('a lookup result lists its processes as cards, with every fact visible', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto(`/?documento=${SHOWCASE_CPF}`);
  const result = page.getByTestId('lookup-result');
  await expect(result.getByTestId('risk-process-card').first()).toBeVisible();
  await expect(result.getByTestId('risk-process-table')).toHaveCount(0);
  await expectWithinWidth(page, 'risk-process-card');
  await expect(result.getByTestId('risk-process-card').first()).toContainText('Valor:');
  await expect(result.getByTestId('risk-process-card').first()).toContainText('Distribuição:');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'lookup');
});

test('the process list: filters fold behind "Filtros" with the active count; the first card is on the first screen', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/processos?uf=SP&situacao=active');
  const toggle = page.getByTestId('filters-toggle');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toContainText('2');
  await expect(page.getByLabel('Tribunal')).toHaveCount(0);
  const card = page.getByTestId('process-card').first();
  await expect(card).toBeVisible();
  expect((await card.boundingBox())!.y).toBeLessThan(740);
  await shot(page, 'process-list');
  await toggle.click();
  await expect(page.getByLabel('Tribunal')).toBeVisible();
  await shot(page, 'process-list-filters-open');
});

test('a process: every tab is on screen, and "Todas as partes" is a list, not a sideways table', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/processos');
  await page.getByTestId('process-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('process-number')).toBeVisible();
  for (const name of ['Dados', 'Movimentações', 'Autos', 'Campos personalizados', 'Checklist']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeInViewport({ ratio: 1 });
  }
  const parts = page.getByTestId('all-parts-cards');
  if ((await parts.count()) > 0) await expectWithinWidth(page, 'all-parts-cards');
  await expect(page.getByTestId('all-parts-table')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(page, 'process-detail');
});

test('"99+" on the bell keeps its "+": the badge is not clipped by the button', async ({ page }) => {
  // Only the count is made up (the seed has fewer than 99 notifications); everything else is the real stack.
  await page.route('**/notifications/total', (route) =>
    route.fulfill({
      status: 200,
      headers: AS_THE_API,
      contentType: 'application/json',
      body: JSON.stringify({ total: 150 }),
    }),
  );
  await signIn(page, 'admin@exemplo.test');
  const badge = page.getByTestId('notification-count');
  await expect(badge).toHaveText('99+');
  // Read in one go inside the page, and polled: the button is mounted again when the deferred tooltip arrives, and
  // an element read in between (detached) has neither a style nor a box.
  const layout = () =>
    page.evaluate(() => {
      const button = document.querySelector('[data-testid="notification-badge"]');
      const count = button?.querySelector('[data-testid="notification-count"]');
      if (!button || !count) return null;
      const box = count.getBoundingClientRect();
      return { overflow: getComputedStyle(button).overflow, badgeRight: box.right, badgeWidth: box.width };
    });
  await expect.poll(layout).toMatchObject({ overflow: 'visible' });
  const measured = await layout();
  expect(measured?.badgeWidth).toBeGreaterThan(0);
  expect(measured!.badgeRight).toBeLessThanOrEqual(375);
  await shot(page, 'badge');
});

test("a row's menu (drawn as a bare button until first used) opens on the first tap", async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto('/atividades');
  const button = page.getByTestId('activity-item').first().getByRole('button', { name: 'Nova análise' });
  await expect(button).toHaveAttribute('aria-haspopup', 'menu');
  await button.tap();
  await expect(page.getByRole('menuitem', { name: /Análise básica/ })).toBeVisible();
  await expect(page.getByRole('menu')).toBeInViewport();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
});

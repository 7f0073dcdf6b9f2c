import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';

test('a user of two organizations switches between them; the badge caps at 99+', async ({ page }) => {
  await signIn(page, 'master@exemplo.test');
  const first = await page.getByTestId('org-name').textContent();
  await page.getByTestId('org-switcher').click();
  const target = first === 'Grupo Atlântico Compliance' ? 'Painel Jurídico Master' : 'Grupo Atlântico Compliance';
  await page.getByRole('menuitem', { name: target }).click();
  await expect(page.getByTestId('org-name')).toHaveText(target);
  await page.reload();
  await expect(page.getByTestId('org-name')).toHaveText(target);
  expect(await page.evaluate(() => localStorage.getItem('painel.organizationName'))).toBe(target);
  if (target === 'Grupo Atlântico Compliance') await expect(page.getByTestId('notification-count')).toHaveText('99+');
  else await expect(page.getByTestId('notification-count')).toHaveCount(0);
});

test('the side menu collapses into a burger at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, 'admin@exemplo.test');
  const burger = page.getByTestId('nav-burger');
  await expect(burger).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Menu principal' });
  await expect(nav).not.toBeInViewport();
  await burger.click();
  await expect(nav).toBeInViewport();
  // Leaving through the header (not the menu's own links) closes it too: the new page is not left under the menu.
  await page.getByTestId('notification-badge').click();
  await expect(page).toHaveURL(/\/notificacoes$/);
  await expect(nav).not.toBeInViewport();
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await burger.click();
  await expect(nav).toBeInViewport();
});

test('the side menu is open at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'admin@exemplo.test');
  await expect(page.getByTestId('nav-burger')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeInViewport();
});

test('login and home have no serious accessibility violations', async ({ page }) => {
  await page.goto('/user/login');
  await expect(page.getByRole('button', { name: 'Entrar', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await signIn(page, 'admin@exemplo.test');
  await expectNoSeriousAxeViolations(page);
});

test('a host with the legacy brand is redirected to the other dashboard', async ({ page, baseURL }) => {
  const port = new URL(baseURL!).port;
  await page.route('https://painel.exemplo.com.br/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>novo painel</h1>' }),
  );
  await page.goto(`http://oldbrand.localhost:${port}/user/login?x=1`);
  await expect(page).toHaveURL(/^https:\/\/painel\.exemplo\.com\.br\//);
});

test('viewer and player refuse non-http(s) URLs', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  await page.goto(`/viewer?url=${encodeURIComponent('javascript:alert(1)')}`);
  await expect(page.getByTestId('popup-error')).toContainText('apenas links http(s)');
  await page.goto(`/player?url=${encodeURIComponent('data:text/html,<script>alert(1)</script>')}`);
  await expect(page.getByTestId('popup-error')).toContainText('apenas links http(s)');
});

import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { storedIdToken } from './support/id-token';

// Issue 13: an ID token stays valid until it expires, also after its owner signed out; the PWA's logout asks the
// API to refuse it, so a copy of the token (another tab's memory, a log, a shoulder) is useless afterwards.
test('logging out online makes the API refuse the token the session used', async ({ page }) => {
  await signIn(page, 'basico@exemplo.test');
  const token = await storedIdToken(page);
  const headers = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/v1/user', { headers })).status()).toBe(200);

  const revoked = page.waitForResponse(
    (response) => response.url().endsWith('/v1/session') && response.request().method() === 'DELETE',
  );
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/user\/login/);
  expect((await revoked).status()).toBe(204);

  const after = await page.request.get('/v1/user', { headers });
  expect(after.status()).toBe(401);
  expect((await after.json()).message).toBe('Esta sessão foi encerrada. Faça login novamente.');
});

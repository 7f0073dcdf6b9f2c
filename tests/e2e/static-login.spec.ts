import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../server/demo/demo-users.ts';
import { signIn } from './support/demo';

/** Holds the requests matching `pattern` until the returned function is called: the document has arrived, not they. */
async function hold(page: Page, pattern: RegExp): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const ENTRY_SCRIPT = /\/static\/js\/index-[^/]+\.js$/;
const ENTRY_STYLESHEET = /\/static\/css\/index-[^/]+\.css$/;

test("the document's own rules draw the form exactly as the whole stylesheet does", async ({ page }) => {
  await hold(page, ENTRY_SCRIPT);
  const releaseStylesheet = await hold(page, ENTRY_STYLESHEET);
  const stylesheetLoaded = page.waitForResponse(ENTRY_STYLESHEET);
  await page.goto('/user/login', { waitUntil: 'commit' });
  const card = page.locator('#static-login main');
  await expect(page.getByLabel('E-mail')).toBeVisible();
  const inlinedOnly = await card.screenshot({ animations: 'disabled' });
  releaseStylesheet();
  await stylesheetLoaded;
  await expect.poll(() => page.evaluate(() => document.styleSheets.length)).toBe(4);
  expect(await card.screenshot({ animations: 'disabled' })).toEqual(inlinedOnly);
});

test('a first visit draws the login form before the script, and the app keeps what was typed there', async ({
  page,
}) => {
  const release = await hold(page, ENTRY_SCRIPT);
  await page.goto('/user/login', { waitUntil: 'commit' });
  const email = page.getByLabel('E-mail');
  const password = page.getByRole('textbox', { name: 'Senha', exact: true });
  const enter = page.getByRole('button', { name: 'Entrar', exact: true });
  // Drawn by the document alone: the fields take typing, "Entrar" waits for the app.
  await expect(email).toBeVisible();
  await expect(enter).toBeDisabled();
  const drawnAt = await email.boundingBox();
  await email.click();
  await page.keyboard.type('admin@exemplo.test');
  await page.keyboard.press('Tab');
  await page.keyboard.type(DEMO_PASSWORD.slice(0, 4));

  release();
  await expect(enter).toBeEnabled();
  await expect(page.locator('#static-login')).toHaveCount(0);
  await expect(email).toHaveValue('admin@exemplo.test');
  // The same place on the screen: the app's form replaced the copy without a shift.
  expect(await email.boundingBox()).toEqual(drawnAt);
  // The focus stayed in the password field: typing goes on where it was.
  await page.keyboard.type(DEMO_PASSWORD.slice(4));
  await expect(password).toHaveValue(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('org-name')).toBeVisible();
});

test.describe('the login address with a stored session, the worker out of the way', () => {
  // The server's document, not the worker's index.html, answers the second visit too.
  test.use({ serviceWorkers: 'block' });

  test('the copy of the form is removed at once and the app shows the session', async ({ page }) => {
    await signIn(page, 'admin@exemplo.test');
    const response = await page.goto('/user/login', { waitUntil: 'commit' });
    expect(await response?.text()).toContain('id="static-login"');
    await expect(page.getByTestId('org-name')).toBeVisible();
    await expect(page.locator('#static-login')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Senha', exact: true })).toHaveCount(0);
  });
});

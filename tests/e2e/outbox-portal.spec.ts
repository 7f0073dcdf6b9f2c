import { expect, test } from '@playwright/test';
import { signIn } from './support/demo';
import { expireStoredTokens, storedTokenKeys } from './support/id-token';
import {
  nthProcessId,
  outboxCount,
  PORTAL_BANNER,
  QUEUED,
  queueMovement,
  readAuth,
  serverMovementTexts,
  submitMovement,
} from './support/outbox';
import { ALL_API_CALLS, PORTAL_MODES, routeThroughPortal } from './support/portal';

// Issue 29: behind a captive portal nothing may leave the outbox until the API itself stored it. The loss was a race
// (the upload reaching the portal before any GET did); here only the upload reaches the portal, every time.
const UPLOAD = '**/v1/file/uploadManual/**';

test('behind every portal mode the queued movements stay queued until the API itself stores them, then each arrives once', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin@exemplo.test');
  const auth = await readAuth(page);
  const processId = await nthProcessId(page, auth, 4);
  const before = await serverMovementTexts(page, auth, processId);
  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();

  // Two movements recorded offline, as in the issue.
  await context.setOffline(true);
  const stamp = Date.now();
  const texts = [`Petição atrás do portal ${stamp}`, `Certidão atrás do portal ${stamp}`];
  await queueMovement(page, texts[0]!, 'peticao.pdf');
  await queueMovement(page, texts[1]!, 'certidao.pdf');
  const queued = page.getByTestId('queued-movement');
  await expect(queued).toHaveCount(2);

  const portal = await routeThroughPortal(page, UPLOAD, PORTAL_MODES[0]);
  await context.setOffline(false);
  for (const mode of PORTAL_MODES) {
    portal.setMode(mode);
    // The drain resumes whenever the API answers a GET again: let the portal take several uploads in this mode.
    await expect
      .poll(() => portal.hits(), { message: `uploads answered by the portal (${mode})`, timeout: 45_000 })
      .toBeGreaterThanOrEqual(2);
    expect(await outboxCount(page), `outbox after the portal answered (${mode})`).toBe(2);
    await expect(queued).toHaveCount(2);
    expect(await serverMovementTexts(page, auth, processId), mode).toEqual(before);
  }

  // The portal is gone (the lawyer signed in to the Wi-Fi): the outbox resumes by itself, and each arrives once.
  await portal.stop();
  await expect(queued).toHaveCount(0, { timeout: 60_000 });
  expect(await outboxCount(page)).toBe(0);
  const after = await serverMovementTexts(page, auth, processId);
  expect(after.length).toBe(before.length + 2);
  for (const text of texts)
    expect(
      after.filter((t) => t === text),
      text,
    ).toHaveLength(1);
});

test('the online form behind a portal queues instead of taking the portal for the server; a portal answering everything is named in the banner, an expired token behind it keeps the session, and the outbox resumes by itself', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, 'admin@exemplo.test');
  const auth = await readAuth(page);
  const processId = await nthProcessId(page, auth, 5);
  const before = await serverMovementTexts(page, auth, processId);
  await page.goto(`/processos/${processId}?aba=movimentacoes`);
  await expect(page.getByTestId('movement-timeline').or(page.getByTestId('movements-empty'))).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);

  // Online, and only the upload meets the portal: the form must not close as if the movement had been sent.
  const uploadPortal = await routeThroughPortal(page, UPLOAD, 'html-200');
  const description = `Enviada no Wi-Fi do fórum ${Date.now()}`;
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  await submitMovement(page, description, 'forum.pdf');
  await expect(page.getByTestId('upload-queued').last()).toContainText(QUEUED);
  expect(uploadPortal.hits()).toBeGreaterThan(0);
  await expect(page.getByTestId('queued-movement')).toHaveCount(1);
  await uploadPortal.stop();

  // Now the portal answers everything — API, health check, identity — and the token expires behind it.
  const portal = await routeThroughPortal(page, ALL_API_CALLS, 'html-200');
  await expireStoredTokens(page);
  await page.getByRole('tab', { name: 'Dados' }).click();
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(page.getByTestId('offline-banner')).toHaveAttribute('data-state', 'portal', { timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toHaveText(PORTAL_BANNER);
  await page.waitForTimeout(4_000);
  expect(portal.hits()).toBeGreaterThan(0);
  expect(await outboxCount(page)).toBe(1);
  expect((await storedTokenKeys(page)).length, 'the session survives the portal').toBeGreaterThan(0);
  expect(await serverMovementTexts(page, auth, processId)).toEqual(before);

  await portal.stop();
  // No reload, no reconnection event: the health probe finds the API, the token is renewed, the outbox drains.
  await expect(page.getByTestId('queued-movement')).toHaveCount(0, { timeout: 60_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page).not.toHaveURL(/\/user\/login/);
  const after = await serverMovementTexts(page, await readAuth(page), processId);
  expect(after.filter((t) => t === description)).toHaveLength(1);
  expect(after.length).toBe(before.length + 1);
});

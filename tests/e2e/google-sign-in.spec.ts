import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FEDERATED_IDENTITY_UNBOUND_MESSAGE } from '../../src/contract/constants/auth.ts';
import { findFreePort } from '../../server/dev-stack/port-check.ts';
import { idTokenClaims, storedTokenKeys } from './support/id-token';
import { SoakStack } from './support/soak-stack';

/**
 * Issue 35, item 2: Google sign-in through the hosted UI, end to end — real Chromium, real Amplify (its redirect flow,
 * PKCE, the code exchange), the real API verifying the tokens — against the local fake of the hosted UI
 * (server/dev-stack/fake-hosted-ui.ts) that a stack of this spec's own starts with FAKE_HOSTED_UI_PORT.
 */
const ACCESS_UNAVAILABLE =
  'Acesso indisponível! Entre em contato via whatsapp pelo número (11) 4002-8922 ou email: suporte@painel-juridico.com.br';

let stack: SoakStack;
let dataDir: string;
let hostedUi: string;

// The fake speaks TLS with a certificate made at its start: Amplify calls https://<OAUTH_DOMAIN> whatever the domain.
test.use({ ignoreHTTPSErrors: true });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dataDir = mkdtempSync(join(tmpdir(), 'painel-google-'));
  const fakePort = await findFreePort();
  hostedUi = `https://127.0.0.1:${fakePort}`;
  stack = new SoakStack({
    port: await findFreePort(),
    identityPort: await findFreePort(),
    dataDir,
    pwaDist: process.env.PWA_DIST ?? 'dist',
    env: { FAKE_HOSTED_UI_PORT: String(fakePort) },
  });
  await stack.start(200_000);
});

test.afterAll(async () => {
  await stack?.stop('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** From the login screen to the fake's account chooser, checking what Amplify asked for. */
async function toAccountChooser(page: Page): Promise<URL> {
  await page.getByRole('button', { name: 'Entrar com Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${hostedUi}/oauth2/authorize\\?`));
  await expect(page.getByRole('heading', { name: 'Escolha uma conta do Google' })).toBeVisible();
  return new URL(page.url());
}

test('a deep link survives the round trip through Google and lands signed in as the linked user', async ({ page }) => {
  await page.goto(`${stack.url}/processos/1`);
  await expect(page).toHaveURL(`${stack.url}/user/login?next=%2Fprocessos%2F1`);
  const authorize = await toAccountChooser(page);
  const q = authorize.searchParams;
  expect(q.get('identity_provider')).toBe('Google');
  expect(q.get('response_type')).toBe('code');
  expect(q.get('code_challenge_method')).toBe('S256');
  expect(q.get('redirect_uri')).toBe(`${stack.url}/`);
  // The address asked for rides in the state, after Amplify's random part.
  expect(q.get('state')).toMatch(/^[A-Za-z0-9]+-.+/);

  const exchange = page.waitForResponse(
    (r) => r.url() === `${hostedUi}/oauth2/token` && r.request().method() === 'POST',
  );
  await page.getByRole('link', { name: /Google vinculado/ }).click();
  expect((await exchange).status()).toBe(200);
  await expect(page).toHaveURL(`${stack.url}/processos/1`);
  await expect(page.getByTestId('org-name')).toHaveText('Moraes & Associados Advocacia');
  // The code and state left the address bar; the tokens are the hosted UI's, for Ana's own subject.
  expect(page.url()).not.toContain('code=');
  const claims = await idTokenClaims(page);
  expect(claims.email).toBe('admin@exemplo.test');
  expect(claims.identities).toEqual([expect.objectContaining({ providerName: 'Google' })]);
});

test('a Google account with the same e-mail but bound to nobody is refused, never merged', async ({ page }) => {
  await page.goto(`${stack.url}/user/login`);
  await toAccountChooser(page);
  // The session's first request (its start, or the user alone) is the one refused.
  const user = page.waitForResponse((r) => ['/v1/session', '/v1/user'].includes(new URL(r.url()).pathname));
  await page.getByRole('link', { name: /Google não vinculado/ }).click();
  const answer = await user;
  expect(answer.status()).toBe(401);
  expect((await answer.json()).message).toBe(FEDERATED_IDENTITY_UNBOUND_MESSAGE);
  await expect(page.getByText(ACCESS_UNAVAILABLE, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`^${stack.url}/user/login`));
  await expect.poll(() => storedTokenKeys(page)).toHaveLength(0);
  await expect(page.getByTestId('org-name')).toHaveCount(0);
});

test('a Google account nobody invited gets the same refusal', async ({ page }) => {
  await page.goto(`${stack.url}/user/login`);
  await toAccountChooser(page);
  await page.getByRole('link', { name: /pessoa\.desconhecida@gmail\.test/ }).click();
  await expect(page.getByText(ACCESS_UNAVAILABLE, { exact: true })).toBeVisible();
  await expect.poll(() => storedTokenKeys(page)).toHaveLength(0);
});

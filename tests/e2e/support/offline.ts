import { expect, type Page } from '@playwright/test';

export const ORG = 590;

/** Waits until the service worker is active, then reloads so that it controls the page. */
export async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect(page.getByTestId('org-name')).toBeVisible();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/**
 * Opens the first process of the list and its movements, and waits until they reach IndexedDB (writes are throttled
 * by a second). Answers the process number and the detail's address.
 */
export async function openFirstProcessMovements(page: Page, origin = ''): Promise<{ number: string; detailUrl: string }> {
  await page.goto(`${origin}/processos`);
  const link = page.getByTestId('process-row').first().getByRole('link').first();
  const number = (await link.textContent())?.trim() ?? '';
  expect(number).not.toBe('');
  await link.click();
  await expect(page.getByTestId('process-number')).toHaveText(number);
  const detailUrl = page.url();
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  await expect(page.getByTestId('movement-timeline')).toBeVisible();
  await expect.poll(async () => /"process",\d+,"movements",\{/.test(await persistedText(page))).toBe(true);
  return { number, detailUrl };
}

export async function authHeaders(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('CognitoIdentityServiceProvider.') && k.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  });
  if (!token) throw new Error('no id token in localStorage');
  return { Authorization: `Bearer ${token}` };
}

/** Rewrites the stored ID and access tokens so that they expired an hour ago (their signature no longer matters offline). */
export async function expireStoredTokens(page: Page): Promise<void> {
  await page.evaluate(() => {
    const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const fromB64url = (part: string) => atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith('CognitoIdentityServiceProvider.') || !/\.(idToken|accessToken)$/.test(key)) continue;
      const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
      if (!header || !payload) continue;
      const claims = JSON.parse(fromB64url(payload)) as { exp: number; iat: number };
      const now = Math.floor(Date.now() / 1000);
      claims.iat = now - 7200;
      claims.exp = now - 3600;
      localStorage.setItem(key, `${header}.${b64url(JSON.stringify(claims))}.${signature ?? ''}`);
    }
  });
}

/** Keys of the persisted query caches' database, or [] when it does not exist yet. */
export async function persistedText(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('painel-offline');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('query-cache')) {
            db.close();
            resolve('');
            return;
          }
          const request = db.transaction('query-cache').objectStore('query-cache').getAll();
          request.onsuccess = () => {
            db.close();
            resolve(request.result.map(String).join('\n'));
          };
          request.onerror = () => reject(request.error);
        };
      }),
  );
}

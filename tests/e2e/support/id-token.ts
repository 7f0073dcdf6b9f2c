import type { Page } from '@playwright/test';

/** Amplify keeps the Cognito tokens in localStorage under this prefix. */
export const TOKEN_KEY_PREFIX = 'CognitoIdentityServiceProvider.';

/** Keys of the stored ID, access and refresh tokens ([] once signed out). */
export async function storedTokenKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    (prefix) =>
      Object.keys(localStorage).filter((k) => k.startsWith(prefix) && /idToken|accessToken|refreshToken/.test(k)),
    TOKEN_KEY_PREFIX,
  );
}

/** The signed-in user's ID token as Amplify stored it; throws when there is none. */
export async function storedIdToken(page: Page): Promise<string> {
  const token = await page.evaluate((prefix) => {
    const key = Object.keys(localStorage).find((k) => k.startsWith(prefix) && k.endsWith('.idToken'));
    return key ? localStorage.getItem(key) : null;
  }, TOKEN_KEY_PREFIX);
  if (!token) throw new Error('no ID token in localStorage');
  return token;
}

/** Headers that call the API as the signed-in user, not through the app. */
export async function authHeaders(page: Page): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await storedIdToken(page)}` };
}

/** The claims of the stored ID token (its payload, unverified). */
export async function idTokenClaims(
  page: Page,
): Promise<{ sub: string; exp: number; iat: number } & Record<string, unknown>> {
  const payload = (await storedIdToken(page)).split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
}

/** Rewrites the stored ID and access tokens so that they expired an hour ago (their signature no longer matters offline). */
export async function expireStoredTokens(page: Page): Promise<void> {
  await page.evaluate((prefix) => {
    const b64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    const fromB64url = (part: string) => atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    for (const key of Object.keys(localStorage)) {
      if (!key.startsWith(prefix) || !/\.(idToken|accessToken)$/.test(key)) continue;
      const [header, payload, signature] = (localStorage.getItem(key) ?? '').split('.');
      if (!header || !payload) continue;
      const claims = JSON.parse(fromB64url(payload)) as { exp: number; iat: number };
      const now = Math.floor(Date.now() / 1000);
      claims.iat = now - 7200;
      claims.exp = now - 3600;
      localStorage.setItem(key, `${header}.${b64url(JSON.stringify(claims))}.${signature ?? ''}`);
    }
  }, TOKEN_KEY_PREFIX);
}

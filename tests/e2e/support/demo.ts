import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../../server/demo/demo-users.ts';

/** `origin`: a stack of the spec's own (offline specs stop and restart theirs); default the config's baseURL. */
export async function fillLogin(page: Page, email: string, password: string, origin = ''): Promise<void> {
  await page.goto(`${origin}/user/login`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Senha', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Signs in and waits for the dashboard shell of the user's organization. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, origin = ''): Promise<void> {
  await fillLogin(page, email, password, origin);
  await expect(page.getByTestId('org-name')).toBeVisible();
}

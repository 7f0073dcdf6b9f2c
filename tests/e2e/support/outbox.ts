import { expect, type Page } from '@playwright/test';
import { storedIdToken } from './id-token';
import { STORES, storeRecords } from './indexed-db';

/** A real, minimal one-page PDF (the server checks the magic bytes). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
export const QUEUED = 'Sem conexão: a movimentação foi guardada e será enviada quando a conexão voltar.';
export const PORTAL_BANNER =
  'Rede com página de acesso (Wi-Fi do fórum?) — abra o navegador para entrar; suas movimentações continuam guardadas.';

export interface Auth {
  token: string;
  orgId: number;
}

export async function readAuth(page: Page): Promise<Auth> {
  const orgId = await page.evaluate(() => Number(localStorage.getItem('painel.organizationId') ?? 590));
  return { token: await storedIdToken(page), orgId };
}

/** The id of the n-th process of the organization's list (by number), read with the user's token. */
export async function nthProcessId(page: Page, auth: Auth, n: number, origin = ''): Promise<number> {
  const list = await page.request.get(`${origin}/v1/organization/${auth.orgId}/process?page=0&sort=number`, {
    headers: { Authorization: `Bearer ${auth.token}` },
  });
  const id = ((await list.json()) as { result: { id: number }[] }).result[n]?.id;
  expect(id).toBeTruthy();
  return id ?? 0;
}

/** Every manual movement text of the process on the server, read with the user's bearer token (not through the app). */
export async function serverMovementTexts(page: Page, auth: Auth, processId: number, origin = ''): Promise<string[]> {
  const texts: string[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const response = await page.request.get(
      `${origin}/v1/organization/${auth.orgId}/process/${processId}/movimentsmanual?page=${pageIndex}`,
      {
        headers: { Authorization: `Bearer ${auth.token}` },
      },
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { total: number; result: { text: string }[] };
    texts.push(...body.result.map((m) => m.text));
    if (body.result.length === 0 || texts.length >= body.total) return texts;
  }
}

/** Every item in this browser's outbox database, whoever queued it. */
export async function outboxCount(page: Page): Promise<number> {
  return (await storeRecords(page, STORES.outbox)).length;
}

/** Fills 'Registrar movimentação manual' (already open) and submits it. */
export async function submitMovement(
  page: Page,
  description: string,
  fileName: string,
  file: Buffer = PDF,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Registrar movimentação manual' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: file });
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const dateInput = dialog.getByLabel('Data da movimentação');
  await dateInput.fill(today);
  await dateInput.press('Tab');
  await dialog.getByLabel('Descrição').fill(description);
  await dialog.getByRole('button', { name: 'Enviar movimentação' }).click();
}

/** Submits and waits until the form says it was queued and closes (issue 14, item 10). */
export async function queueMovement(
  page: Page,
  description: string,
  fileName: string,
  file: Buffer = PDF,
): Promise<void> {
  await page.getByRole('button', { name: 'Registrar movimentação' }).click();
  await submitMovement(page, description, fileName, file);
  await expect(page.getByTestId('upload-queued').last()).toContainText(QUEUED);
  await expect(page.getByRole('dialog', { name: 'Registrar movimentação manual' })).toBeHidden();
}

import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';

// The device's zone must not matter: instants are shown in Brasília, calendar dates as stored.
test.use({ timezoneId: 'Asia/Tokyo' });

interface Picked {
  id: number;
  distributionDate: string;
}

/** A seeded, non-secret process of the signed-in organization, read through the real API. */
async function pickProcess(page: Page): Promise<Picked> {
  return page.evaluate(
    async (headers) => {
      const orgId = Number(localStorage.getItem('painel.organizationId') ?? 590);
      const list = (await (
        await fetch(`/v1/organization/${orgId}/process?page=0&sort=number`, { headers })
      ).json()) as { result: { id: number }[] };
      for (const row of list.result) {
        const detail = (await (await fetch(`/v1/process/${orgId}/${row.id}`, { headers })).json()) as {
          isSecret: boolean;
          distributionDate: string | null;
        };
        if (detail.isSecret || !detail.distributionDate) continue;
        // The opening movement on the first page of movements (10 per page, newest first).
        const movements = (await (
          await fetch(`/v1/organization/${orgId}/process/${row.id}/moviments`, { headers })
        ).json()) as { total: number };
        if (movements.total <= 10) return { id: row.id, distributionDate: detail.distributionDate };
      }
      throw new Error('no public process with a distribution date and one page of movements in the seed');
    },
    await authHeaders(page),
  );
}

const brDay = (iso: string) => iso.replace(/^(\d{4})-(\d{2})-(\d{2})$/, '$3/$2/$1');

test('money typed the Brazilian way is saved and shown as typed; a negative is refused before sending', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  const { id } = await pickProcess(page);
  await page.goto(`/processos/${id}`);
  const input = page.getByRole('textbox', { name: 'Novo valor manual (R$)' });
  await input.fill('');
  await input.pressSequentially('1.234.567,89');
  await expect(page.getByText('Será salvo como R$ 1.234.567,89.', { exact: false })).toBeVisible();

  const saved = page.waitForRequest((r) => r.url().endsWith('/changevalue') && r.method() === 'POST');
  await page.getByRole('button', { name: 'Salvar valor' }).click();
  expect((await saved).postDataJSON()).toEqual({ valueProcess: 123_456_789 });
  await expect(page.getByText('Valor salvo.')).toBeVisible();
  await expect(page.getByTestId('manual-cause-value')).toHaveText(/^R\$\s1\.234\.567,89$/);
  await page.reload();
  await expect(page.getByTestId('manual-cause-value')).toHaveText(/^R\$\s1\.234\.567,89$/);
  await expect(page.getByRole('textbox', { name: 'Novo valor manual (R$)' })).toHaveValue('1.234.567,89');

  let sent = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/changevalue')) sent += 1;
  });
  const again = page.getByRole('textbox', { name: 'Novo valor manual (R$)' });
  await again.fill('-10,00');
  await page.getByRole('button', { name: 'Salvar valor' }).click();
  await expect(page.getByText('O valor não pode ser negativo.')).toBeVisible();
  await again.fill('R$ 12,3,4');
  await page.getByRole('button', { name: 'Salvar valor' }).click();
  await expect(page.getByText(/^Valor inválido\./)).toBeVisible();
  expect(sent).toBe(0);
});

test('a process is distributed on the same day on its data and its movements, with the device in Tokyo', async ({
  page,
}) => {
  await signIn(page, 'admin@exemplo.test');
  const { id, distributionDate } = await pickProcess(page);
  await page.goto(`/processos/${id}`);
  await expect(page.getByText(brDay(distributionDate), { exact: true }).first()).toBeVisible();
  await page.goto(`/processos/${id}?aba=movimentacoes`);
  const opening = page.getByTestId('movement-item').filter({ hasText: 'Distribuição' }).last();
  await expect(opening).toContainText(`${brDay(distributionDate)} 00:00`);
});

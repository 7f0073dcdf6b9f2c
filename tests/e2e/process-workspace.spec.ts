import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support/demo';
import { authHeaders } from './support/id-token';

const ORG = 590;

/** An active, non-secret seeded process of the organization (the second one: the first carries seeded answers). */
async function seededProcessId(page: Page): Promise<number> {
  const response = await page.request.get(`/v1/organization/${ORG}/process?secret=false&status=active`, {
    headers: await authHeaders(page),
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { result: { id: number }[] };
  const process = body.result[1] ?? body.result[0];
  if (!process) throw new Error('no seeded process');
  return process.id;
}

test('custom fields: the required error first, then saved with who answered', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const id = await seededProcessId(page);
  await page.goto(`/processos/${id}?aba=campos`);
  const form = page.getByRole('form', { name: 'Campos personalizados' });
  const client = form.getByRole('textbox', { name: 'Cliente responsável' });
  await client.fill('');
  await form.getByRole('button', { name: 'Salvar campos' }).click();
  await expect(form.getByText('Preencha o campo obrigatório “Cliente responsável”.')).toBeVisible();

  // Script in a text answer is stored and shown as text.
  await client.fill('<script>window.__pwned = 1</script> Construtora Horizonte');
  const phase = form
    .getByRole('textbox', { name: 'Fase interna' })
    .or(form.getByRole('combobox', { name: 'Fase interna' }));
  await phase.click();
  await page.getByRole('option', { name: 'Instrução' }).click();
  await form.getByRole('textbox', { name: 'Provisão contábil' }).fill('1234,56');
  await form.getByRole('radio', { name: 'Sim' }).check();
  await form.getByRole('button', { name: 'Salvar campos' }).click();
  await expect(page.getByText('Campos personalizados salvos.')).toBeVisible();
  await expect(form.getByTestId('custom-field-audit').first()).toContainText('Ana Moraes');

  await page.reload();
  const reloaded = page.getByRole('form', { name: 'Campos personalizados' });
  await expect(reloaded.getByRole('textbox', { name: 'Cliente responsável' })).toHaveValue(
    '<script>window.__pwned = 1</script> Construtora Horizonte',
  );
  await expect(reloaded.getByRole('textbox', { name: 'Provisão contábil' })).toHaveValue('1.234,56');
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('checklist: attach a group, answer it, remove it', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const id = await seededProcessId(page);
  await page.goto(`/processos/${id}?aba=checklist`);
  const picker = page
    .getByRole('textbox', { name: 'Vincular checklist' })
    .or(page.getByRole('combobox', { name: 'Vincular checklist' }));
  await picker.click();
  await page.getByRole('option', { name: 'Prazo recursal' }).click();
  await page.getByRole('button', { name: 'Vincular' }).click();

  const card = page.getByRole('region', { name: 'Checklist Prazo recursal' });
  await expect(card).toBeVisible();
  await card
    .getByRole('radiogroup', { name: 'Prazo calculado e agendado' })
    .getByRole('radio', { name: 'Sim' })
    .check();
  await card.getByRole('radiogroup', { name: 'Preparo recolhido' }).getByRole('radio', { name: 'Não' }).check();
  await card.getByRole('button', { name: 'Salvar respostas' }).click();
  await expect(card.getByText('1/3 sim')).toBeVisible();
  await expect(card.getByText(/Respondido por Ana Moraes/).first()).toBeVisible();

  await card.getByRole('button', { name: 'Remover checklist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remover checklist' });
  await dialog.getByRole('button', { name: 'Remover' }).click();
  await expect(card).toHaveCount(0);
});

test('movement people: assign a responsible person, change the role, remove', async ({ page }) => {
  await signIn(page, 'admin@exemplo.test');
  const id = await seededProcessId(page);
  await page.goto(`/processos/${id}?aba=movimentacoes`);
  const people = page.getByRole('region', { name: 'Pessoas da movimentação' }).first();
  await people.getByRole('button', { name: 'Atribuir pessoa' }).click();
  const pick = page.getByRole('textbox', { name: 'Pessoa' }).or(page.getByRole('combobox', { name: 'Pessoa' }));
  await pick.click();
  const option = page.getByRole('option').first();
  const name = ((await option.textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await option.click();
  await page.getByRole('button', { name: 'Adicionar' }).click();

  const role = people
    .getByRole('textbox', { name: `Responsabilidade de ${name}` })
    .or(people.getByRole('combobox', { name: `Responsabilidade de ${name}` }));
  await expect(role).toHaveValue('Responsável');
  await role.click();
  await page.getByRole('option', { name: 'Revisor' }).click();
  await expect(role).toHaveValue('Revisor');

  await page.reload();
  const again = page.getByRole('region', { name: 'Pessoas da movimentação' }).first();
  const roleAgain = again
    .getByRole('textbox', { name: `Responsabilidade de ${name}` })
    .or(again.getByRole('combobox', { name: `Responsabilidade de ${name}` }));
  await expect(roleAgain).toHaveValue('Revisor');
  await again.getByRole('button', { name: `Remover ${name}` }).click();
  await expect(again.getByRole('button', { name: `Remover ${name}` })).toHaveCount(0);
});

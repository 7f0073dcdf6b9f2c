import { expect, test, type Page } from '@playwright/test';
import { DEMO_EMAILS } from '../../server/demo/demo-users.ts';
import { expectNoSeriousAxeViolations } from './support/axe';
import { signIn } from './support/demo';

// Real court data on screen: an admin registers a lawyer's OAB number and sees it listed with what the demo's DJEN
// communications brought, reads the sources' status, and finds a DJEN movement's publication and deadline start on
// its process, with the certificate link and the cancelled mark.
test.describe.configure({ mode: 'serial' });

const SHOTS = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('an admin registers an OAB number, reads the sources and sees a DJEN movement on its process', async ({
  page,
}) => {
  await signIn(page, DEMO_EMAILS.admin);
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Fontes de dados' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Fontes de dados' })).toBeVisible();
  await expect(page.getByTestId('demo-mode')).toContainText('Modo demonstração ativo');
  const djen = page.getByTestId('source-status').filter({ hasText: 'DJEN' });
  await expect(djen).toContainText('Itens novos');
  await expect(djen).toContainText('Cancelamentos');

  // An empty form gets the server's Portuguese refusal, not the browser's own bubble.
  await page.getByRole('button', { name: 'Cadastrar suspensão' }).click();
  await expect(page.getByRole('alert', { name: 'Suspensão não cadastrada' })).toContainText(
    'Informe o motivo da suspensão.',
  );

  // A suspension, with the server's Portuguese refusal first.
  await page.getByLabel('Início').fill('2099-03-05');
  await page.getByLabel('Fim').fill('2099-03-01');
  await page.getByLabel('Motivo').fill('Indisponibilidade do sistema');
  await page.getByRole('button', { name: 'Cadastrar suspensão' }).click();
  await expect(page.getByRole('alert', { name: 'Suspensão não cadastrada' })).toContainText(
    'com o fim igual ou depois do início',
  );
  await page.getByLabel('Fim').fill('2099-03-06');
  await page.getByLabel('Tribunal').fill('TJSP');
  await page.getByRole('button', { name: 'Cadastrar suspensão' }).click();
  await expect(page.getByTestId('suspension').filter({ hasText: 'TJSP, 05/03/2099 a 06/03/2099' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'court-sources');

  await page.getByRole('link', { name: 'Advogados e OAB' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Advogados e OAB' })).toBeVisible();
  await expect(page.getByTestId('oab-registration')).toHaveCount(2);
  await page.getByLabel('Número da OAB').fill('246.81O');
  await page.getByRole('combobox', { name: 'UF' }).fill('MG');
  await page.getByRole('option', { name: 'MG', exact: true }).click();
  await page.getByRole('textbox', { name: 'Advogado(a)', exact: true }).fill('Rita Alves');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  await expect(page.getByRole('alert', { name: 'OAB não cadastrada' })).toContainText(
    'O número da OAB deve ter apenas dígitos',
  );
  await page.getByLabel('Número da OAB').fill('246.810');
  await page.getByRole('button', { name: 'Cadastrar', exact: true }).click();
  const added = page.locator('[data-testid="oab-registration"][data-oab="246810/MG"]');
  await expect(added).toContainText('Rita Alves');
  await expect(added).toContainText('Ainda não sincronizada');
  const carla = page.locator('[data-testid="oab-registration"][data-oab="123456/SP"]');
  await expect(carla.getByTestId('brought-communication')).toHaveCount(2);
  const paulo = page.locator('[data-testid="oab-registration"][data-oab="98765/RJ"]');
  await expect(paulo.getByTestId('brought-communication')).toContainText('Cancelada no DJEN');
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'court-oab');

  // The cancelled communication's process: its movement shows the line, the certificate and the mark.
  await paulo.getByTestId('brought-communication').getByRole('link').click();
  await page.getByRole('tab', { name: 'Movimentações' }).click();
  const movement = page
    .getByTestId('movement-item')
    .filter({ has: page.getByTestId('movement-communication') })
    .first();
  await expect(movement.getByTestId('movement-deadline')).toHaveText(
    /^Publicada em \d{2}\/\d{2}\/\d{4}; prazo começa em \d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(movement.getByTestId('movement-cancelled')).toHaveText('Cancelada no DJEN: Publicação em duplicidade');
  await expect(movement.getByRole('link', { name: 'Certidão de publicação' })).toHaveAttribute(
    'href',
    /\/api\/v1\/comunicacao\/demo\d{4}\/certidao$/,
  );
  // The line is shown apart, not repeated in the act's text.
  await expect(movement).toContainText('Fica o réu citado');
  await expect(movement.getByText(/^Publicada em/)).toHaveCount(1);
  await shot(page, 'court-movement');

  // Its notification says the same: the deadline start, the certificate, and that it was cancelled since.
  await page.goto('/notificacoes');
  const notification = page
    .getByTestId('notification-item')
    .filter({ has: page.getByTestId('movement-cancelled') })
    .first();
  await expect(notification.getByTestId('movement-cancelled')).toHaveText(
    'Cancelada no DJEN: Publicação em duplicidade',
  );
  await expect(notification.getByTestId('movement-deadline')).toHaveText(
    /^Publicada em \d{2}\/\d{2}\/\d{4}; prazo começa em \d{2}\/\d{2}\/\d{4}$/,
  );
  await expect(notification.getByRole('link', { name: 'Certidão de publicação' })).toHaveAttribute(
    'href',
    /\/api\/v1\/comunicacao\/demo\d{4}\/certidao$/,
  );
  await expectNoSeriousAxeViolations(page);
  await shot(page, 'court-notification');
});

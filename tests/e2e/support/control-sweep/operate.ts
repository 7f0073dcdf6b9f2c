import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { pickRange } from '../date-range';
import { countMutations, fingerprint, locate, mutationsSoFar, type Control } from './controls';
import { DIALOG_CANCEL, EXCLUDED_WITHIN } from './exclusions';
import { closeOtherWindows } from './plan';

const EFFECT_WAIT_MS = 3000;
/** The effect of a control whose right answer is to change nothing (counted apart in the figures). */
export const NO_OP = 'nothing to do (already applied)';
/** The effect recorded for a control of EXCLUDED_WITHIN (exclusions.ts). */
export const SKIPPED = 'not pressed: ';

/**
 * Operates one control as a person would and returns the visible effect; throws when there is none. Dates: a period
 * is picked; a list: another option is chosen; a switch or checkbox: toggled and put back; the rest: clicked.
 */
export async function operate(page: Page, control: Control): Promise<string> {
  const target = locate(page, control);
  await target.scrollIntoViewIfNeeded({ timeout: 5000 });
  // Some names are shared with harmless controls: those that act at once are told apart by where they are.
  for (const rule of EXCLUDED_WITHIN.filter((r) => r.name.test(control.name))) {
    if (await target.evaluate((el, within) => el.closest(within) !== null, rule.within))
      return `${SKIPPED}${rule.reason}`;
  }
  const isDates = await target.evaluate((el) => el.hasAttribute('data-dates-input'));
  if (isDates) {
    const shown = await pickRange(page, control.name, 3, 10, 'click');
    await expect(target).toHaveText(shown);
    return `picked ${shown}`;
  }
  if (control.role === 'combobox') return chooseOption(page, control);
  if (control.role === 'radio') {
    if (await target.isChecked()) return 'already chosen';
    // Its input is moved off screen: a person clicks the label.
    await (await drawnControl(page, target)).click();
    await expect(target).toBeChecked();
    return 'chosen';
  }
  if (control.role === 'checkbox' || control.role === 'switch') {
    // Followed by its id: a switch's name may change with its state ("Disponível offline" gains "Salvo em …").
    const id = await target.getAttribute('id');
    const input = id ? page.locator(`[id="${id}"]`) : target;
    const was = await input.isChecked();
    // Mantine draws the box over a transparent input: a person clicks the drawing or its label.
    const press = () => drawnControl(page, input).then((drawn) => drawn.click());
    await press();
    await expect(input).toBeChecked({ checked: !was });
    // A switch that starts work ("Disponível offline" saves the process) is disabled until the work is done.
    await expect(input).toBeEnabled({ timeout: 30_000 });
    await press();
    await expect(input).toBeChecked({ checked: was });
    return 'toggled and put back';
  }
  if (control.role === 'tab' && (await target.getAttribute('aria-selected')) === 'true') return NO_OP;
  if (
    control.role === 'link' &&
    control.href &&
    /^https?:/.test(control.href) &&
    new URL(control.href).origin !== new URL(page.url()).origin
  ) {
    // The test machine has no internet: another site's link is checked, not followed.
    return `links to ${new URL(control.href).host}`;
  }
  return clickAndWatch(page, control);
}

/** What a person clicks for a visually hidden input: its label when it has one, else the input itself. */
async function drawnControl(page: Page, input: Locator): Promise<Locator> {
  const id = await input.getAttribute('id');
  const label = id ? page.locator(`label[for="${id}"]`) : null;
  return label && (await label.count()) > 0 ? label.first() : input;
}

async function chooseOption(page: Page, control: Control): Promise<string> {
  const target = locate(page, control);
  const before = await target.inputValue().catch(async () => (await target.textContent()) ?? '');
  await target.click();
  const listbox = page.getByRole('listbox').last();
  await expect(listbox, 'its list opens').toBeVisible();
  const other = listbox.locator('[role=option]:not([aria-selected=true]):not([data-combobox-disabled])').first();
  if ((await other.count()) === 0) {
    await page.keyboard.press('Escape');
    return 'opened its list (no other option)';
  }
  const label = ((await other.textContent()) ?? '').trim();
  await other.click();
  await expect
    .poll(() => target.inputValue().catch(async () => (await target.textContent()) ?? ''), {
      message: `choosing "${label}" changes the value`,
    })
    .not.toBe(before);
  return `chose "${label}"`;
}

async function clickAndWatch(page: Page, control: Control): Promise<string> {
  const target = locate(page, control);
  const before = await fingerprint(page);
  const url = page.url();
  await countMutations(page);
  let popup: Page | null = null;
  let download: Download | null = null;
  const onPopup = (p: Page) => (popup = p);
  const onDownload = (d: Download) => (download = d);
  page.context().on('page', onPopup);
  page.on('download', onDownload);
  try {
    await target.click({ timeout: 5000 });
    const deadline = Date.now() + EFFECT_WAIT_MS;
    for (;;) {
      const effect = await effectSince(page, url, before, popup, download);
      if (effect) return effect;
      if (Date.now() > deadline) break;
      await page.waitForTimeout(150);
    }
  } finally {
    page.context().off('page', onPopup);
    page.off('download', onDownload);
  }
  const mutations = await mutationsSoFar(page);
  if (mutations > 0) return `redrew the screen (${mutations} changes)`;
  // Doing nothing is right for these three, and only these: a link to the page already open, the buttons of a
  // filter form ("Buscar", "Limpar filtros") whose fields already hold what is applied (the sweep types nothing),
  // and the chosen one of a set of pressed-or-not options (the analysis' category cards) chosen again.
  if (control.role === 'link' && (await target.getAttribute('aria-current')) === 'page') return NO_OP;
  if (await target.evaluate((el) => el.closest('form[role=search]') !== null)) return NO_OP;
  if (await target.evaluate(isChosenOptionOfSet)) return NO_OP;
  throw new Error('no visible effect (no dialog, no new address, no change on the screen)');
}

async function effectSince(
  page: Page,
  url: string,
  before: string,
  popup: Page | null,
  download: Download | null,
): Promise<string | null> {
  if (popup) {
    const opened = popup as Page;
    await opened.waitForLoadState('load').catch(() => undefined);
    const address = new URL(opened.url());
    await opened.close();
    return `opened a window at ${address.pathname}${address.search}`;
  }
  if (download) return `downloaded ${(download as Download).suggestedFilename()}`;
  if (page.url() !== url) return `went to ${new URL(page.url()).pathname}${new URL(page.url()).search}`;
  const menu = page.getByRole('menu');
  if ((await menu.count()) > 0 && (await menu.last().isVisible()))
    return `opened a menu of ${await menu.last().getByRole('menuitem').count()} items`;
  const dialogs = page.getByRole('dialog');
  if ((await dialogs.count()) > 0 && (await dialogs.last().isVisible())) {
    const title =
      (await dialogs.last().getAttribute('aria-label')) ??
      (await dialogs
        .last()
        .locator('h1, h2, h3, [class*=title]')
        .first()
        .textContent()
        .catch(() => '')) ??
      '';
    return `opened a dialog${title ? ` "${title.trim()}"` : ''}`;
  }
  if ((await fingerprint(page)) !== before) return 'changed the screen';
  return null;
}

/**
 * Leaves the screen as it was: closes windows, dialogs (by their cancel button, never their action), menus and
 * lists, and comes back to `href` when the address or the screen changed.
 */
export async function restore(page: Page, href: string, before: string): Promise<void> {
  await closeOtherWindows(page);
  for (let i = 0; i < 4; i += 1) {
    const modal = page.locator('[role=dialog][aria-modal=true]').last();
    if ((await modal.count()) > 0 && (await modal.isVisible())) {
      const cancel = modal.getByRole('button', { name: DIALOG_CANCEL }).first();
      if (await cancel.isVisible().catch(() => false)) await cancel.click();
      else await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
      continue;
    }
    const overlay = page.locator('[role=dialog]:visible, [role=menu]:visible, [role=listbox]:visible');
    if ((await overlay.count()) === 0) break;
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
  }
  if (page.url() !== new URL(href, page.url()).href || (await fingerprint(page)) !== before)
    await openScreen(page, href);
}

/** Opens an address and waits until it has drawn: no loader left and the network quiet for a moment. */
export async function openScreen(page: Page, href: string): Promise<void> {
  await page.goto(href);
  // Not 'networkidle': the app keeps polling; the loaders say when the screen has its data.
  await expect(page.locator('.mantine-Loader-root:visible, [data-testid=page-loader]:visible'))
    .toHaveCount(0, { timeout: 15_000 })
    .catch(() => undefined);
}

/**
 * A pressed button among siblings that are pressed-or-not buttons too: one option of a choice, already the chosen
 * one. A lone toggle (show password) is not one: clicking it must change something.
 */
function isChosenOptionOfSet(el: Element): boolean {
  if (el.getAttribute('aria-pressed') !== 'true' || !el.parentElement) return false;
  const options = el.parentElement.querySelectorAll(':scope > [aria-pressed]');
  return (
    options.length > 1 && Array.from(options).filter((o) => o.getAttribute('aria-pressed') === 'true').length === 1
  );
}

import { expect, type Locator, type Page } from '@playwright/test';
import { pickerProbeReport, startPickerProbe } from './picker-probe';

export type PickWay = 'click' | 'hover' | 'keyboard';

/** The field of a date-range filter (a button that opens the calendar), by its label. */
export const rangeField = (page: Page, label: string): Locator =>
  page.getByRole('button', { name: label, exact: true });

/** The days of the open calendar's month (not the greyed days of the months around it), 1-based by `nth(day - 1)`. */
const monthDays = (page: Page): Locator => page.locator('[data-dates-dropdown] table button:not([data-outside])');

/**
 * Picks days `first` to `last` of the month the calendar opens on, as a person would: two clicks, a hover before each
 * click, or the keyboard (Enter on a day, arrows to the other, Enter). Returns the text the field must then show.
 */
export async function pickRange(page: Page, label: string, first: number, last: number, way: PickWay): Promise<string> {
  await startPickerProbe(page);
  try {
    return await pick(page, label, first, last, way);
  } catch (error) {
    const report = await pickerProbeReport(page);
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n\nPicker probe:\n${report}`, {
      cause: error,
    });
  }
}

async function pick(page: Page, label: string, first: number, last: number, way: PickWay): Promise<string> {
  const field = rangeField(page, label);
  if (way === 'keyboard') {
    await field.focus();
    await page.keyboard.press('Enter');
  } else {
    await field.click();
  }
  const days = monthDays(page);
  await expect(days.first()).toBeVisible();
  const start = days.nth(first - 1);
  const end = days.nth(last - 1);
  // Read before picking: a whole range closes the calendar.
  const [from, to] = await Promise.all([start, end].map((day) => day.getAttribute('aria-label')));
  if (way === 'keyboard') {
    await start.focus();
    await page.keyboard.press('Enter');
    for (let i = first; i < last; i += 1) await page.keyboard.press('ArrowRight');
    await expect(end).toBeFocused();
    await page.keyboard.press('Enter');
  } else {
    if (way === 'hover') await start.hover();
    await start.click();
    // The half-picked range must stay picked: the bug of issue 30 was a first click the picker forgot.
    await expect(start).toHaveAttribute('data-selected', 'true');
    if (way === 'hover') await end.hover();
    await end.click();
  }
  return `${shortDate(from)} – ${shortDate(to)}`;
}

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** "3 novembro 2026" (a day's name in the calendar) as the field writes it, "03/11/2026". */
function shortDate(name: string | null | undefined): string {
  const [day, month, year] = (name ?? '').split(' ');
  const index = MONTHS.indexOf(month ?? '');
  if (!day || index < 0 || !year) throw new Error(`unexpected day name in the calendar: ${name}`);
  return `${day.padStart(2, '0')}/${String(index + 1).padStart(2, '0')}/${year}`;
}

import type { Locator, Page } from '@playwright/test';
import { exclusionOf } from './exclusions';

export const OPERATED_ROLES = ['button', 'link', 'combobox', 'checkbox', 'switch', 'tab', 'radio'] as const;
export type ControlRole = (typeof OPERATED_ROLES)[number];

/** One control as the accessibility tree shows it: found again by role, name and position among its namesakes. */
export interface Control {
  region: string;
  role: ControlRole;
  name: string;
  nth: number;
  href: string | null;
  disabled: boolean;
  /** Why the sweep leaves it alone (exclusions.ts), or null. */
  excluded: string | null;
}

const LINE = /^(\s*)- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?((?: \[[^\]]+\])*):?\s*$/;
const URL_LINE = /^\s*- \/url: (.+)$/;

/**
 * The controls of a region (a CSS selector) from its accessibility snapshot: what a person sees and a screen reader
 * names. Unnamed controls are returned with an empty name: the caller reports them (they cannot be found by name).
 */
export async function controlsIn(page: Page, region: string): Promise<Control[]> {
  const root = page.locator(region).first();
  if (!(await root.isVisible().catch(() => false))) return [];
  const lines = (await root.ariaSnapshot()).split('\n');
  const seen = new Map<string, number>();
  const controls: Control[] = [];
  lines.forEach((line, i) => {
    const match = LINE.exec(line);
    if (!match || !(OPERATED_ROLES as readonly string[]).includes(match[2]!)) return;
    const role = match[2] as ControlRole;
    const name = match[3] === undefined ? '' : (JSON.parse(`"${match[3]}"`) as string);
    const key = `${role}:${name}`;
    const nth = seen.get(key) ?? 0;
    seen.set(key, nth + 1);
    const href = role === 'link' ? (URL_LINE.exec(lines[i + 1] ?? '')?.[1]?.trim() ?? null) : null;
    controls.push({
      region,
      role,
      name,
      nth,
      href,
      disabled: (match[4] ?? '').includes('[disabled]'),
      excluded: exclusionOf(name),
    });
  });
  return controls;
}

export function locate(page: Page, control: Control): Locator {
  return page
    .locator(control.region)
    .first()
    .getByRole(control.role, { name: control.name, exact: true })
    .nth(control.nth);
}

/**
 * A digest of what a person sees and what assistive technology is told: the address, the text, the open dialogs
 * and menus, and the states of expandable, checkable and selectable controls and of form fields.
 */
export function fingerprint(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [location.href, document.body.innerText];
    const states = /^(aria-(expanded|checked|selected|pressed|current)|data-(selected|checked|active))$/;
    for (const el of document.querySelectorAll(
      '[role=dialog],[role=menu],[role=listbox],[aria-expanded],[aria-checked],[aria-selected],[aria-pressed],[aria-current],[data-selected],[data-checked],input,textarea',
    )) {
      const attrs = [...el.attributes].filter((a) => states.test(a.name)).map((a) => `${a.name}=${a.value}`);
      if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement)
        attrs.push(`v=${el.value}`, `c=${String((el as HTMLInputElement).checked)}`);
      parts.push(`${el.getAttribute('role') ?? el.tagName}:${attrs.join(';')}`);
    }
    return parts.join('\n');
  });
}

/** Starts counting DOM changes (a refetch that redraws the same rows is an effect too). */
export function countMutations(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __sweepMutations: number; __sweepObserver?: MutationObserver };
    w.__sweepMutations = 0;
    w.__sweepObserver ??= new MutationObserver((records) => (w.__sweepMutations += records.length));
    w.__sweepObserver.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
}

export const mutationsSoFar = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { __sweepMutations: number }).__sweepMutations);

/** A sample key: in the sample, rows of one list count once ("Abrir 1", "Abrir 2" are one kind of control). */
export function kindOf(control: Control, full: boolean): string {
  const name = control.name.replace(/\d+/g, '#');
  return `${control.region}|${control.role}|${full ? name : (name.split(' ')[0] ?? '')}`;
}

import type { Page } from '@playwright/test';

/**
 * A record of what happened around a date picker, for a failure that only CI's long runs have shown (the calendar
 * closing after its first day, docs/performance.md, eighth session): the events the page received, the dropdown and
 * the field leaving the page, the service worker taking control. Read by `pickerProbeReport` when a pick fails.
 */
export async function startPickerProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __pickerLog?: string[] };
    if (w.__pickerLog) return;
    const log: string[] = (w.__pickerLog = []);
    const t0 = performance.now();
    const note = (text: string) => {
      log.push(`${Math.round(performance.now() - t0)} ms ${text}`);
      if (log.length > 60) log.shift();
    };
    const describe = (target: EventTarget | null) => {
      if (!(target instanceof Element)) return String(target);
      if (target === document.body || target === document.documentElement) return target.tagName.toLowerCase();
      const name = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 30) ?? '';
      const where = target.closest('[data-dates-dropdown]') ? ' (in the calendar)' : '';
      return `${target.tagName.toLowerCase()} "${name}"${where}`;
    };
    for (const type of ['pointerdown', 'mousedown', 'click', 'keydown', 'focusin', 'focusout'])
      window.addEventListener(
        type,
        (e) => note(`${type}${e instanceof KeyboardEvent ? ` ${e.key}` : ''} on ${describe(e.target)}`),
        true,
      );
    document.addEventListener('visibilitychange', () => note(`visibility ${document.visibilityState}`));
    navigator.serviceWorker?.addEventListener('controllerchange', () => note('service worker took control'));
    let field = document.querySelector('[data-dates-input]');
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.removedNodes)
          if (
            node instanceof Element &&
            (node.matches('[data-dates-dropdown]') || node.querySelector('[data-dates-dropdown]'))
          )
            note('the calendar left the page');
      const now = document.querySelector('[data-dates-input]');
      if (now !== field) {
        note(field ? (now ? 'the field was replaced' : 'the field left the page') : 'the field appeared');
        field = now;
      }
    }).observe(document.body, { childList: true, subtree: true });
    note(`probe started at ${location.pathname}`);
  });
}

/** The probe's record and the picker's state now, as lines for a failure's message. */
export async function pickerProbeReport(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const w = window as unknown as { __pickerLog?: string[] };
      const field = document.querySelector<HTMLElement>('[data-dates-input]');
      return [
        `field: ${field ? JSON.stringify(field.innerText) : 'none'}; calendar open: ${!!document.querySelector('[data-dates-dropdown]')}`,
        `focus: ${document.activeElement?.tagName.toLowerCase()} ${document.activeElement?.getAttribute('aria-label') ?? ''}`,
        ...(w.__pickerLog ?? ['no probe record']),
      ].join('\n');
    })
    .catch((error: unknown) => `no report: ${String(error)}`);
}

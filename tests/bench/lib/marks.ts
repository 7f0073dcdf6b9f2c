import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** How often a wait asks the page for its marks (what Playwright's polling did). */
const POLL_MS = 50;

/** What the figures wait for, by name. */
export const MARKS = {
  /** The login form's e-mail field, enabled: the form is visible and accepts input. */
  loginForm: 'input[type="email"][autocomplete="username"]:not([disabled])',
  /** "Entrar" enabled: the app has taken over the form its document drew (src/lib/static-login.ts). */
  loginReady: 'form[aria-label="Entrar"] button[type="submit"]:not([disabled])',
  /** The shell with the organization's name (the session has loaded). */
  shell: '[data-testid="org-name"]',
  /** The home page's first data: the plan balances. */
  balances: '[data-testid="plan-balances"]',
  /** At least one process of the list, as a table row (wide) or a card (narrow). */
  processRows: '[data-testid="process-row"], [data-testid="process-card"]',
} as const;

export type MarkName = keyof typeof MARKS | 'click';

/**
 * In every page: the first frame (performance.now(), i.e. ms since this navigation started) in which each selector
 * matches a rendered element, and the first click. Watching in the page avoids Playwright's polling delay. The check
 * runs once per animation frame after DOM changes, not in the MutationObserver callback itself: there, asking for
 * client rects forced a synchronous layout after every React commit, which at 4× CPU cost the app under test over
 * 100 ms per load (measured in a CPU profile of figure 5). In a frame callback that layout is the frame's own.
 */
function watcher(selectors: Record<string, string>): void {
  const marks: Record<string, number> = {};
  (window as unknown as { __benchMarks: Record<string, number> }).__benchMarks = marks;
  const names = Object.keys(selectors);
  let scheduled = false;
  const check = () => {
    scheduled = false;
    const now = performance.now();
    let missing = 0;
    for (const name of names) {
      if (marks[name] !== undefined) continue;
      const element = document.querySelector(selectors[name] ?? '');
      if (element && element.getClientRects().length > 0) marks[name] = now;
      else missing++;
    }
    if (missing === 0) observer.disconnect();
  };
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(check);
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('click', () => (marks.click ??= performance.now()), true);
}

export async function installMarks(context: BrowserContext): Promise<void> {
  await context.addInitScript(watcher, MARKS as Record<string, string>);
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

/** A DevTools session of its own on `page`, opened once. */
function sessionOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

/**
 * The value of `expression` in the page's current document, through DevTools' Runtime.evaluate; undefined while no
 * document can answer (a navigation in between). Not page.evaluate or page.waitForFunction while a start is measured:
 * the first of those in a document makes Playwright compile its own page-side script there (a 330 KB DevTools
 * message, ~40 ms of the page's main thread at 4× CPU, in the middle of the start it measured). This compiles only
 * the expression.
 */
export async function evaluateQuietly(page: Page, expression: string): Promise<unknown> {
  const session = await sessionOf(page);
  try {
    const { result } = await session.send('Runtime.evaluate', { expression, returnByValue: true });
    return result.value as unknown;
  } catch {
    return undefined;
  }
}

/** Waits until mark `name` exists in the current document and returns it (ms since its navigation started). */
export async function waitForMark(page: Page, name: MarkName, timeoutMs = 60_000): Promise<number> {
  const expression = `window.__benchMarks?.[${JSON.stringify(name)}]`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await evaluateQuietly(page, expression);
    if (typeof value === 'number') return value;
    if (Date.now() > deadline) throw new Error(`no "${name}" mark within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

import type { BrowserContext, Page } from '@playwright/test';

/** What went wrong in the browser while the sweep did something: uncaught errors, console errors, 5xx answers. */
export interface BrowserProblems {
  take(): string[];
  /** Leaves out console errors matching `pattern` until told otherwise (null); say why where it is called. */
  tolerate(pattern: RegExp | null): void;
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** Listens on every page of the context (popups too) from now on. */
export function watchContext(context: BrowserContext): BrowserProblems {
  let problems: string[] = [];
  let tolerated: RegExp | null = null;
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      // The seeded videos and documents of other sites cannot load on a machine without internet: not the app's error.
      if (
        /net::ERR_(NAME_NOT_RESOLVED|INTERNET_DISCONNECTED|CONNECTION_REFUSED)/.test(message.text()) &&
        !sameOrigin(message.location().url, page.url())
      )
        return;
      if (tolerated?.test(message.text())) return;
      problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500)
        problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    tolerate(pattern) {
      tolerated = pattern;
    },
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

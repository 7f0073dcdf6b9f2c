import type { BrowserContext, Page } from '@playwright/test';

/** What went wrong in the browser while the sweep did something: uncaught errors, console errors, 5xx answers. */
export interface BrowserProblems {
  take(): string[];
}

/** Listens on every page of the context (popups too) from now on. */
export function watchContext(context: BrowserContext): BrowserProblems {
  let problems: string[] = [];
  const watch = (page: Page) => {
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()} (${message.location().url})`);
    });
    page.on('response', (response) => {
      if (response.status() >= 500) problems.push(`${response.status()} from ${response.request().method()} ${response.url()}`);
    });
  };
  context.pages().forEach(watch);
  context.on('page', watch);
  return {
    take() {
      const taken = problems;
      problems = [];
      return taken;
    },
  };
}

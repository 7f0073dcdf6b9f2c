import type { Page } from '@playwright/test';
import { evaluateQuietly } from './marks.ts';

/** Where a start's time went, in ms since its navigation: read from the page's own timing entries. */
export interface VisitPhases {
  /** The document's response ended (from the service worker on a repeat visit). */
  document: number;
  domContentLoaded: number;
  /** The route's page chunk was requested (`*-page-*.js`), if it was. */
  pageChunk: number | null;
  /** Requests to the API that ended before this was read (a repeat visit's start needs none). */
  apiRequestsDone: number;
}

/** Evaluated in the page: raw figures only, so a failed read costs nothing. */
export const PHASES_EXPRESSION = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  if (!nav) return null;
  const resources = performance.getEntriesByType('resource');
  const chunk = resources.find((e) => /\\/static\\/js\\/[a-z-]+-page-[^/]+\\.js$/.test(e.name));
  return {
    document: nav.responseEnd,
    domContentLoaded: nav.domContentLoadedEventEnd,
    pageChunk: chunk ? chunk.startTime : null,
    apiRequestsDone: resources.filter((e) => new URL(e.name).pathname.startsWith('/v1/')).length,
  };
})()`;

/** The phases of the page's current document, or null when it cannot say. */
export async function visitPhases(page: Page): Promise<VisitPhases | null> {
  const value = await evaluateQuietly(page, PHASES_EXPRESSION);
  return value && typeof value === 'object' ? (value as VisitPhases) : null;
}

/** One log line: the phases, then the marks. */
export function describePhases(phases: VisitPhases | null, marks: Record<string, number>): string {
  const parts: string[] = [];
  if (phases) {
    parts.push(`document ${phases.document.toFixed(0)}`, `DOMContentLoaded ${phases.domContentLoaded.toFixed(0)}`);
    if (phases.pageChunk !== null) parts.push(`page chunk requested ${phases.pageChunk.toFixed(0)}`);
  }
  for (const [name, at] of Object.entries(marks)) parts.push(`${name} ${at.toFixed(0)}`);
  const api = phases ? `; API requests done by then: ${phases.apiRequestsDone}` : '';
  return `phases (ms): ${parts.join(', ')}${api}`;
}

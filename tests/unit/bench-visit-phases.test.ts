import { describe, expect, it } from 'vitest';
import { describePhases, PHASES_EXPRESSION, type VisitPhases } from '../bench/lib/visit-phases.ts';

/** Runs the in-page expression against given timing entries. */
function phasesOf(navigation: object[], resources: { name: string; startTime: number }[]): unknown {
  const performance = { getEntriesByType: (type: string) => (type === 'navigation' ? navigation : resources) };
  return new Function('performance', `return ${PHASES_EXPRESSION}`)(performance);
}

describe("bench: a repeat visit's phases in figure 4's log", () => {
  it("reads the document, DOMContentLoaded, the route page's chunk and the API requests already done", () => {
    const origin = 'http://127.0.0.1:4570';
    const phases = phasesOf(
      [{ responseEnd: 16.2, domContentLoadedEventEnd: 143.4 }],
      [
        { name: `${origin}/static/js/index-DLr5vUqW.js`, startTime: 91 },
        { name: `${origin}/static/js/not-saved-offline-jcP5SP5S.js`, startTime: 292 },
        { name: `${origin}/static/js/process-list-page-DuY6RwW6.js`, startTime: 249 },
        { name: `${origin}/v1/plan-types`, startTime: 460 },
      ],
    );
    expect(phases).toEqual({ document: 16.2, domContentLoaded: 143.4, pageChunk: 249, apiRequestsDone: 1 });
  });

  it('says nothing when the document has no navigation entry', () => {
    expect(phasesOf([], [])).toBeNull();
  });

  it('writes one line, the phases before the marks', () => {
    const phases: VisitPhases = { document: 16.2, domContentLoaded: 143.4, pageChunk: null, apiRequestsDone: 0 };
    expect(describePhases(phases, { shell: 548.9, rows: 671.1 })).toBe(
      'phases (ms): document 16, DOMContentLoaded 143, shell 549, rows 671; API requests done by then: 0',
    );
    expect(describePhases(null, { rows: 400 })).toBe('phases (ms): rows 400');
  });
});

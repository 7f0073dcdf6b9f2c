import { existsSync } from 'node:fs';
import type { JobHandlers } from '../server/jobs/job-queue.ts';

/** The line an instance prints when it holds a job (tests/server/multi-instance reads it, then kills that process). */
export const HELD_PREFIX = 'JOB_HELD ';

/**
 * Test-only (start-api.ts honours it with E2E_TEST_ROUTES=1): while `file` exists, the first run of an analysis job
 * never ends — a worker stuck mid-run — so the two-instance test can kill that very process and watch the other
 * instance finish the job after its expiry.
 */
export function holdFirstAnalysisRuns(file: string): (handlers: JobHandlers) => JobHandlers {
  return (handlers) => ({
    ...handlers,
    analysis: {
      ...handlers.analysis,
      async run(payload, context) {
        if (context.retryCount === 0 && existsSync(file)) {
          console.log(`${HELD_PREFIX}analysis ${payload.analysisId}`);
          await new Promise<never>(() => undefined);
        }
        await handlers.analysis.run(payload, context);
      },
    },
  });
}

import type { Db } from '../db/db.ts';
import { analysisJob, analysisReportJob } from '../analysis/analysis-jobs.ts';
import { runCourtFeed } from '../feed/court-feed.ts';
import { runRetention } from '../maintenance/retention.ts';
import { relationshipJob } from '../relationships/relationship-job.ts';
import type { RelationshipSource } from '../relationships/relationship-source.ts';
import { generatedReportJob } from '../reports/generated-report-job.ts';
import type { JobHandlers } from './job-queue.ts';

/**
 * The registry: which code runs each kind of job (job-types.ts). Push sends (server/push, another branch) are the
 * next entry: a 'push-send' payload in JobPayloads, its handler here, and its dispatcher calling `app.jobs.send`.
 */
export function createJobHandlers(db: Db, relationshipSource: RelationshipSource): JobHandlers {
  return {
    'analysis': analysisJob(db),
    'analysis-report': analysisReportJob(db),
    'relationship-analysis': relationshipJob(db, relationshipSource),
    'generated-report': generatedReportJob(db),
    'retention': { run: () => runRetention(db) },
    'court-feed': {
      async run(_payload, { log }) {
        const report = await runCourtFeed(db);
        log?.info({ report }, 'court feed cycle');
      },
    },
  };
}

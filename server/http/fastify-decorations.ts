import type { AnalysisRunner } from '../analysis/analysis-runner.ts';
import type { AuthCache } from '../auth/auth-cache.ts';
import type { RelationshipRunner } from '../relationships/relationship-runner.ts';
import type { GeneratedReportRunner } from '../reports/generated-report-runner.ts';
import type { Db } from '../db/db.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import type { PushDispatcher } from '../push/push-dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route queries (decorated once by buildApp). */
    db: Db;
    /** Background computation of analyses and their reports (tests await analysisRunner.idle()). */
    analysisRunner: AnalysisRunner;
    /** Background relationship analyses (tests await relationshipRunner.idle()). */
    relationshipRunner: RelationshipRunner;
    /** Background generation of the v2 reports (tests await generatedReportRunner.idle()). */
    generatedReportRunner: GeneratedReportRunner;
    /** Short-lived user and membership rows of callers (auth-cache.ts); clear it when changing them. */
    authCache: AuthCache;
    /** Creates people and re-issues invitations (identity/identity-admin.ts); null = not configured (503). */
    identityAdmin: IdentityAdmin | null;
    /** Web Push sends (push/push-dispatcher.ts): the court feed enqueues; tests await pushDispatcher.idle(). */
    pushDispatcher: PushDispatcher;
  }
}

import type { AnalysisRunner } from '../analysis/analysis-runner.ts';
import type { AuthCache } from '../auth/auth-cache.ts';
import type { RelationshipRunner } from '../relationships/relationship-runner.ts';
import type { Db } from '../db/db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route queries (decorated once by buildApp). */
    db: Db;
    /** Background computation of analyses and their reports (tests await analysisRunner.idle()). */
    analysisRunner: AnalysisRunner;
    /** Background relationship analyses (tests await relationshipRunner.idle()). */
    relationshipRunner: RelationshipRunner;
    /** Short-lived user and membership rows of callers (auth-cache.ts); clear it when changing them. */
    authCache: AuthCache;
  }
}

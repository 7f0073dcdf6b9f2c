import type { AuthCache } from '../auth/auth-cache.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Db } from '../db/db.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import type { PushDispatcher } from '../push/push-dispatcher.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route queries (decorated once by buildApp). */
    db: Db;
    /** The job queue of all background work (jobs/job-queue.ts); tests await `app.jobs.drain()`. */
    jobs: JobQueue;
    /** Short-lived user and membership rows of callers (auth-cache.ts); clear it when changing them. */
    authCache: AuthCache;
    /** Creates people and re-issues invitations (identity/identity-admin.ts); null = not configured (503). */
    identityAdmin: IdentityAdmin | null;
    /** Web Push sends (push/push-dispatcher.ts): the court feed enqueues; tests await pushDispatcher.idle(). */
    pushDispatcher: PushDispatcher;
  }
}

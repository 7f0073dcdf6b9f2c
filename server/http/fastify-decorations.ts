import type { Db } from '../db/db.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database every route queries (decorated once by buildApp). */
    db: Db;
  }
}

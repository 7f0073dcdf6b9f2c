/**
 * The one database interface the server uses. Two adapters implement it: PGlite (embedded, default) and
 * node-postgres (when DATABASE_URL is set), so every query is plain PostgreSQL that runs on both.
 */
export interface QueryResult<T> {
  rows: T[];
}

export interface Db {
  /** One parameterised statement ($1, $2 …). */
  query<T = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Several statements without parameters (migrations, resets). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT, rolling back when it throws. Nested calls reuse the outer transaction. */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Inside a transaction: fn runs once the outermost one has committed, never when it rolls back (e.g. waking the
   * job worker for a job queued in it: before the commit its fetch would not see the job). Outside one: at once.
   */
  afterCommit(fn: () => void): void;
  /**
   * The job queue's hook (pg-boss's `db.executeSql`, server/jobs/job-queue.ts): one parameterised statement, or
   * several statements without parameters (its schema and migrations), answering the last statement's rows.
   * Inside a transaction it runs in that transaction, so a job can be queued atomically with the row it works on.
   */
  executeSql(text: string, values?: readonly unknown[]): Promise<QueryResult<Record<string, unknown>>>;
  close(): Promise<void>;
  /**
   * Whether other processes may use this database at the same time: true for a PostgreSQL server (several API
   * instances), false for the embedded PGlite, which only the process that opened it reaches.
   */
  readonly shared: boolean;
  /**
   * Embedded database only: calls onMessage with the payload of every NOTIFY on `channel`, synchronously within the
   * commit that sent it (one process, so no delivery delay). Returns the unsubscribe.
   */
  listen?(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
}

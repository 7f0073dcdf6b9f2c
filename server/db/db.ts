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
  close(): Promise<void>;
  /**
   * Calls onMessage with the payload of every NOTIFY on `channel` (sent by any connection to this database, at its
   * commit), and onGap when messages may have been missed (the listening connection was lost; until it is back, and
   * after). Returns the unsubscribe. Both adapters: PostgreSQL LISTEN on a dedicated connection; PGlite's own listen.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
}

export interface ListenHandlers {
  onMessage(payload: string): void;
  /** listening: false when the connection is lost (messages may be missed from now), true once it listens again. */
  onGap?(listening: boolean): void;
}

import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PLUGIN } from '../http/plugin-names.ts';
import type { Db } from '../db/db.ts';
import { bumpAuthEpoch, readAuthEpoch } from '../repositories/auth-epoch.ts';
import { membershipKey, type AuthCache } from './auth-cache.ts';

/** The NOTIFY channel of auth changes (heard in-process on the embedded database). */
const AUTH_CHANNEL = 'auth_changed';

/** What changed: one membership, every membership of an organization (its settings), or a token revoked at sign-out. */
type AuthChange =
  | { kind: 'membership'; userId: string; organizationId: number }
  | { kind: 'organization'; organizationId: number }
  | { kind: 'revoked'; tokenHash: string };

declare module 'fastify' {
  interface FastifyRequest {
    /** The auth epoch this request read before using the caches (shared databases); null on the embedded one. */
    authEpoch: number | null;
  }
}

/**
 * Records a change every API instance's caches must not outlive (auth-cache.ts). Call it inside the transaction of
 * the change: the epoch moves and the NOTIFY is delivered exactly at its commit, never on a rollback.
 */
export async function announceAuthChange(db: Db, change: AuthChange): Promise<void> {
  await bumpAuthEpoch(db, AUTH_CHANNEL, JSON.stringify(change));
}

function apply(cache: AuthCache, change: AuthChange): void {
  if (change.kind === 'membership') cache.memberships.delete(membershipKey(change.userId, change.organizationId));
  // The cache is keyed by user and organization; a change to a whole organization is rare: drop them all.
  else if (change.kind === 'organization') cache.memberships.clear();
  else cache.revocations.set(change.tokenHash, true);
}

/** The embedded database: apply each announced change at its commit. Returns the unsubscribe (nothing to do elsewhere). */
async function listenForAuthChanges(db: Db, cache: AuthCache): Promise<() => Promise<void>> {
  if (db.shared || !db.listen) return async () => undefined;
  return db.listen(AUTH_CHANNEL, (payload) => {
    try {
      apply(cache, JSON.parse(payload) as AuthChange);
    } catch {
      cache.clear();
    }
  });
}

/**
 * Changes that must hold at once (a deactivated member, a sign-out) reach this instance's caches through the
 * database: the epoch read per request on PostgreSQL (syncAuthCache), the commit's NOTIFY on PGlite (here).
 */
export const authInvalidation = fp(
  async (app) => {
    const stop = await listenForAuthChanges(app.db, app.authCache);
    app.addHook('onClose', stop);
  },
  { name: PLUGIN.authInvalidation, dependencies: [PLUGIN.core] },
);

/**
 * A shared database: read the epoch before any cached row is used; a new one empties the caches. Two requests may
 * read in any order, so only a newer value clears, and a request stores what it read only if no newer epoch was
 * seen meanwhile (mayStore) — else a row read before a change could be kept after it.
 */
export async function syncAuthCache(db: Db, cache: AuthCache, request: FastifyRequest): Promise<void> {
  if (!db.shared) return;
  const epoch = await readAuthEpoch(db);
  if (epoch > cache.epoch) {
    cache.clear();
    cache.epoch = epoch;
  }
  request.authEpoch = epoch;
}

/** Whether this request may put what it read from the database into the caches (see syncAuthCache). */
export const mayStore = (cache: AuthCache, request: FastifyRequest): boolean =>
  request.authEpoch === null || request.authEpoch === cache.epoch;

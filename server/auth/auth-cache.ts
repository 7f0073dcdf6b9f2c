import type { MembershipRow } from '../repositories/organizations.ts';
import type { UserRow } from '../repositories/users.ts';

/**
 * A bounded map whose entries expire `ttlMs` after they were stored. Oldest entries go first when it is full, so a
 * caller probing many keys cannot grow it without limit.
 */
export class TtlCache<V> {
  private readonly entries = new Map<string, { value: V; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * What every authenticated request looked up before its own query: the caller's user row, membership and whether
 * the token was revoked at sign-out. Kept briefly per API process; several instances on one database share nothing
 * in memory. A change that must hold at once on every instance (server/auth/auth-invalidation.ts) bumps the
 * database's auth epoch in its own transaction:
 * - on a shared database (PostgreSQL, several instances) every authenticated request reads the epoch first (one
 *   primary-key read) and a new value empties this instance's caches — so a request that starts after the change
 *   committed never sees the old rows, whichever instance answers it;
 * - on the embedded database (one process) the change's NOTIFY drops the entries within its commit, no read needed.
 * The lifetimes below only bound what neither reaches: a row changed by hand in SQL. Only found rows are cached: a
 * refusal is always checked anew.
 */
export interface AuthCache {
  /** By token subject. Users are not edited through the API (names come from the identity service). */
  users: TtlCache<UserRow>;
  /** Only active memberships are found and cached; notification settings are part of the row. */
  memberships: TtlCache<MembershipRow>;
  /** Token hash → revoked at sign-out? */
  revocations: TtlCache<boolean>;
  /** The last auth epoch this instance read (shared databases); -1 before the first. */
  epoch: number;
  /** Empties all three. */
  clear(): void;
}

const USER_CACHE_TTL_MS = 60_000;
export const MEMBERSHIP_CACHE_TTL_MS = 10_000;
const REVOCATION_CACHE_TTL_MS = 30_000;

export function createAuthCache(now?: () => number): AuthCache {
  const users = new TtlCache<UserRow>(USER_CACHE_TTL_MS, 10_000, now);
  const memberships = new TtlCache<MembershipRow>(MEMBERSHIP_CACHE_TTL_MS, 10_000, now);
  const revocations = new TtlCache<boolean>(REVOCATION_CACHE_TTL_MS, 10_000, now);
  return {
    users,
    memberships,
    revocations,
    epoch: -1,
    clear() {
      users.clear();
      memberships.clear();
      revocations.clear();
    },
  };
}

export const membershipKey = (userId: string, organizationId: number): string => `${userId}:${organizationId}`;

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
 * What every authenticated request looked up before its own query: the caller's user row and membership. Both
 * change rarely (users are never edited by the API; memberships only by the seed or by hand), so they are kept
 * briefly per API process. Whoever changes a cached row through the API clears the cache (notification settings
 * are part of the membership row); a change made elsewhere — SQL by hand, another API process on the same
 * PostgreSQL — is seen within the TTL. Only found rows are cached: a refusal is always checked anew.
 */
export interface AuthCache {
  users: TtlCache<UserRow>;
  /**
   * Only active memberships are found and cached. Activating, deactivating or changing a member's profile through
   * the API deletes the entry (server/routes/organization-user-routes.ts), so in one API process the change holds on
   * the member's very next call; another API process on the same PostgreSQL sees it within MEMBERSHIP_CACHE_TTL_MS.
   */
  memberships: TtlCache<MembershipRow>;
  /**
   * Token hash → revoked at sign-out? Refusals are cached as long as they matter; "not revoked" for
   * REVOCATION_CACHE_TTL_MS, so a sign-out handled by another API process is seen within that time.
   */
  revocations: TtlCache<boolean>;
}

export const USER_CACHE_TTL_MS = 60_000;
export const MEMBERSHIP_CACHE_TTL_MS = 10_000;
export const REVOCATION_CACHE_TTL_MS = 30_000;

export function createAuthCache(now?: () => number): AuthCache {
  return {
    users: new TtlCache<UserRow>(USER_CACHE_TTL_MS, 10_000, now),
    memberships: new TtlCache<MembershipRow>(MEMBERSHIP_CACHE_TTL_MS, 10_000, now),
    revocations: new TtlCache<boolean>(REVOCATION_CACHE_TTL_MS, 10_000, now),
  };
}

export const membershipKey = (userId: string, organizationId: number): string => `${userId}:${organizationId}`;

import type { Profile } from '../../src/contract/organization.ts';

/**
 * Who may call a route, declared in its options (`config: { access }`) and enforced by one hook
 * (server/auth/authorize.ts). A route under /v1 or /v2 without a declaration refuses to register.
 *
 * - public: no token; `why` says why the route may be open (it is read in review and in the route sweep).
 * - signedIn: any verified user; the handler acts only on the caller's own data (identified by the token's `sub`).
 * - member: a member of the organization the request names, with one of `profiles` (omitted = any profile), and,
 *   where the request names a holder, of a holder of that organization. Ids of organization-owned resources in the
 *   path (process, movement, item, analysis, notification, …) are checked to belong to that organization by the
 *   same hook: unknown → 404, another organization's → 403.
 */
export type RouteAccess = { kind: 'public'; why: string } | { kind: 'signedIn' } | MemberAccess;

/** Where the request names an id: `params.orgId`, `query.organizationId`, `body.organizationId`, … */
export type IdLocation = `${'params' | 'query' | 'body'}.${string}`;

/** Resources from whose id a route may derive its organization (see server/auth/authorize.ts). */
export type OrganizationSource = 'process' | 'file';

export interface MemberAccess {
  kind: 'member';
  /**
   * Where the organization id is; default `params.orgId`. `via` derives it from the id of a resource the
   * organization owns (unknown id → that resource's 404), for routes whose path names only the resource.
   */
  organization?: IdLocation | { via: OrganizationSource; from: IdLocation };
  /** Where the holder id is, when the route acts for a holder; default `params.holderId` when the path has it. */
  holder?: IdLocation;
  /** Profiles allowed (docs/product.md#profile-groups, in src/contract/constants/profiles.ts); omitted = any member. */
  profiles?: readonly Profile[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export const PUBLIC = (why: string): RouteAccess => ({ kind: 'public', why });
export const SIGNED_IN: RouteAccess = { kind: 'signedIn' };
export const member = (options: Omit<MemberAccess, 'kind'> = {}): RouteAccess => ({ kind: 'member', ...options });

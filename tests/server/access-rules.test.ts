import { describe, expect, it } from 'vitest';
import { member, PUBLIC, SIGNED_IN, type RouteAccess } from '../../server/auth/access.ts';
import { accessProblem } from '../../server/auth/authorize.ts';
import { ownedBy } from '../../server/auth/resource-ownership.ts';

/** The pure authorization rules, without an app or a database (run by `npm run mutation` too: stryker.vitest.config.ts). */
describe('route access declarations', () => {
  it('builds the three kinds', () => {
    expect(PUBLIC('saúde')).toEqual({ kind: 'public', why: 'saúde' });
    expect(SIGNED_IN).toEqual({ kind: 'signedIn' });
    expect(member()).toEqual({ kind: 'member' });
    expect(member({ profiles: ['ADMIN'] })).toEqual({ kind: 'member', profiles: ['ADMIN'] });
  });

  it('refuses a declaration that cannot be enforced, at registration', () => {
    expect(accessProblem(undefined, '/v1/x')).toBe('has no config.access (public, signedIn or member)');
    expect(accessProblem(PUBLIC('  '), '/v1/x')).toBe('is public without a why');
    expect(accessProblem({ kind: 'public' } as RouteAccess, '/v1/x')).toBe('is public without a why');
    expect(accessProblem(PUBLIC('health check'), '/v1/x')).toBeNull();
    expect(accessProblem(SIGNED_IN, '/v1/x')).toBeNull();
    expect(accessProblem({ kind: 'other' } as unknown as RouteAccess, '/v1/x')).toBe(
      'has an unknown access kind "other"',
    );
    expect(accessProblem(member(), '/v1/organization/:orgId/x')).toBeNull();
    expect(accessProblem(member(), '/v1/x')).toBe('names params.orgId, which its path lacks');
    expect(accessProblem(member({ organization: 'query.organizationId' }), '/v1/x')).toBeNull();
    expect(
      accessProblem(member({ organization: { via: 'process', from: 'params.processId' } }), '/v1/process/:processId'),
    ).toBeNull();
    expect(
      accessProblem(member({ organization: { via: 'process', from: 'params.processId' } }), '/v1/process/:id'),
    ).toBe('names params.processId, which its path lacks');
    expect(accessProblem(member({ organization: { via: 'nope' as 'process', from: 'params.id' } }), '/v1/x/:id')).toBe(
      'derives its organization from an unknown resource "nope"',
    );
    expect(accessProblem(member({ holder: 'params.holderId' }), '/v1/organization/:orgId/holder/:holderId')).toBeNull();
    expect(accessProblem(member({ holder: 'params.holderId' }), '/v1/organization/:orgId')).toBe(
      'names params.holderId, which its path lacks',
    );
    expect(accessProblem(member({ holder: 'body.holderId' }), '/v1/organization/:orgId')).toBeNull();
  });

  it('finds a resource within the scope only when every id both name agrees', () => {
    const scope = { organizationId: 1, holderId: 2, consumeUniqueId: 3 };
    expect(ownedBy({ organizationId: 1, holderId: 2, consumeUniqueId: 3 }, scope)).toBe(true);
    expect(ownedBy({ organizationId: 9, holderId: 2, consumeUniqueId: 3 }, scope)).toBe(false);
    expect(ownedBy({ organizationId: 1, holderId: 9 }, scope)).toBe(false);
    expect(ownedBy({ organizationId: 1, consumeUniqueId: 9 }, scope)).toBe(false);
    expect(ownedBy({ organizationId: 1 }, scope)).toBe(true);
    expect(ownedBy({ organizationId: 1, holderId: 9, consumeUniqueId: 9 }, { organizationId: 1 })).toBe(true);
  });

  it("finds a person's resource (a push device) only for that person", () => {
    expect(ownedBy({ organizationId: 1, userId: 'u-1' }, { organizationId: 1, userId: 'u-1' })).toBe(true);
    expect(ownedBy({ organizationId: 1, userId: 'u-1' }, { organizationId: 1, userId: 'u-2' })).toBe(false);
    // Without a caller to compare, a person's resource is nobody's.
    expect(ownedBy({ organizationId: 1, userId: 'u-1' }, { organizationId: 1 })).toBe(false);
    expect(ownedBy({ organizationId: 1 }, { organizationId: 1, userId: 'u-2' })).toBe(true);
    expect(ownedBy({ organizationId: 2, userId: 'u-1' }, { organizationId: 1, userId: 'u-1' })).toBe(false);
  });
});

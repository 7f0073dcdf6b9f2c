import type { FastifyRequest, RouteOptions } from 'fastify';
import { forbidden, HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { IdLocation, MemberAccess, OrganizationSource, RouteAccess } from './access.ts';
import { requireAuth } from './authenticate.ts';
import { requireHolderInOrganization, requireMembership } from './membership.ts';
import { OWNERSHIP_RULES, ownedBy, type OwnerScope, type OwnershipRule } from './resource-ownership.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from '../http/plugin-names.ts';

/** Routes that must declare their access: the API. Static files, /health, /docs and the /identity proxy may omit it. */
const API_ROUTE = /^\/v[12](\/|$)/;

/** The path parameter whose ownership rule derives the organization for `{ via }`. */
const SOURCE_PARAM: Record<OrganizationSource, string> = { process: 'processId', file: 'fileId' };

/** Why a declaration is unusable, or null; checked at registration so a typo fails the start, not a request. */
export function accessProblem(access: RouteAccess | undefined, url: string): string | null {
  if (!access) return 'has no config.access (public, signedIn or member)';
  if (access.kind === 'public') return access.why?.trim() ? null : 'is public without a why';
  if (access.kind === 'signedIn') return null;
  if (access.kind !== 'member')
    return `has an unknown access kind ${JSON.stringify((access as { kind: unknown }).kind)}`;
  const organization = access.organization ?? 'params.orgId';
  if (typeof organization === 'object' && !(organization.via in SOURCE_PARAM)) {
    return `derives its organization from an unknown resource ${JSON.stringify(organization.via)}`;
  }
  for (const location of [typeof organization === 'object' ? organization.from : organization, access.holder]) {
    if (location?.startsWith('params.') && !url.includes(`:${location.slice('params.'.length)}`))
      return `names ${location}, which its path lacks`;
  }
  return null;
}

function read(request: FastifyRequest, location: IdLocation): unknown {
  const [part, key] = location.split('.', 2) as ['params' | 'query' | 'body', string];
  const source = request[part] as Record<string, unknown> | undefined | null;
  return source?.[key];
}

/** An id the schema validated as an integer; anything else is a route whose declaration and schema disagree. */
function readId(request: FastifyRequest, location: IdLocation): number {
  const value = read(request, location);
  if (typeof value !== 'number')
    throw new Error(
      `${request.routeOptions.method} ${request.routeOptions.url}: access names ${location}, which the schema does not give as an integer`,
    );
  return value;
}

/**
 * Unknown → 404. Another organization's → the same 404, word for word: whether an id exists elsewhere is nobody's
 * business (no existence oracle). Within the organization, a mismatch of holder or item keeps its own 403 message.
 */
async function checkOwner(request: FastifyRequest, rule: OwnershipRule, id: number, scope: OwnerScope): Promise<void> {
  const owner = await rule.owner(request.server.db, id);
  if (!owner || owner.organizationId !== scope.organizationId) throw notFound(rule.notFound(id));
  if (!ownedBy(owner, scope)) throw rule.forbidden === null ? notFound(rule.notFound(id)) : forbidden(rule.forbidden);
}

/** The organization the request names: read where declared, or from the owner of the resource it names. */
async function organizationOf(
  request: FastifyRequest,
  access: MemberAccess,
): Promise<{ organizationId: number; derivedFrom?: string; unknown?: HttpError }> {
  const declared = access.organization ?? 'params.orgId';
  if (typeof declared === 'string') return { organizationId: readId(request, declared) };
  const param = SOURCE_PARAM[declared.via];
  const rule = OWNERSHIP_RULES[param]!;
  const id = readId(request, declared.from);
  const owner = await rule.owner(request.server.db, id);
  const unknown = notFound(rule.notFound(id));
  if (!owner) throw unknown;
  return {
    organizationId: owner.organizationId,
    derivedFrom: declared.from === `params.${param}` ? param : undefined,
    unknown,
  };
}

/**
 * Membership (403), profile (403), holder (403) and, for every id of an organization-owned resource in the path,
 * existence (404) and ownership (403), in that order. Leaves the membership on request.membership.
 */
async function authorizeMember(request: FastifyRequest, access: MemberAccess): Promise<void> {
  const { organizationId, derivedFrom, unknown } = await organizationOf(request, access);
  request.membership = await requireMembership(
    request,
    organizationId,
    access.profiles ? { profiles: access.profiles } : {},
  ).catch((error: unknown) => {
    // An organization derived from the resource: a caller who never belonged to it is told the id is unknown.
    if (unknown && error instanceof HttpError && error.message === MESSAGES.noOrganizationAccess) throw unknown;
    throw error;
  });
  const params = (request.params ?? {}) as Record<string, unknown>;
  const holderLocation = access.holder ?? (typeof params.holderId === 'number' ? 'params.holderId' : undefined);
  const holderId = holderLocation ? readId(request, holderLocation) : undefined;
  if (holderId !== undefined) await requireHolderInOrganization(request, holderId, organizationId);
  const scope: OwnerScope = {
    organizationId,
    holderId,
    consumeUniqueId: typeof params.consumeUniqueId === 'number' ? params.consumeUniqueId : undefined,
    userId: request.auth?.user.id,
  };
  const covered = new Set(derivedFrom ? [derivedFrom] : []);
  for (const [param, rule] of Object.entries(OWNERSHIP_RULES)) {
    const id = params[param];
    if (typeof id !== 'number' || covered.has(param)) continue;
    await checkOwner(request, rule, id, scope);
    for (const name of rule.covers ?? []) covered.add(name);
  }
}

/**
 * The one authorization hook. At registration, every /v1 and /v2 route must declare `config.access`; per
 * request, after schema validation (so ids are integers) and after authentication (onRequest in authenticate.ts),
 * the declaration is enforced. Register it in buildApp before any route.
 */
export const authorization = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const access = route.config?.access;
      const problem = accessProblem(access, route.url);
      if (problem && (access !== undefined || API_ROUTE.test(route.url))) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        throw new Error(`Route ${methods} ${route.url} ${problem}`);
      }
    });
    app.addHook('preHandler', async (request) => {
      const access = request.routeOptions.config.access;
      if (!access || access.kind === 'public') return;
      requireAuth(request);
      if (access.kind === 'member') await authorizeMember(request, access);
    });
  },
  { name: PLUGIN.authorization, dependencies: [PLUGIN.authentication] },
);

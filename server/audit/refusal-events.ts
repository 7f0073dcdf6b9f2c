import type { FastifyRequest } from 'fastify';
import { ADMIN_PROFILES } from '../../src/contract/constants/profiles.ts';
import type { RouteAccess } from '../auth/access.ts';
import type { Db } from '../db/db.ts';
import { findMembership } from '../repositories/organizations.ts';
import { recordAuditAlone } from './audit-context.ts';
import fp from 'fastify-plugin';
import { PLUGIN } from '../http/plugin-names.ts';

/**
 * Refusals the audit trail records: administrative attempts the API refused, and a deactivated
 * member's calls. A refusal is recorded after the fact and never changes the answer: a failed insert is logged only.
 */

const REFUSED_STATUSES = new Set([403, 409]);
const MAX_LABEL = 300;

/** Management routes: member access limited to admin profiles (ADMIN_PROFILES), as the route declares it. */
function isManagementRoute(access: RouteAccess | undefined): boolean {
  return (
    access?.kind === 'member' &&
    access.profiles !== undefined &&
    access.profiles.length > 0 &&
    access.profiles.every((profile) => ADMIN_PROFILES.includes(profile))
  );
}

/** The organization the route's declaration names, when it is read directly from the request. */
function declaredOrganization(request: FastifyRequest, access: RouteAccess): number | null {
  if (access.kind !== 'member') return null;
  const location = access.organization ?? 'params.orgId';
  if (typeof location !== 'string') return null;
  const [part, key] = location.split('.', 2) as ['params' | 'query' | 'body', string];
  const value = (request[part] as Record<string, unknown> | null | undefined)?.[key];
  return typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
}

/** The answer's pt-BR message, when it is the API's JSON error. */
function messageOf(payload: unknown): string | null {
  if (typeof payload !== 'string') return null;
  try {
    const message = (JSON.parse(payload) as { message?: unknown }).message;
    return typeof message === 'string' ? message.slice(0, MAX_LABEL) : null;
  } catch {
    return null;
  }
}

const requestLine = (request: FastifyRequest): string =>
  `${request.method} ${request.url.split('?')[0] ?? ''}`.slice(0, MAX_LABEL);

/**
 * One hook for every management route: a 403 or 409 answer to an active member of the organization the route names
 * (wrong profile, or a refused change such as deactivating the last admin) is recorded in that organization's trail.
 * Callers who are not members are left out: recording them would let anyone with a token write into any
 * organization's trail. onSend, not onResponse: the event is written before the answer leaves, so it is never lost
 * to a closing process and a test can read it at once.
 */
export const refusedAdminAudit = fp(
  async (app) => {
    app.addHook('onSend', async (request, reply, payload) => {
      const access = request.routeOptions.config?.access;
      if (!REFUSED_STATUSES.has(reply.statusCode) || !isManagementRoute(access) || !request.auth) return payload;
      try {
        const organizationId = declaredOrganization(request, access!);
        if (organizationId === null || !(await findMembership(request.server.db, request.auth.user.id, organizationId)))
          return payload;
        await recordAuditAlone(request.server.db, request, {
          organizationId,
          action: 'ADMIN_ACTION_REFUSED',
          targetLabel: requestLine(request),
          after: { httpStatus: reply.statusCode, reason: messageOf(payload) },
        });
      } catch (error) {
        request.log.error({ err: error }, 'could not record a refused administrative attempt');
      }
      return payload;
    });
  },
  { name: PLUGIN.refusedAdminAudit, dependencies: [PLUGIN.authorization] },
);

// A deactivated member's PWA keeps calling (the notification badge polls): one event per person and organization
// per window is the attempt; every refused call would bury the rest of the trail.
const INACTIVE_WINDOW_MS = 5 * 60 * 1000;
const lastInactiveRefusal = new WeakMap<Db, Map<string, number>>();

/** Records that a deactivated member was refused in an organization (server/auth/membership.ts), at most once per window. */
export async function recordInactiveMemberRefusal(
  request: FastifyRequest,
  organizationId: number,
  now = Date.now(),
): Promise<void> {
  const user = request.auth?.user;
  if (!user) return;
  const db = request.server.db;
  const seen = lastInactiveRefusal.get(db) ?? new Map<string, number>();
  lastInactiveRefusal.set(db, seen);
  const key = `${user.id}:${organizationId}`;
  if (now - (seen.get(key) ?? -Infinity) < INACTIVE_WINDOW_MS) return;
  seen.set(key, now);
  try {
    await recordAuditAlone(db, request, {
      organizationId,
      action: 'INACTIVE_MEMBER_REFUSED',
      targetLabel: requestLine(request),
      after: { httpStatus: 403 },
    });
  } catch (error) {
    request.log.error({ err: error }, 'could not record a deactivated member refused');
  }
}

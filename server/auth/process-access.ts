import type { FastifyRequest } from 'fastify';
import type { Profile } from '../../src/contract/organization.ts';
import type { Db } from '../db/db.ts';
import { forbidden, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { MembershipRow } from '../repositories/organizations.ts';
import { requireMembership } from './membership.ts';

/** Profiles that may change a process (PUT /v1/process/{id}, changevalue): admins and lawyers. */
export const PROCESS_EDITOR_PROFILES: readonly Profile[] = ['ADMIN', 'SUPER_ADMIN', 'LAWYER'];

async function processOrganization(db: Db, processId: number): Promise<number | null> {
  const { rows } = await db.query<{ organization_id: number }>('SELECT organization_id FROM processes WHERE id = $1', [processId]);
  return rows[0]?.organization_id ?? null;
}

/** After organizationGuard: the process must exist (404) and belong to the route's organization (403). */
export async function requireProcessInOrganization(db: Db, organizationId: number, processId: number): Promise<void> {
  const owner = await processOrganization(db, processId);
  if (owner === null) throw notFound(MESSAGES.processNotFound);
  if (owner !== organizationId) throw forbidden(MESSAGES.processOtherOrganization);
}

/** For routes without the organization in the path: the caller must be a member of the process's organization. */
export async function requireProcessMembership(
  request: FastifyRequest,
  processId: number,
  profiles?: readonly Profile[],
): Promise<{ organizationId: number; membership: MembershipRow }> {
  const owner = await processOrganization(request.server.db, processId);
  if (owner === null) throw notFound(MESSAGES.processNotFound);
  const membership = await requireMembership(request, owner, profiles ? { profiles } : {});
  return { organizationId: owner, membership };
}

/** A movement of the organization: 404 when unknown, 403 when it belongs to another organization. */
export async function requireMovementInOrganization(db: Db, organizationId: number, movementId: number): Promise<{ processId: number }> {
  const { rows } = await db.query<{ process_id: string | number; organization_id: number }>(
    'SELECT m.process_id, p.organization_id FROM movements m JOIN processes p ON p.id = m.process_id WHERE m.id = $1',
    [movementId],
  );
  const row = rows[0];
  if (!row) throw notFound(MESSAGES.movementNotFound);
  if (row.organization_id !== organizationId) throw forbidden(MESSAGES.movementOtherOrganization);
  return { processId: Number(row.process_id) };
}

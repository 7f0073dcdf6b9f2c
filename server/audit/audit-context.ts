import { maskDocumentNumber } from '../../src/contract/brazil-document.ts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/db.ts';
import { insertAuditEvent, type AuditActor, type AuditEntry } from '../repositories/audit-events.ts';

const MAX_USER_AGENT = 400;

/** Who is acting and from where: the token's user, the client's IP (trustProxy decides), user agent, request id. */
function auditActor(request: FastifyRequest): AuditActor {
  const user = request.auth?.user ?? null;
  const agent = request.headers['user-agent'];
  const name = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return {
    actorId: user?.id ?? null,
    actorName: user ? name || user.email : null,
    actorEmail: user?.email ?? null,
    ip: request.ip || null,
    userAgent: typeof agent === 'string' ? agent.slice(0, MAX_USER_AGENT) : null,
    requestId: request.id ? String(request.id) : null,
  };
}

/**
 * Records one audit event for the request, in `tx` — the transaction of the change it records, so the change and
 * its record commit together (a failed change leaves no event, an event that cannot be written fails the change).
 */
export async function recordAudit(tx: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await insertAuditEvent(tx, entry, auditActor(request));
}

/** The target fields of a CPF/CNPJ: masked for the record, the number only for the filter's keyed hash. */
export const documentTarget = (documentNumber: string): Pick<AuditEntry, 'targetDocument' | 'documentNumber'> => ({
  targetDocument: maskDocumentNumber(documentNumber),
  documentNumber,
});

/** For operations that change nothing else (exports, downloads): the event in a transaction of its own. */
export async function recordAuditAlone(db: Db, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  await db.transaction((tx) => recordAudit(tx, request, entry));
}

/** A value as the trail stores it: scalars kept, lists joined, anything else as JSON text. */
export function auditText(value: unknown): string | number | boolean | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.map(String).join(', ');
  return JSON.stringify(value);
}

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { INVALID_DOCUMENT_MESSAGE, parseDocument } from '../../src/contract/brazil-document.ts';
import { AUDIT_EXPORT_MAX_ROWS } from '../../src/contract/constants/organization-users.ts';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { ADMIN_PROFILES } from '../../src/contract/constants/profiles.ts';
import { auditEndpoints } from '../../src/contract/endpoints/audit.ts';
import type { AuditEvent, AuditQuery } from '../../src/contract/organization-users.ts';
import { auditCsv } from '../audit/audit-csv.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { HttpError } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { checkAuditChain, listAuditEvents, type AuditFilter, type AuditRow } from '../repositories/audit-events.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['auditoria'];
const ADMINS = member({ profiles: ADMIN_PROFILES });

/** The query's filters, checked: a document must be a valid CPF/CNPJ, dates real days, from ≤ to. */
function toFilter(query: AuditQuery): AuditFilter {
  for (const day of [query.from, query.to])
    if (day !== undefined && !isRealCalendarDay(day)) throw new HttpError(400, MESSAGES.invalidAuditDate);
  if (query.from && query.to && query.from > query.to) throw new HttpError(400, MESSAGES.invalidAuditPeriod);
  let documentNumber: string | undefined;
  if (query.document !== undefined && query.document.trim() !== '') {
    const parsed = parseDocument(query.document);
    if (!parsed) throw new HttpError(400, INVALID_DOCUMENT_MESSAGE);
    documentNumber = parsed.number;
  }
  return {
    ...(query.person ? { person: query.person } : {}),
    ...(query.action ? { action: query.action } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(documentNumber ? { documentNumber } : {}),
  };
}

const toEvent = (row: AuditRow): AuditEvent => ({
  id: row.id,
  seq: row.seq,
  occurredAt: new Date(row.occurred_at).toISOString(),
  action: row.action,
  actorId: row.actor_id,
  actorName: row.actor_name,
  actorEmail: row.actor_email,
  targetLabel: row.target_label,
  targetDocument: row.target_document,
  before: row.before,
  after: row.after,
  ip: row.ip,
  userAgent: row.user_agent,
  requestId: row.request_id,
  prevHash: row.prev_hash,
  hash: row.hash,
});

export const auditRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    auditEndpoints.listAuditEvents,
    {
      access: ADMINS,
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Trilha de auditoria (filtros: pessoa, ação, período, documento; 10 por página)',
    },
    async (request) => {
      const page = request.query.page ?? 0;
      const { rows, total } = await listAuditEvents(app.db, request.params.orgId, toFilter(request.query), {
        limit: PAGE_SIZE,
        offset: page * PAGE_SIZE,
      });
      return { result: rows.map(toEvent), total };
    },
  );

  route(
    app,
    auditEndpoints.exportAudit,
    {
      access: ADMINS,
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: `Exporta a trilha filtrada em CSV (até ${AUDIT_EXPORT_MAX_ROWS} linhas, mais recentes primeiro)`,
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const filter = toFilter(request.query);
      // The export is itself a processing operation: recorded in the same transaction that reads the rows.
      const csv = await app.db.transaction(async (tx) => {
        const { rows } = await listAuditEvents(tx, orgId, filter, { limit: AUDIT_EXPORT_MAX_ROWS, offset: 0 });
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'EXPORT',
          targetLabel: 'Trilha de auditoria (CSV)',
          after: { rows: rows.length },
        });
        return auditCsv(rows);
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="auditoria-${orgId}-${todayInBrazil()}.csv"`)
        .header('Cache-Control', 'private, no-store')
        .send(csv);
    },
  );

  route(
    app,
    auditEndpoints.verifyAudit,
    {
      access: ADMINS,
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Recalcula a cadeia de hashes da trilha da organização (integridade) e devolve o hash da última linha',
    },
    async (request, reply) => {
      const check = await checkAuditChain(app.db, request.params.orgId);
      reply.header('Cache-Control', 'private, no-store');
      return {
        ok: check.ok,
        checked: check.checked,
        brokenSeq: check.brokenSeq,
        brokenId: check.brokenAt,
        headHash: check.headHash,
        headSeq: check.headSeq,
        checkedAt: new Date().toISOString(),
      };
    },
  );
};

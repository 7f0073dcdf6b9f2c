import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ADMIN_PROFILES } from '../../src/contract/constants/profiles.ts';
import type { CourtSourceName } from '../../src/contract/court-data.ts';
import { courtDataEndpoints } from '../../src/contract/endpoints/court-data.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { addDays, localDay } from '../court-data/calendar/iso-day.ts';
import { parseSuspension } from '../court-data/court-suspensions.ts';
import { registrationsOf, toRegistration, toSuspension } from '../court-data/registration-view.ts';
import { formatOab, parseOab } from '../court-data/oab.ts';
import { toIso } from '../domain/calendar.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { listSourceStatus } from '../repositories/court-source-status.ts';
import { listWatchlistStatus } from '../repositories/watchlists.ts';
import { insertCourtSuspension, listCourtSuspensionRows } from '../repositories/court-suspensions.ts';
import { companyRegistryStatus } from '../company-registry/company-registry-status.ts';
import {
  deactivateOabRegistration,
  findOabRegistration,
  listOabRegistrations,
  upsertOabRegistration,
} from '../repositories/oab-registrations.ts';
import { findMember } from '../repositories/organization-members.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['dados dos tribunais'];
const MANAGE = member({ profiles: ADMIN_PROFILES });
/** Suspensions shown: those that ended in the last year or are still ahead, at most this many. */
const SUSPENSIONS_SHOWN = 200;

/**
 * Real court data (docs/court-data.md; contract src/contract/court-data.ts): the organization's OAB registrations, the
 * sources' status and the court suspensions. Members read; admins change, each change in the audit trail.
 */
export const courtDataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const config = app.courtDataConfig;
  route(
    app,
    courtDataEndpoints.listOabRegistrations,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'OABs cadastradas da organização, com o que cada uma trouxe',
    },
    async (request) => ({ result: await registrationsOf(app.db, request.params.orgId) }),
  );

  route(
    app,
    courtDataEndpoints.addOabRegistration,
    {
      access: MANAGE,
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary:
        'Cadastra a OAB de um(a) advogado(a) da organização (número + UF); uma OAB desativada volta a ser sincronizada',
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const parsed = parseOab(request.body.number, request.body.uf);
      const lawyerName = request.body.lawyerName.trim().replace(/\s+/g, ' ');
      const problems = [
        ...(parsed.ok ? [] : parsed.errors),
        ...(lawyerName === '' ? [MESSAGES.oabLawyerNameBlank] : []),
      ];
      if (!parsed.ok || problems.length > 0) throw new HttpError(400, problems.join(' '));
      const lawyerUserId = request.body.lawyerUserId ?? null;
      if (lawyerUserId !== null && (await findMember(app.db, orgId, lawyerUserId)) === null)
        throw new HttpError(400, MESSAGES.oabLawyerNotMember);
      const row = await app.db.transaction(async (tx) => {
        const stored = await upsertOabRegistration(tx, {
          organizationId: orgId,
          ...parsed.value,
          lawyerUserId,
          lawyerName,
        });
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'OAB_REGISTERED',
          targetLabel: `OAB ${formatOab(parsed.value)} — ${lawyerName}`,
          after: { number: stored.number, uf: stored.uf, lawyerName, lawyerUserId },
        });
        return stored;
      });
      const registration = (await registrationsOf(app.db, orgId)).find((candidate) => candidate.id === row.id);
      return reply.code(201).send(registration ?? toRegistration(row, undefined, []));
    },
  );

  route(
    app,
    courtDataEndpoints.inactivateOabRegistration,
    {
      access: MANAGE,
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Desativa a OAB: deixa de ser sincronizada; o que ela trouxe fica',
    },
    async (request) => {
      const { orgId, registrationId } = request.params;
      await app.db.transaction(async (tx) => {
        const before = await findOabRegistration(tx, orgId, registrationId);
        if (before === null) throw notFound(MESSAGES.oabRegistrationNotFound);
        if (!before.active) return;
        await deactivateOabRegistration(tx, orgId, registrationId);
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'OAB_INACTIVATED',
          targetLabel: `OAB ${before.number}/${before.uf} — ${before.lawyer_name}`,
          before: { active: true },
          after: { active: false },
        });
      });
      const registration = (await registrationsOf(app.db, orgId)).find((candidate) => candidate.id === registrationId);
      if (!registration) throw notFound(MESSAGES.oabRegistrationNotFound);
      return registration;
    },
  );

  route(
    app,
    courtDataEndpoints.getSourcesStatus,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Fontes de dados: última execução, itens, erros e próxima execução por fonte',
    },
    async (request) => {
      const { orgId } = request.params;
      const [rows, registrations, lists, companyRegistry] = await Promise.all([
        listSourceStatus(app.db, orgId),
        listOabRegistrations(app.db, orgId),
        listWatchlistStatus(app.db),
        companyRegistryStatus(app.db, app.companyDataConfig),
      ]);
      return {
        mode: config.mode,
        schedule: config.syncCron,
        activeRegistrations: registrations.filter((row) => row.active).length,
        sources: rows.map((row) => ({
          source: row.source as CourtSourceName,
          lastRunAt: toIso(row.last_run_at),
          lastSuccessAt: toIso(row.last_success_at),
          items: row.items,
          cancellations: row.cancellations,
          errors: row.errors,
          lastError: row.last_error,
          nextRunAt: toIso(row.next_run_at),
        })),
        watchlists: {
          mode: app.watchlistsConfig.mode,
          schedule: app.watchlistsConfig.importCron,
          lists: lists.map((row) => ({
            list: row.list,
            lastRunAt: toIso(row.last_run_at),
            lastSuccessAt: toIso(row.last_success_at),
            items: row.items,
            skipped: row.skipped,
            errors: row.errors,
            lastError: row.last_error,
            lastWarning: row.last_warning,
            publishedOn: row.published_on,
            currentRows: row.current_rows,
            nextRunAt: toIso(row.next_run_at),
          })),
        },
        companyRegistry,
      };
    },
  );

  route(
    app,
    courtDataEndpoints.listSuspensions,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Suspensões de expediente e de prazos dos tribunais (do último ano em diante)',
    },
    async (request) => {
      const rows = await listCourtSuspensionRows(
        app.db,
        request.params.orgId,
        addDays(localDay(new Date()), -365),
        SUSPENSIONS_SHOWN,
      );
      return { result: rows.map(toSuspension) };
    },
  );

  route(
    app,
    courtDataEndpoints.addSuspension,
    {
      access: MANAGE,
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary:
        'Cadastra uma suspensão de um tribunal (ou de todos) para a organização: o início dos prazos dela passa a contorná-la',
    },
    async (request, reply) => {
      const { orgId } = request.params;
      const parsed = parseSuspension({ ...request.body, court: request.body.court ?? null });
      if (!parsed.ok) throw new HttpError(400, parsed.errors.join(' '));
      const id = await app.db.transaction(async (tx) => {
        // The organization's own: another organization's deadline starts never move because of it.
        const created = await insertCourtSuspension(tx, parsed.value, orgId);
        await recordAudit(tx, request, {
          organizationId: orgId,
          action: 'COURT_SUSPENSION_ADDED',
          targetLabel: `${parsed.value.court ?? 'Todos os tribunais'}: ${parsed.value.from} a ${parsed.value.to}`,
          after: {
            court: parsed.value.court,
            from: parsed.value.from,
            to: parsed.value.to,
            kind: parsed.value.kind,
            reason: parsed.value.reason,
          },
        });
        return created;
      });
      const { value } = parsed;
      return reply.code(201).send({
        id,
        court: value.court,
        from: value.from,
        to: value.to,
        kind: value.kind,
        reason: value.reason,
        createdAt: new Date().toISOString(),
      });
    },
  );
};

import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ConsumeUniqueParams } from '../../src/contract/activities.ts';
import { monitoringEndpoints } from '../../src/contract/endpoints/monitoring.ts';
import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../src/contract/constants/organization-users.ts';
import { itemView, monitoringState } from '../analysis/item-view.ts';
import { documentTarget, recordAudit } from '../audit/audit-context.ts';
import type { AuditSnapshot } from '../repositories/audit-events.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { member } from '../auth/access.ts';
import { COMPLIANCE_PROFILES } from '../../src/contract/constants/profiles.ts';
import { formatDateBr, todayInBrazil } from '../domain/calendar.ts';
import { activityState, pauseRefusal, pauseWindow, resumeWindow } from '../domain/pause-rules.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { findItem, lockItem } from '../repositories/monitored-documents.ts';
import { setPause, startMonitoring, stopMonitoring } from '../repositories/monitoring.ts';
import { payPlanUnit } from '../plans/pay-plan-unit.ts';
import type { Db } from '../db/db.ts';
import type { MonitoredDocumentRow } from '../repositories/monitored-documents.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['monitoria'];
const ERRORS = [...ORG_ROUTE_ERRORS, 404, 409] as const;
const conflict = (message: string) => new HttpError(409, message);

export const monitoringRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const guarded = { access: member({ profiles: COMPLIANCE_PROFILES }), tags: TAGS };

  /** Runs `change` on the locked, freshly read item, then answers the item as it is now. */
  const withItem = async (
    params: ConsumeUniqueParams,
    change: (tx: Db, item: MonitoredDocumentRow, now: Date) => Promise<void>,
    audit?: { request: FastifyRequest; action: AuditAction; after?: (item: MonitoredDocumentRow) => AuditSnapshot },
  ) => {
    const now = new Date();
    await app.db.transaction(async (tx) => {
      await lockItem(tx, params.consumeUniqueId);
      // Read again under the lock; the authorization hook has checked that it is this holder's.
      const item = await findItem(tx, params.consumeUniqueId);
      if (!item) throw notFound(MESSAGES.itemNotFound);
      await change(tx, item, now);
      if (audit) {
        await recordAudit(tx, audit.request, {
          organizationId: item.organization_id,
          action: audit.action,
          ...documentTarget(item.document_number),
          after: audit.after?.(item) ?? null,
        });
      }
    });
    return { register: await itemView(app.db, params.consumeUniqueId, now) };
  };

  route(
    app,
    monitoringEndpoints.startMonitoring,
    {
      ...guarded,
      errors: [...ERRORS, 402],
      summary: 'Inicia a monitoria do documento (consome uma Monitoria)',
    },
    async (request) => {
      const userId = requireAuth(request).user.id;
      return withItem(
        request.params,
        async (tx, item, now) => {
          if (item.monitoring) throw conflict(MESSAGES.alreadyMonitored);
          await payPlanUnit(tx, {
            holderId: item.holder_id,
            organizationId: item.organization_id,
            typePlan: 'Monitoria',
            consumeUniqueId: Number(item.id),
            userId,
          });
          await startMonitoring(tx, item, now);
        },
        { request, action: 'MONITORING_STARTED' },
      );
    },
  );

  route(
    app,
    monitoringEndpoints.stopMonitoring,
    {
      ...guarded,
      errors: ERRORS,
      summary: 'Encerra a monitoria do documento (também a pausada)',
    },
    async (request) =>
      withItem(
        request.params,
        async (tx, item, now) => {
          if (!item.monitoring) throw conflict(MESSAGES.notMonitored);
          await stopMonitoring(tx, item, now);
        },
        { request, action: 'MONITORING_STOPPED' },
      ),
  );

  route(
    app,
    monitoringEndpoints.pauseMonitoring,
    {
      ...guarded,
      errors: ERRORS,
      summary: 'Pausa a monitoria por 30, 60 ou 90 dias',
    },
    async (request) =>
      withItem(
        request.params,
        async (tx, item, now) => {
          const state = monitoringState(item);
          const refusal = pauseRefusal(state, now);
          if (refusal === 'notMonitored') throw conflict(MESSAGES.pauseNotMonitored);
          if (refusal === 'alreadyPaused') throw conflict(MESSAGES.alreadyPaused);
          if (refusal === 'notAvailableYet')
            throw conflict(MESSAGES.pauseNotAvailable(formatDateBr(todayInBrazil(state.pauseAvailableAt ?? now))));
          const window = pauseWindow(request.body.days, now);
          await setPause(tx, item, { days: request.body.days, ...window }, now);
        },
        { request, action: 'MONITORING_PAUSED', after: () => ({ days: request.body.days }) },
      ),
  );

  route(
    app,
    monitoringEndpoints.resumeMonitoring,
    {
      ...guarded,
      errors: ERRORS,
      summary: 'Retoma a monitoria antes do fim da pausa',
    },
    async (request) =>
      withItem(request.params, async (tx, item, now) => {
        if (activityState(monitoringState(item), now) !== 'Pausa') throw conflict(MESSAGES.notPaused);
        await setPause(tx, item, { days: null, ...resumeWindow(now) }, now);
      }),
  );
};

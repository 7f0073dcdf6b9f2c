import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PAGE_SIZE } from '../../src/contract/constants/paging.ts';
import { notificationEndpoints } from '../../src/contract/endpoints/notifications.ts';
import type { Notification } from '../../src/contract/notifications.ts';
import { recordAudit } from '../audit/audit-context.ts';
import { member } from '../auth/access.ts';
import { announceAuthChange } from '../auth/auth-invalidation.ts';
import { ADMIN_PROFILES } from '../../src/contract/constants/profiles.ts';
import { endOfBrazilDay, startOfBrazilDay, toIso } from '../domain/calendar.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import {
  countUnviewedNotifications,
  listNotifications,
  markAllNotificationsViewed,
  markNotificationViewed,
  saveNotificationSettings,
  type NotificationRow,
} from '../repositories/notifications.ts';
import { httpsOnly } from '../repositories/communication-json.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';
import { stripPartNames } from '../../src/contract/party-name.ts';
import { isRealCalendarDay } from '../../src/contract/dates.ts';

const TAGS = ['notificações'];

export function toNotification(row: NotificationRow): Notification {
  const viewedAt = toIso(row.viewed_at);
  return {
    id: row.id,
    type: row.type,
    processId: row.process_id,
    processNumber: row.process_number,
    court: row.court,
    date: toIso(row.date) ?? '',
    // The part-name rule (docs/product.md#party-names), as the list and the detail spell the same parties.
    authors: stripPartNames(row.authors),
    defendants: stripPartNames(row.defendants),
    lastUpdate: { class: row.last_update_class, date: toIso(row.last_update_date), text: row.last_update_text },
    // Exactly "a viewing date is present" (docs/product.md#notifications).
    wasViewed: viewedAt !== null,
    viewedAt,
    ...(row.communication
      ? { communication: { ...row.communication, certificateUrl: httpsOnly(row.communication.certificateUrl) } }
      : {}),
    ...(row.risk ? { risk: row.risk } : {}),
  };
}

export const notificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  route(
    app,
    notificationEndpoints.getNotificationTotal,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Total de notificações não visualizadas (badge)',
    },
    async (request, reply) => {
      // The badge polls this; never let a cache hold a stale count.
      reply.header('Cache-Control', 'no-store');
      return { total: await countUnviewedNotifications(app.db, request.params.orgId) };
    },
  );

  route(
    app,
    notificationEndpoints.listNotifications,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Notificações (10 por página, filtros por tipo, visualização e período)',
    },
    async (request, reply) => {
      const { from, to } = request.query;
      if (from && !isRealCalendarDay(from)) throw new HttpError(400, MESSAGES.invalidDate('from'));
      if (to && !isRealCalendarDay(to)) throw new HttpError(400, MESSAGES.invalidDate('to'));
      if (from && to && from > to) throw new HttpError(400, MESSAGES.invalidDateRange);
      reply.header('Cache-Control', 'no-store');
      const page = await listNotifications(app.db, request.params.orgId, {
        type: request.query.type,
        viewed: request.query.viewed,
        page: request.query.page ?? 0,
        pageSize: PAGE_SIZE,
        from: from ? startOfBrazilDay(from) : undefined,
        to: to ? endOfBrazilDay(to) : undefined,
      });
      return { result: page.rows.map(toNotification), total: page.total };
    },
  );

  route(
    app,
    notificationEndpoints.markNotificationViewed,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Marca a notificação como visualizada',
    },
    async (request) => {
      const updated = await markNotificationViewed(app.db, request.params.notificationId);
      if (!updated) throw notFound(MESSAGES.notificationNotFound);
      return toNotification(updated);
    },
  );

  route(
    app,
    notificationEndpoints.clearNotifications,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Limpa todas: marca todas as não visualizadas como visualizadas',
    },
    async (request) => {
      const cleared = await markAllNotificationsViewed(app.db, request.params.orgId);
      return { cleared, total: await countUnviewedNotifications(app.db, request.params.orgId) };
    },
  );

  route(
    app,
    notificationEndpoints.saveNotificationSettings,
    {
      access: member({ profiles: ADMIN_PROFILES }),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Preferências de notificação da organização (somente administradores)',
    },
    async (request) => {
      const saved = await app.db.transaction(async (tx) => {
        const { previous, saved } = await saveNotificationSettings(tx, request.params.orgId, request.body);
        await recordAudit(tx, request, {
          organizationId: request.params.orgId,
          action: 'NOTIFICATION_SETTINGS_CHANGED',
          targetLabel: 'Preferências de notificação',
          before: previous ? { ...previous } : null,
          after: { ...saved },
        });
        // The settings are part of every cached membership row of the organization, on every API instance.
        await announceAuthChange(tx, { kind: 'organization', organizationId: request.params.orgId });
        return saved;
      });
      app.authCache.memberships.clear();
      return saved;
    },
  );
};

import { Type, type Static } from 'typebox';
import { NOTIFICATION_TYPES, RISK_CHANGES } from './constants/notifications.ts';
import { RISK_KINDS } from './constants/relationships.ts';
import { MovementCommunication } from './movements.ts';
import { IsoDate, Nullable, Paged, PageQuery } from './schema-helpers.ts';

export const NotificationType = Type.Enum(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

/** GET /v1/organization/{orgId}/notifications/total — unviewed notifications; the client floors it at 0. */
export const NotificationTotal = Type.Object({ total: Type.Integer() });
export type NotificationTotal = Static<typeof NotificationTotal>;

const NullableString = Type.Union([Type.String(), Type.Null()]);

/** lastUpdate: the movement that raised the notification (class, date, text). */
export const NotificationLastUpdate = Type.Object({
  class: NullableString,
  date: NullableString,
  text: NullableString,
});
export type NotificationLastUpdate = Static<typeof NotificationLastUpdate>;

/**
 * A RISK_CHANGE's subject: the counterparty, the flag (list and record when it comes from an
 * official list) and where to look at it — the relationship analysis whose graph holds the entity, or, for a
 * monitored document without one, the monitored item. entityDocument is as the graph shows it (a masked CPF stays
 * masked). endedOn: the day the flag stopped holding, or null (a record the list no longer carries; a new flag).
 */
export const RiskNotificationDetail = Type.Object({
  change: Type.Enum(RISK_CHANGES),
  entityId: Type.String(),
  entityName: Type.String(),
  entityDocument: Type.String(),
  entityKind: Type.Enum(['COMPANY', 'PERSON']),
  riskId: Type.String(),
  riskKind: Type.Enum(RISK_KINDS),
  /** CEIS, CNEP, CEPIM, CEAF, PEP, OFAC, UN; null for a flag without a list (the demo world's). */
  list: Nullable(Type.String()),
  recordId: Nullable(Type.String()),
  /** What the flag is, in Portuguese ("Impedimento de licitar e contratar", "Secretário Municipal de Obras"). */
  description: Type.String(),
  endedOn: Nullable(IsoDate),
  analysisId: Nullable(Type.Integer()),
  consumeUniqueId: Nullable(Type.Integer()),
});
export type RiskNotificationDetail = Static<typeof RiskNotificationDetail>;

/**
 * One notification; wasViewed is true exactly when viewedAt is not null. processId null = process not imported.
 * communication: the court publication that raised it (the DJEN's certificate, a later cancellation), when there is one.
 * A RISK_CHANGE has no process: processNumber and court are null, lastUpdate.class is its sentence ("Novo risco em
 * …"), and `risk` carries its subject.
 */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: NotificationType,
  processId: Type.Union([Type.Integer(), Type.Null()]),
  processNumber: Nullable(Type.String()),
  court: Nullable(Type.String()),
  date: Type.String({ description: 'ISO 8601' }),
  authors: Type.Array(Type.String()),
  defendants: Type.Array(Type.String()),
  lastUpdate: NotificationLastUpdate,
  wasViewed: Type.Boolean(),
  viewedAt: NullableString,
  communication: Type.Optional(MovementCommunication),
  risk: Type.Optional(RiskNotificationDetail),
});
export type Notification = Static<typeof Notification>;

/**
 * GET /v1/organization/{orgId}/notifications — newest first, 10 per page (page 0-based).
 * viewed: true = only viewed, false = only unviewed; from/to: inclusive days (YYYY-MM-DD) of `date`.
 */
export const NotificationListQuery = Type.Object({
  ...PageQuery.properties,
  type: Type.Optional(NotificationType),
  viewed: Type.Optional(Type.Boolean()),
  from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
});
export type NotificationListQuery = Static<typeof NotificationListQuery>;

export const NotificationList = Paged(Notification);
export type NotificationList = Static<typeof NotificationList>;

export const NotificationParams = Type.Object({
  orgId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
  notificationId: Type.Integer({ minimum: 1, maximum: 9_007_199_254_740_991 }),
});
export type NotificationParams = Static<typeof NotificationParams>;

/**
 * DELETE /v1/organization/{orgId}/notifications — "clear all" marks every unviewed notification as viewed
 * (history is kept; the total falls to 0). Answers how many were cleared.
 */
export const ClearNotificationsResponse = Type.Object({ cleared: Type.Integer(), total: Type.Integer() });
export type ClearNotificationsResponse = Static<typeof ClearNotificationsResponse>;

/**
 * PUT /v1/organization/{orgId}/settings/notifications — admins only (403 otherwise); answers the saved settings.
 * riskChange (RISK_CHANGE notifications, default on) may be left out by a client that predates it: it is kept as is.
 */
export const NotificationSettingsBody = Type.Object(
  { changeProcess: Type.Boolean(), newProcess: Type.Boolean(), riskChange: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type NotificationSettingsBody = Static<typeof NotificationSettingsBody>;

export const NotificationSettings = Type.Object(
  { changeProcess: Type.Boolean(), newProcess: Type.Boolean(), riskChange: Type.Boolean() },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettings>;

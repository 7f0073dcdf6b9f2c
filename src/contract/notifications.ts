import { Type, type Static } from 'typebox';
import { NOTIFICATION_TYPES } from './constants/notifications.ts';
import { MovementCommunication } from './movements.ts';
import { Paged, PageQuery } from './schema-helpers.ts';

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
 * One notification; wasViewed is true exactly when viewedAt is not null. processId null = process not imported.
 * communication: the court publication that raised it (the DJEN's certificate, a later cancellation), when there is one.
 */
export const Notification = Type.Object({
  id: Type.Integer(),
  type: NotificationType,
  processId: Type.Union([Type.Integer(), Type.Null()]),
  processNumber: Type.String(),
  court: Type.String(),
  date: Type.String({ description: 'ISO 8601' }),
  authors: Type.Array(Type.String()),
  defendants: Type.Array(Type.String()),
  lastUpdate: NotificationLastUpdate,
  wasViewed: Type.Boolean(),
  viewedAt: NullableString,
  communication: Type.Optional(MovementCommunication),
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

/** PUT /v1/organization/{orgId}/settings/notifications — admins only (403 otherwise); answers the saved settings. */
export const NotificationSettings = Type.Object(
  { changeProcess: Type.Boolean(), newProcess: Type.Boolean() },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettings>;

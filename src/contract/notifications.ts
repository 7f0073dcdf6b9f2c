import { Type, type Static } from 'typebox';

export const NOTIFICATION_TYPES = ['NEW_PROCESS', 'CHANGE_MOVIMENT'] as const;
export const NotificationType = Type.Enum(NOTIFICATION_TYPES);
export type NotificationType = Static<typeof NotificationType>;

/** GET /v1/organization/{orgId}/notifications/total — unviewed notifications; the client floors it at 0. */
export const NotificationTotal = Type.Object({ total: Type.Integer() });
export type NotificationTotal = Static<typeof NotificationTotal>;

import { defineEndpoint } from './define-endpoint.ts';

/** The notification centre and the organization's notification settings (docs/api.md#notifications). */
export const notificationEndpoints = {
  getNotificationTotal: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/notifications/total',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.notifications.NotificationTotal } }),
  }),
  listNotifications: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/notifications',
    schemas: (s) => ({
      params: s.common.OrgParams,
      query: s.notifications.NotificationListQuery,
      response: { 200: s.notifications.NotificationList },
    }),
  }),
  markNotificationViewed: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/notifications/:notificationId',
    schemas: (s) => ({ params: s.notifications.NotificationParams, response: { 200: s.notifications.Notification } }),
  }),
  clearNotifications: defineEndpoint({
    method: 'DELETE',
    path: '/v1/organization/:orgId/notifications',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.notifications.ClearNotificationsResponse } }),
  }),
  saveNotificationSettings: defineEndpoint({
    method: 'PUT',
    path: '/v1/organization/:orgId/settings/notifications',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.notifications.NotificationSettingsBody,
      response: { 200: s.notifications.NotificationSettings },
    }),
  }),
};

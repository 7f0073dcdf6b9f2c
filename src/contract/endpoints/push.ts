import { defineEndpoint } from './define-endpoint.ts';

/** Web Push devices of the signed-in person (docs/api.md#web-push-devices). */
export const pushEndpoints = {
  getVapidKey: defineEndpoint({
    method: 'GET',
    path: '/v1/push/vapid-public-key',
    schemas: (s) => ({ response: { 200: s.push.PushPublicKey } }),
  }),
  listDevices: defineEndpoint({
    method: 'GET',
    path: '/v1/organization/:orgId/push/subscriptions',
    schemas: (s) => ({ params: s.common.OrgParams, response: { 200: s.push.PushDeviceList } }),
  }),
  subscribeDevice: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/push/subscriptions',
    schemas: (s) => ({
      params: s.common.OrgParams,
      body: s.push.PushSubscribeBody,
      response: { 201: s.push.PushDevice },
    }),
  }),
  removeDevice: defineEndpoint({
    method: 'DELETE',
    path: '/v1/organization/:orgId/push/subscriptions/:subscriptionId',
    schemas: (s) => ({ params: s.push.PushSubscriptionParams, response: { 204: s.common.NoContent } }),
  }),
  sendTestPush: defineEndpoint({
    method: 'POST',
    path: '/v1/organization/:orgId/push/subscriptions/:subscriptionId/test',
    schemas: (s) => ({ params: s.push.PushSubscriptionParams, response: { 200: s.push.PushTestResult } }),
  }),
  unsubscribeEndpoint: defineEndpoint({
    method: 'POST',
    path: '/v1/push/unsubscribe',
    schemas: (s) => ({ body: s.push.PushUnsubscribeBody, response: { 200: s.push.PushUnsubscribeResult } }),
  }),
};

import { createECDH } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { OrgParams } from '../../src/contract/common.ts';
import {
  PushDevice, PushDeviceList, PushPublicKey, PushSubscribeBody, PushSubscriptionParams, PushTestResult, PushUnsubscribeBody,
  PushUnsubscribeResult,
} from '../../src/contract/push.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { toIso } from '../domain/calendar.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { checkPushEndpoint } from '../push/push-endpoints.ts';
import type { PushDispatcher } from '../push/push-dispatcher.ts';
import {
  deletePushSubscription, deleteUserPushEndpoint, findPushSubscription, listUserPushSubscriptions, upsertPushSubscription,
  type PushSubscriptionRow,
} from '../repositories/push-subscriptions.ts';
import { BEARER_SECURITY, errorResponses, ORG_ROUTE_ERRORS } from './route-schemas.ts';

const TAGS = ['notificações no aparelho'];

export interface PushRoutesOptions {
  publicKey: string;
  testOrigins: readonly string[];
  dispatcher: PushDispatcher;
}

function toDevice(row: PushSubscriptionRow): PushDevice {
  return {
    id: row.id,
    organizationId: row.organization_id,
    label: row.label,
    endpoint: row.endpoint,
    service: new URL(row.endpoint).host,
    createdAt: toIso(row.created_at) ?? '',
    lastSuccessAt: toIso(row.last_success_at),
    failureCount: row.failure_count,
  };
}

/** Whether the browser's keys are what RFC 8291 needs: a P-256 point (65 bytes, uncompressed) and a 16-byte secret. */
function validKeys(p256dh: string, auth: string): boolean {
  const point = Buffer.from(p256dh, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04 || Buffer.from(auth, 'base64url').length !== 16) return false;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(point); // throws for a point off the curve
    return true;
  } catch {
    return false;
  }
}

/** Web Push devices of the signed-in person (issue 19; contract: src/contract/push.ts). */
export const pushRoutes = (options: PushRoutesOptions): FastifyPluginAsyncTypebox => async (app) => {
  app.get('/v1/push/vapid-public-key', {
    config: { access: SIGNED_IN },
    schema: {
      tags: TAGS, summary: 'Chave pública VAPID (applicationServerKey da inscrição)', security: BEARER_SECURITY,
      response: { 200: PushPublicKey, ...errorResponses(401) },
    },
  }, async () => ({ publicKey: options.publicKey }));

  app.get('/v1/organization/:orgId/push/subscriptions', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Meus aparelhos inscritos nesta organização', security: BEARER_SECURITY,
      params: OrgParams, response: { 200: PushDeviceList, ...errorResponses(...ORG_ROUTE_ERRORS) },
    },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const rows = await listUserPushSubscriptions(app.db, requireAuth(request).user.id, request.params.orgId);
    return { result: rows.map(toDevice) };
  });

  app.post('/v1/organization/:orgId/push/subscriptions', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Inscreve este aparelho (PushSubscription do navegador) para receber as notificações da organização',
      security: BEARER_SECURITY, params: OrgParams, body: PushSubscribeBody,
      response: { 201: PushDevice, ...errorResponses(...ORG_ROUTE_ERRORS, 409) },
    },
  }, async (request, reply) => {
    const { subscription } = request.body;
    const label = request.body.label.trim();
    if (!label) throw new HttpError(400, MESSAGES.pushLabelBlank);
    const check = checkPushEndpoint(subscription.endpoint, options.testOrigins);
    if (!check.ok) throw new HttpError(400, check.problem === 'refused' ? MESSAGES.pushEndpointRefused : MESSAGES.pushEndpointInvalid);
    if (!validKeys(subscription.keys.p256dh, subscription.keys.auth)) throw new HttpError(400, MESSAGES.pushKeysInvalid);
    const expiration = subscription.expirationTime ?? null;
    const stored = await upsertPushSubscription(app.db, {
      userId: requireAuth(request).user.id, organizationId: request.params.orgId, endpoint: subscription.endpoint,
      p256dh: subscription.keys.p256dh, auth: subscription.keys.auth, label, expirationTime: expiration === null ? null : new Date(expiration),
    });
    // Another person's device, and the keys sent are not its keys: whoever sent them does not hold the device.
    if (!stored) throw new HttpError(409, MESSAGES.pushDeviceHeldByOther);
    return reply.code(201).send(toDevice(stored.row));
  });

  app.delete('/v1/organization/:orgId/push/subscriptions/:subscriptionId', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Remove um dos meus aparelhos', security: BEARER_SECURITY,
      params: PushSubscriptionParams, response: { 204: Type.Null(), ...errorResponses(...ORG_ROUTE_ERRORS, 404) },
    },
  }, async (request, reply) => {
    if (!(await deletePushSubscription(app.db, request.params.subscriptionId))) throw notFound(MESSAGES.pushSubscriptionNotFound);
    return reply.code(204).send(null);
  });

  app.post('/v1/organization/:orgId/push/subscriptions/:subscriptionId/test', {
    config: { access: member() },
    schema: {
      tags: TAGS, summary: 'Envia uma notificação de teste a um dos meus aparelhos', security: BEARER_SECURITY,
      params: PushSubscriptionParams, response: { 200: PushTestResult, ...errorResponses(...ORG_ROUTE_ERRORS, 404, 410, 502) },
    },
  }, async (request) => {
    const row = await findPushSubscription(app.db, request.params.subscriptionId);
    if (!row) throw notFound(MESSAGES.pushSubscriptionNotFound);
    const outcome = await options.dispatcher.sendTest(row);
    if (outcome.kind === 'sent') return { sent: true };
    if (outcome.kind === 'gone') throw new HttpError(410, MESSAGES.pushSubscriptionGone);
    if (outcome.kind === 'refused') throw new HttpError(400, MESSAGES.pushEndpointRefused);
    throw new HttpError(502, MESSAGES.pushServiceFailed);
  });

  app.post('/v1/push/unsubscribe', {
    config: { access: SIGNED_IN },
    schema: {
      tags: TAGS, summary: 'Remove a inscrição deste aparelho (ao sair da conta), em qualquer organização', security: BEARER_SECURITY,
      body: PushUnsubscribeBody, response: { 200: PushUnsubscribeResult, ...errorResponses(400, 401) },
    },
  }, async (request) => ({ removed: await deleteUserPushEndpoint(app.db, requireAuth(request).user.id, request.body.endpoint) }));
};

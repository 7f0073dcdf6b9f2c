import { createECDH } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { pushEndpoints } from '../../src/contract/endpoints/push.ts';
import type { PushDevice } from '../../src/contract/push.ts';
import { member, SIGNED_IN } from '../auth/access.ts';
import { requireAuth } from '../auth/authenticate.ts';
import { toIso } from '../domain/calendar.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { route } from '../http/route.ts';
import { checkPushEndpoint } from '../push/push-endpoints.ts';
import type { PushDispatcher } from '../push/push-dispatcher.ts';
import {
  deletePushSubscription,
  deleteUserPushEndpoint,
  findPushSubscription,
  listUserPushSubscriptions,
  upsertPushSubscription,
  type PushSubscriptionRow,
} from '../repositories/push-subscriptions.ts';
import { ORG_ROUTE_ERRORS } from './route-schemas.ts';

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

/** Web Push devices of the signed-in person (contract: src/contract/push.ts). */
export const pushRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const options: PushRoutesOptions = { ...app.pushSettings, dispatcher: app.pushDispatcher };
  route(
    app,
    pushEndpoints.getVapidKey,
    {
      access: SIGNED_IN,
      tags: TAGS,
      errors: [401],
      summary: 'Chave pública VAPID (applicationServerKey da inscrição)',
    },
    async () => ({ publicKey: options.publicKey }),
  );

  route(
    app,
    pushEndpoints.listDevices,
    {
      access: member(),
      tags: TAGS,
      errors: ORG_ROUTE_ERRORS,
      summary: 'Meus aparelhos inscritos nesta organização',
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const rows = await listUserPushSubscriptions(app.db, requireAuth(request).user.id, request.params.orgId);
      return { result: rows.map(toDevice) };
    },
  );

  route(
    app,
    pushEndpoints.subscribeDevice,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 409],
      summary: 'Inscreve este aparelho (PushSubscription do navegador) para receber as notificações da organização',
    },
    async (request, reply) => {
      const { subscription } = request.body;
      const label = request.body.label.trim();
      if (!label) throw new HttpError(400, MESSAGES.pushLabelBlank);
      const check = checkPushEndpoint(subscription.endpoint, options.testOrigins);
      if (!check.ok)
        throw new HttpError(
          400,
          check.problem === 'refused' ? MESSAGES.pushEndpointRefused : MESSAGES.pushEndpointInvalid,
        );
      if (!validKeys(subscription.keys.p256dh, subscription.keys.auth))
        throw new HttpError(400, MESSAGES.pushKeysInvalid);
      const expiration = subscription.expirationTime ?? null;
      const stored = await upsertPushSubscription(app.db, {
        userId: requireAuth(request).user.id,
        organizationId: request.params.orgId,
        endpoint: subscription.endpoint,
        p256dh: subscription.keys.p256dh,
        auth: subscription.keys.auth,
        label,
        expirationTime: expiration === null ? null : new Date(expiration),
      });
      // Another person's device, and the keys sent are not its keys: whoever sent them does not hold the device.
      if (!stored) throw new HttpError(409, MESSAGES.pushDeviceHeldByOther);
      return reply.code(201).send(toDevice(stored.row));
    },
  );

  route(
    app,
    pushEndpoints.removeDevice,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404],
      summary: 'Remove um dos meus aparelhos',
    },
    async (request, reply) => {
      if (!(await deletePushSubscription(app.db, request.params.subscriptionId)))
        throw notFound(MESSAGES.pushSubscriptionNotFound);
      return reply.code(204).send(null);
    },
  );

  route(
    app,
    pushEndpoints.sendTestPush,
    {
      access: member(),
      tags: TAGS,
      errors: [...ORG_ROUTE_ERRORS, 404, 410, 502],
      summary: 'Envia uma notificação de teste a um dos meus aparelhos',
    },
    async (request) => {
      const row = await findPushSubscription(app.db, request.params.subscriptionId);
      if (!row) throw notFound(MESSAGES.pushSubscriptionNotFound);
      const outcome = await options.dispatcher.sendTest(row);
      if (outcome.kind === 'sent') return { sent: true };
      if (outcome.kind === 'gone') throw new HttpError(410, MESSAGES.pushSubscriptionGone);
      if (outcome.kind === 'refused') throw new HttpError(400, MESSAGES.pushEndpointRefused);
      throw new HttpError(502, MESSAGES.pushServiceFailed);
    },
  );

  route(
    app,
    pushEndpoints.unsubscribeEndpoint,
    {
      access: SIGNED_IN,
      tags: TAGS,
      errors: [400, 401],
      summary: 'Remove a inscrição deste aparelho (ao sair da conta), em qualquer organização',
    },
    async (request) => ({
      removed: await deleteUserPushEndpoint(app.db, requireAuth(request).user.id, request.body.endpoint),
    }),
  );
};

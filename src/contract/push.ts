import { Type, type Static } from 'typebox';
import { NOTIFICATION_TYPES } from './constants/notifications.ts';
import { PUSH_ENDPOINT_MAX, PUSH_KINDS, PUSH_LABEL_MAX } from './constants/push.ts';
import { Id } from './common.ts';
import { Nullable, Timestamp } from './schema-helpers.ts';

/**
 * Web Push. A device (a browser's PushSubscription) is subscribed by a signed-in member for one
 * organization: it receives that organization's NEW_PROCESS / CHANGE_MOVIMENT pushes (as its notification
 * settings decide) until it is removed, or subscribed again under another user or organization (the same
 * endpoint is re-bound: one device, one current person and organization).
 *
 *   GET    /v1/push/vapid-public-key                                      → PushPublicKey (applicationServerKey)
 *   GET    /v1/organization/{orgId}/push/subscriptions                    → PushDeviceList (the caller's devices there)
 *   POST   /v1/organization/{orgId}/push/subscriptions                    PushSubscribeBody → 201 PushDevice
 *   DELETE /v1/organization/{orgId}/push/subscriptions/{subscriptionId}   → 204 (another person's id → 404)
 *   POST   /v1/organization/{orgId}/push/subscriptions/{subscriptionId}/test → PushTestResult
 *   POST   /v1/push/unsubscribe                                           PushUnsubscribeBody → PushUnsubscribeResult
 *          (logout: removes the caller's subscriptions with this endpoint, in any organization)
 *
 * Push service URLs must be https on a known push service host (FCM, Mozilla, Apple, Windows); others are a 400.
 *
 * The PAYLOAD (`PushPayload`, the JSON body the service worker decrypts) is composed by the server: title and
 * body are final Portuguese texts, so the worker shows them as they are and only reads the typed fields for the
 * tag (one notification per process), the badge (`total`; 0 = clear it) and the click (`url`, a path of the app).
 */

/** Base64url without padding, as PushSubscription.toJSON() gives the keys. */
const Base64Url = (maxLength: number) => Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: 1, maxLength });

/** PushSubscription.toJSON() of the browser, as it comes. */
export const PushSubscriptionJson = Type.Object(
  {
    endpoint: Type.String({
      minLength: 1,
      maxLength: PUSH_ENDPOINT_MAX,
      description: 'https URL of a known push service',
    }),
    expirationTime: Type.Optional(
      Nullable(Type.Number({ minimum: 0, maximum: 8_640_000_000_000_000, description: 'ms since the epoch' })),
    ),
    keys: Type.Object(
      {
        p256dh: Base64Url(200),
        auth: Base64Url(100),
      },
      { additionalProperties: false, description: 'p256dh: the P-256 public key (65 bytes); auth: the 16-byte secret' },
    ),
  },
  { additionalProperties: false },
);
export type PushSubscriptionJson = Static<typeof PushSubscriptionJson>;

export const PushSubscribeBody = Type.Object(
  {
    subscription: PushSubscriptionJson,
    label: Type.String({
      minLength: 1,
      maxLength: PUSH_LABEL_MAX,
      pattern: '^[^\\u0000-\\u001f\\u007f]*$',
      description: 'What the person calls this device, e.g. "Chrome no Android"; no control characters',
    }),
  },
  { additionalProperties: false },
);
export type PushSubscribeBody = Static<typeof PushSubscribeBody>;

/** One subscribed device of the caller. `endpoint` lets the PWA recognise "este aparelho". */
export const PushDevice = Type.Object({
  id: Type.Integer(),
  organizationId: Type.Integer(),
  label: Type.String(),
  endpoint: Type.String(),
  /** Host of the push service (fcm.googleapis.com, web.push.apple.com…), for the list. */
  service: Type.String(),
  createdAt: Timestamp,
  lastSuccessAt: Nullable(Timestamp),
  /** Consecutive failed deliveries (reset by a success). */
  failureCount: Type.Integer(),
});
export type PushDevice = Static<typeof PushDevice>;

export const PushDeviceList = Type.Object({ result: Type.Array(PushDevice) });
export type PushDeviceList = Static<typeof PushDeviceList>;

export const PushSubscriptionParams = Type.Object({
  orgId: Id,
  subscriptionId: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
});
export type PushSubscriptionParams = Static<typeof PushSubscriptionParams>;

export const PushUnsubscribeBody = Type.Object(
  { endpoint: Type.String({ minLength: 1, maxLength: PUSH_ENDPOINT_MAX }) },
  { additionalProperties: false },
);
export type PushUnsubscribeBody = Static<typeof PushUnsubscribeBody>;

export const PushUnsubscribeResult = Type.Object({ removed: Type.Integer() });
export type PushUnsubscribeResult = Static<typeof PushUnsubscribeResult>;

/** GET /v1/push/vapid-public-key — the VAPID public key, base64url (PushManager.subscribe's applicationServerKey). */
export const PushPublicKey = Type.Object({ publicKey: Type.String() });
export type PushPublicKey = Static<typeof PushPublicKey>;

/**
 * POST …/test — sent at once (one attempt). 200 = the push service accepted it. A push service that answers 404/410
 * (the browser dropped the subscription) removes the device and answers 410; a push service that fails answers 502.
 */
export const PushTestResult = Type.Object({ sent: Type.Boolean() });
export type PushTestResult = Static<typeof PushTestResult>;

/**
 * The push message itself (JSON, aes128gcm-encrypted by web-push), read by the service worker.
 *
 * - kind 'process': one court-feed change (NEW_PROCESS or CHANGE_MOVIMENT) of one process. title e.g. "Nova
 *   movimentação no processo", body "0001234-56.2024.8.26.0100 · TJSP\nJuntada de petição"; tag `processo-{id}`.
 * - kind 'several': more than PUSH_MAX_PER_CYCLE changes at once; url /notificacoes.
 * - kind 'test': "Enviar teste" from the device screen; url /notificacoes.
 *
 * `total` is the organization's unviewed notification total after the change (what GET …/notifications/total
 * answers, floored at 0): the worker sets the icon badge to it and clears it at 0. Never a silent push.
 */
export const PushPayload = Type.Object({
  version: Type.Literal(1),
  kind: Type.Enum(PUSH_KINDS),
  organizationId: Type.Integer(),
  title: Type.String(),
  body: Type.String(),
  tag: Type.String(),
  url: Type.String({ description: 'Path of the app to open on click' }),
  total: Type.Integer({ minimum: 0 }),
  processId: Nullable(Type.Integer()),
  processNumber: Nullable(Type.String()),
  court: Nullable(Type.String()),
  notificationType: Nullable(Type.Enum(NOTIFICATION_TYPES)),
  sentAt: Timestamp,
});
export type PushPayload = Static<typeof PushPayload>;

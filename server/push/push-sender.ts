import webpush from 'web-push';
import type { PushPayload } from '../../src/contract/push.ts';
import { checkPushEndpoint } from './push-endpoints.ts';
import type { VapidConfig } from './vapid-keys.ts';

/** What a push needs from its subscription row. */
interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushHeaders {
  /** Seconds the push service keeps an undelivered message. */
  ttl: number;
  /** ≤ 32 base64url characters: a newer message with the same topic replaces an undelivered older one. */
  topic: string;
}

/**
 * gone: the push service no longer knows the subscription (404/410): delete it. failed: `retry` when a later attempt
 * may succeed (network error, timeout, 429, 5xx); a 400/403/413 will not. refused: the endpoint left the allow-list.
 */
export type PushOutcome =
  | { kind: 'sent'; status: number }
  | { kind: 'gone'; status: number }
  | { kind: 'refused' }
  | { kind: 'failed'; status: number | null; error: string; retry: boolean };

export interface PushSender {
  send(target: PushTarget, payload: PushPayload, headers: PushHeaders): Promise<PushOutcome>;
}

interface PushSenderOptions {
  vapid: VapidConfig;
  /** Loopback origins of a test's local push endpoint (see push-endpoints.ts). */
  testOrigins?: readonly string[];
  /** Per request (default 10 s). */
  timeoutMs?: number;
}

/**
 * Sends through `web-push` (aes128gcm encryption and the VAPID Authorization header, RFC 8291/8292), with the
 * request made here: the allow-list is checked again right before it, redirects are not followed (a push service
 * never redirects; following one would leave the allow-list) and a timeout bounds it. urgency is always normal.
 */
export function createPushSender(options: PushSenderOptions): PushSender {
  const testOrigins = options.testOrigins ?? [];
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async send(target, payload, headers) {
      if (!checkPushEndpoint(target.endpoint, testOrigins).ok) return { kind: 'refused' };
      let details: webpush.RequestDetails;
      try {
        details = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: options.vapid,
            TTL: headers.ttl,
            urgency: 'normal',
            topic: headers.topic,
            contentEncoding: 'aes128gcm',
          },
        );
      } catch (error) {
        // Keys the browser would never produce (checked at subscribe time, so only a damaged row gets here).
        return { kind: 'failed', status: null, error: errorText(error), retry: false };
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel().catch(() => {});
        const status = response.status;
        if (status >= 200 && status < 300) return { kind: 'sent', status };
        if (status === 404 || status === 410) return { kind: 'gone', status };
        return { kind: 'failed', status, error: `HTTP ${status}`, retry: status === 429 || status >= 500 };
      } catch (error) {
        return { kind: 'failed', status: null, error: errorText(error), retry: true };
      }
    },
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

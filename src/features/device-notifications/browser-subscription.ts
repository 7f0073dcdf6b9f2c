import type { PushSubscriptionJson } from '../../contract/push';
import { pushSubscribeErrorMessage } from './push-error-message';

/** The VAPID public key (base64url, as the API gives it) as PushManager.subscribe wants it. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

const READY_TIMEOUT_MS = 15_000;

/**
 * The service worker's registration once it is active (the push subscription belongs to it). The app registers its
 * worker a few seconds after the first screen (app/service-worker-after-first-screen.tsx): this waits for it, within a limit.
 */
async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), READY_TIMEOUT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false;
  const left = new Uint8Array(a);
  return left.every((byte, i) => byte === b[i]);
}

/** This browser's current push subscription, if any (no prompt, no network). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const reg = await navigator.serviceWorker.getRegistration();
  return (await reg?.pushManager.getSubscription()) ?? null;
}

const NO_WORKER_MESSAGE =
  'O aplicativo ainda não terminou de se instalar neste aparelho. Aguarde alguns segundos e tente novamente.';

/**
 * Subscribes this browser (after the permission was granted). A subscription made with the same server key is reused;
 * one made with another key (the server's keys changed) is replaced, since the browser refuses a second one.
 */
export async function subscribeBrowser(vapidPublicKey: string): Promise<PushSubscription> {
  const reg = await registration();
  if (!reg) throw new Error(NO_WORKER_MESSAGE);
  const key = applicationServerKey(vapidPublicKey);
  const existing = await reg.pushManager.getSubscription();
  if (existing && sameKey(existing.options.applicationServerKey, key)) return existing;
  if (existing) await existing.unsubscribe();
  try {
    return await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch (cause) {
    // The browser's reason is in English ("Registration failed - permission denied"): said in Portuguese instead.
    throw new Error(pushSubscribeErrorMessage(cause), { cause });
  }
}

/** PushSubscription.toJSON() in the contract's shape (the keys are always there for a push subscription). */
export function subscriptionJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

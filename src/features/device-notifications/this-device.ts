import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from '../../lib/storage';
import type { PushDevice } from '../../contract/push';
import { subscribeDevice } from './api/subscribe-device';
import { unsubscribeEndpoint } from './api/unsubscribe-endpoint';
import { currentSubscription, subscribeBrowser, subscriptionJson } from './browser-subscription';
import { currentEnvironment, deviceLabel } from './push-environment';

/**
 * This device's Web Push registration: the browser's subscription, told to the API for one organization at a time
 * (the API re-binds an endpoint subscribed again elsewhere), remembered here so that an organization switch moves it.
 */

/** Subscribes the browser and registers it for the organization. The permission must have been granted already. */
export async function registerThisDevice(orgId: number, vapidPublicKey: string): Promise<PushDevice> {
  const subscription = await subscribeBrowser(vapidPublicKey);
  const device = await subscribeDevice(orgId, {
    subscription: subscriptionJson(subscription),
    label: deviceLabel(currentEnvironment()),
  });
  writeStorage(STORAGE_KEYS.pushOrganizationId, String(orgId));
  return device;
}

/** The organization this device receives pushes for, if it was registered by the person signed in. */
function registeredOrganization(): number | null {
  const stored = Number(readStorage(STORAGE_KEYS.pushOrganizationId));
  return Number.isInteger(stored) && stored > 0 ? stored : null;
}

/**
 * After an organization switch: a device registered for another organization is registered for this one instead, so
 * that what it receives follows the organization on screen. Nothing happens on a device that was never enabled, or
 * whose browser dropped its subscription or permission. Returns whether it moved.
 */
export async function followOrganization(orgId: number): Promise<boolean> {
  const registered = registeredOrganization();
  if (registered === null || registered === orgId) return false;
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return false;
  const subscription = await currentSubscription();
  if (!subscription) return false;
  await subscribeDevice(orgId, {
    subscription: subscriptionJson(subscription),
    label: deviceLabel(currentEnvironment()),
  });
  writeStorage(STORAGE_KEYS.pushOrganizationId, String(orgId));
  return true;
}

/** Forgets this device after the person removed it from the list. */
export async function forgetThisDevice(): Promise<void> {
  removeStorage(STORAGE_KEYS.pushOrganizationId);
  const subscription = await currentSubscription();
  await subscription?.unsubscribe();
}

/**
 * Logout: the API stops pushing to this device for the person (with the session's last token) and the browser drops
 * its subscription — the next person signing in on this device enables it for themselves. Best effort, never awaited
 * by the logout (lib/auth-store.ts onSessionEnding).
 */
export async function unsubscribeThisDevice(token: string | null): Promise<void> {
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  try {
    if (token && navigator.onLine !== false) await unsubscribeEndpoint(endpoint, token);
  } finally {
    await subscription.unsubscribe().catch(() => false);
  }
}

import { useSyncExternalStore } from 'react';

/** Why an action is unavailable offline (shown as its tooltip or next to it). */
export const OFFLINE_ACTION_REASON = 'Indisponível offline: esta ação precisa de conexão com a internet.';
/** The same when the network is there but the server does not answer. */
export const SERVER_DOWN_ACTION_REASON = 'Indisponível: o servidor não responde. A ação volta assim que ele responder.';
/** The same behind a captive portal. */
export const PORTAL_ACTION_REASON =
  'Indisponível: a rede pede que você entre pela página de acesso dela. A ação volta assim que o servidor responder.';

/**
 * 'offline': the browser has no network. 'server-down': the browser is online but the API does not answer (a dead
 * server, mobile data without internet): the app behaves exactly as offline, and says which. 'portal': the same, but
 * someone else answers in the API's place — a captive portal, whose login page the user must open.
 */
export type Connectivity = 'online' | 'offline' | 'server-down' | 'portal';

/** Why the server is not answering: nothing answered ('down'), or someone else did ('portal'). */
export type UnreachableCause = 'down' | 'portal';

let serverUnreachable: UnreachableCause | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/**
 * http.ts: a request never got an answer from the API although the browser says it is online. A request that merely
 * failed ('down': a renewal that could not get a token, a timeout) does not hide a portal seen already; the health
 * probe, which asks the one question on purpose, says which it is now (`probed`).
 */
export function markServerUnreachable(cause: UnreachableCause = 'down', probed = false): void {
  if (serverUnreachable === cause || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
  if (serverUnreachable === 'portal' && !probed) return;
  serverUnreachable = cause;
  notify();
}

/** http.ts: the API answered (any status): whatever waited for it may go on. */
export function markServerAnswered(): void {
  if (!serverUnreachable) return;
  serverUnreachable = null;
  notify();
}

export function isServerUnreachable(): boolean {
  return serverUnreachable !== null;
}

export function connectivity(): Connectivity {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return 'offline';
  if (!serverUnreachable) return 'online';
  return serverUnreachable === 'portal' ? 'portal' : 'server-down';
}

/** true when neither the network nor the server can be reached right now. */
export function isOffline(): boolean {
  return connectivity() !== 'online';
}

/** Called on every change of connectivity (browser events and the server's state). Returns the unsubscribe. */
function subscribeConnectivity(onChange: () => void): () => void {
  listeners.add(onChange);
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Calls `onBack` each time `isDown()` turns false again as connectivity changes (the way back online, or to the server). */
export function subscribeRecovery(isDown: () => boolean, onBack: () => void): () => void {
  let wasDown = isDown();
  return subscribeConnectivity(() => {
    const down = isDown();
    if (wasDown && !down) onBack();
    wasDown = down;
  });
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribeConnectivity, connectivity, () => 'online');
}

/**
 * true while the browser reports no connectivity or the server does not answer — from the first render (Mantine's
 * useNetwork starts at "online" and corrects itself a render later, long enough to fire a network action on an app
 * opened offline).
 */
export function useIsOffline(): boolean {
  return useConnectivity() !== 'online';
}

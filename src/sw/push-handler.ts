import type { PushPayload } from '../contract/push';
import { paths } from '../lib/paths';
import { setWorkerBadge } from './badge';
import { readPushPayload } from './push-payload';
import type { ShownNotificationOptions, WorkerScope } from './worker-scope';

const ICON = '/icons/icon-192.png';
/** Monochrome (white on transparent): Android draws the status-bar badge from its alpha channel. */
const BADGE = '/icons/badge-96.png';

/** What a shown notification keeps for its click (src/sw/click-routing.ts) and for the next push of its process. */
export interface NotificationData {
  url: string;
  organizationId: number | null;
  processId: number | null;
  /** Changes of this process collapsed into this one notification. */
  count: number;
}

export const GENERIC_TITLE = 'Novas movimentações';
const GENERIC_BODY = 'Abra o aplicativo para ver as novidades dos seus processos.';
const GENERIC_TAG = 'novidades';

/** A risk push's graph: only a relationship analysis's own address is followed. */
const RISK_TARGET = /^\/relacionamentos\/(\d{1,15})$/;

/**
 * The page a notification opens: the process, the relationship graph of a risk change, or the notification centre
 * for summaries, tests and unreadable pushes.
 */
function targetPath(payload: Pick<PushPayload, 'kind' | 'processId' | 'url'> | null): string {
  if (payload?.kind === 'process' && payload.processId !== null) return paths.process.getHref(payload.processId);
  const analysis = payload?.kind === 'risk' ? RISK_TARGET.exec(payload.url) : null;
  return analysis ? paths.relationships.getHref(Number(analysis[1])) : paths.notifications.getHref();
}

function collapsedCount(data: unknown): number {
  const count = (data as Partial<NotificationData> | null)?.count;
  return typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
}

/**
 * A push: always a visible notification (browsers penalise — Chrome revokes — silent pushes), one per process (its
 * tag; a newer change replaces the older notification and says how many it now stands for), and the icon badge set to
 * the total it carries. An unreadable body still shows a generic notification and leaves the badge as it was.
 */
export async function handlePush(scope: WorkerScope, data: { text(): string } | null | undefined): Promise<void> {
  const payload = readPushPayload(data);
  if (!payload) {
    const generic: NotificationData = { url: targetPath(null), organizationId: null, processId: null, count: 1 };
    await scope.registration.showNotification(GENERIC_TITLE, {
      body: GENERIC_BODY,
      tag: GENERIC_TAG,
      icon: ICON,
      badge: BADGE,
      lang: 'pt-BR',
      data: generic,
    });
    return;
  }
  const previous =
    payload.kind === 'process' ? await scope.registration.getNotifications({ tag: payload.tag }).catch(() => []) : [];
  const count = previous.reduce((sum, shown) => sum + collapsedCount(shown.data), 0) + 1;
  const body = count > 1 ? `${payload.body}\n${count} novidades neste processo` : payload.body;
  const data_: NotificationData = {
    url: targetPath(payload),
    organizationId: payload.organizationId,
    processId: payload.processId,
    count,
  };
  const options: ShownNotificationOptions = {
    body,
    tag: payload.tag,
    // Each push is a new change: replacing the process's notification should alert again, not update silently.
    renotify: true,
    icon: ICON,
    badge: BADGE,
    lang: 'pt-BR',
    timestamp: Date.parse(payload.sentAt) || Date.now(),
    data: data_,
  };
  await Promise.all([
    scope.registration.showNotification(payload.title, options),
    setWorkerBadge(scope.navigator, payload.total),
  ]);
}

import type { FastifyBaseLogger } from 'fastify';
import { PUSH_MAX_PER_CYCLE } from '../../src/contract/constants/push.ts';
import type { Db } from '../db/db.ts';
import { countUnviewedNotifications, listNotificationsForPush } from '../repositories/notifications.ts';
import { findOrganizationName } from '../repositories/organizations.ts';
import {
  deleteGonePushSubscription,
  listOrganizationPushSubscriptions,
  recordPushFailure,
  recordPushSuccess,
  type PushSubscriptionRow,
} from '../repositories/push-subscriptions.ts';
import { processMessage, severalMessage, testMessage, type PushMessage } from './push-payload.ts';
import type { PushOutcome, PushSender } from './push-sender.ts';

/** Notifications the court feed created for one organization, handed over after its transaction committed. */
export interface PushJob {
  organizationId: number;
  notificationIds: number[];
}

/**
 * The one door to Web Push sends. The court feed queues a 'push-send' job per organization and cycle
 * (server/jobs), whose handler is `deliver`: the feed is never blocked or failed by a push service, and the sends
 * run on whichever instance takes the job. `enqueue` runs one in the background of this process (tests).
 */
export interface PushDispatcher {
  enqueue(job: PushJob): void;
  /** Sends the job's pushes to every device of its organization, each failed send retried with backoff; never throws. */
  deliver(job: PushJob): Promise<void>;
  /** One attempt, awaited: the device screen's "Enviar teste". */
  sendTest(subscription: PushSubscriptionRow): Promise<PushOutcome>;
  /** Resolves when every queued send (retries included) has finished. */
  idle(): Promise<void>;
  /** Stops scheduling retries and waits for sends in flight. */
  close(): Promise<void>;
}

interface PushDispatcherOptions {
  /** Waits before the 2nd, 3rd… attempt of a send that may succeed later (default 2 s, 10 s, 60 s). */
  retryDelaysMs?: readonly number[];
  now?: () => Date;
}

export function createPushDispatcher(
  db: Db,
  sender: PushSender,
  log: FastifyBaseLogger,
  options: PushDispatcherOptions = {},
): PushDispatcher {
  const retryDelays = options.retryDelaysMs ?? [2_000, 10_000, 60_000];
  const now = options.now ?? (() => new Date());
  const pending = new Set<Promise<unknown>>();
  const timers = new Set<{ timer: NodeJS.Timeout; resolve: () => void }>();
  let closed = false;

  const track = <T>(work: Promise<T>): Promise<T> => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };

  /** Waits `ms` unless the dispatcher closes meanwhile (then false: the retry is dropped). */
  const wait = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const entry = {
        timer: setTimeout(() => {
          timers.delete(entry);
          resolve(!closed);
        }, ms),
        resolve: () => resolve(false),
      };
      entry.timer.unref();
      timers.add(entry);
    });

  async function deliver(device: PushSubscriptionRow, message: PushMessage, attempts: number): Promise<PushOutcome> {
    for (let attempt = 0; ; attempt++) {
      const outcome = await sender.send(device, message.payload, message.headers);
      if (outcome.kind === 'sent') {
        await recordPushSuccess(db, device.id);
        return outcome;
      }
      if (outcome.kind === 'gone') {
        log.info({ subscriptionId: device.id, status: outcome.status }, 'push subscription gone: removed');
        await deleteGonePushSubscription(db, device.id, device.endpoint, device.p256dh);
        return outcome;
      }
      const retry = outcome.kind === 'failed' && outcome.retry && attempt + 1 < attempts;
      log.warn(
        { subscriptionId: device.id, attempt: attempt + 1, outcome },
        retry ? 'push failed: will retry' : 'push failed',
      );
      if (!retry || !(await wait(retryDelays[attempt] ?? retryDelays.at(-1) ?? 0))) {
        await recordPushFailure(db, device.id);
        return outcome;
      }
    }
  }

  async function messagesFor(job: PushJob): Promise<PushMessage[]> {
    const rows = await listNotificationsForPush(db, job.organizationId, job.notificationIds);
    if (rows.length === 0) return [];
    // The badge shows what the notification centre counts now (GET …/notifications/total).
    const total = await countUnviewedNotifications(db, job.organizationId);
    const at = now();
    if (rows.length <= PUSH_MAX_PER_CYCLE) return rows.map((row) => processMessage(job.organizationId, row, total, at));
    const name = (await findOrganizationName(db, job.organizationId)) ?? 'sua organização';
    return [severalMessage(job.organizationId, name, rows.length, total, at)];
  }

  async function run(job: PushJob): Promise<void> {
    const devices = await listOrganizationPushSubscriptions(db, job.organizationId);
    if (devices.length === 0) return;
    const messages = await messagesFor(job);
    // Devices in parallel; each device's messages in order, oldest change first.
    await Promise.all(
      devices.map(async (device) => {
        for (const message of messages) {
          const outcome = await deliver(device, message, retryDelays.length + 1);
          if (outcome.kind === 'gone' || closed) return;
        }
      }),
    );
  }

  return {
    enqueue(job) {
      if (closed || job.notificationIds.length === 0) return;
      track(run(job).catch((error: unknown) => log.error({ err: error, job }, 'push job failed')));
    },
    deliver(job) {
      if (closed || job.notificationIds.length === 0) return Promise.resolve();
      return track(run(job).catch((error: unknown) => log.error({ err: error, job }, 'push job failed')));
    },
    async sendTest(device) {
      const organizationName = (await findOrganizationName(db, device.organization_id)) ?? 'sua organização';
      const total = await countUnviewedNotifications(db, device.organization_id);
      return track(
        deliver(device, testMessage(device.organization_id, organizationName, device.label, total, now()), 1),
      );
    },
    async idle() {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    async close() {
      closed = true;
      for (const entry of timers) {
        clearTimeout(entry.timer);
        entry.resolve();
      }
      timers.clear();
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}

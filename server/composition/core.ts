import fp from 'fastify-plugin';
import type { AppConfig } from '../../src/contract/app-config.ts';
import { createAuthCache } from '../auth/auth-cache.ts';
import type { Db } from '../db/db.ts';
import { createFileLinks, loadFileLinkSecret } from '../files/file-links.ts';
import { createReportLinks } from '../files/report-links.ts';
import { PLUGIN } from '../http/plugin-names.ts';
import { countingPushSender } from '../observability/app-metrics.ts';
import type { IdentityAdmin } from '../identity/identity-admin.ts';
import { createPushDispatcher } from '../push/push-dispatcher.ts';
import { normalizeTestOrigins } from '../push/push-endpoints.ts';
import { createPushSender } from '../push/push-sender.ts';
import { generateVapidConfig, vapidProblem, type VapidConfig } from '../push/vapid-keys.ts';

/** Web Push settings. */
export interface PushOptions {
  /** VAPID keys and subject; default: a pair generated for this process's life (tests; scripts/stack.ts passes real ones). */
  vapid?: VapidConfig;
  /** Loopback origins (http://127.0.0.1:<port>) of a test's push endpoint, accepted besides the push services. Tests only. */
  testOrigins?: readonly string[];
  /** Waits before retrying a failed send (default 2 s, 10 s, 60 s); tests shorten them. */
  retryDelaysMs?: readonly number[];
}

export interface CoreOptions {
  db: Db;
  appConfig: AppConfig;
  identityAdmin?: IdentityAdmin;
  fileLinkSecret?: string;
  push?: PushOptions;
}

/**
 * The shared services every other plugin and route reads from the instance (server/http/fastify-decorations.ts):
 * decorations are the one way a route gets a dependency, so no route file takes constructor arguments.
 */
export const core = fp<CoreOptions>(
  async (app, options) => {
    app.decorate('db', options.db);
    app.decorate('appConfig', options.appConfig);
    app.decorate('authCache', createAuthCache());
    app.decorate('identityAdmin', options.identityAdmin ?? null);
    app.decorateRequest('membership', null);

    const vapid = options.push?.vapid ?? generateVapidConfig();
    const vapidError = vapidProblem(vapid);
    if (vapidError) throw new Error(vapidError);
    const testOrigins = normalizeTestOrigins(options.push?.testOrigins ?? []);
    // The court feed hands its notifications to this dispatcher after each committed cycle.
    const sender = createPushSender({ vapid, testOrigins });
    // Each send counted when the metrics plugin is there (server/observability/app-metrics.ts).
    const counted = app.hasDecorator('metrics') ? countingPushSender(sender, app.metrics) : sender;
    const dispatcher = createPushDispatcher(options.db, counted, app.log, {
      ...(options.push?.retryDelaysMs ? { retryDelaysMs: options.push.retryDelaysMs } : {}),
    });
    app.decorate('pushDispatcher', dispatcher);
    app.decorate('pushSettings', { publicKey: vapid.publicKey, testOrigins });
    app.addHook('onClose', () => dispatcher.close());

    const linkSecret = options.fileLinkSecret ?? (await loadFileLinkSecret(options.db));
    app.decorate('fileLinks', createFileLinks(linkSecret));
    app.decorate('reportLinks', createReportLinks(linkSecret));
  },
  { name: PLUGIN.core },
);

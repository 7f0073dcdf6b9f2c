/**
 * Web Push: values the API, the PWA's device screen and its service worker (src/sw.ts) share.
 * TypeBox-free, so the worker and the screen import it at run time; the schemas are in src/contract/push.ts.
 */

/**
 * Kinds of push: one process changed, many changed at once (one summary), a test the user asked for, or a
 * counterparty's flag that is new or ended (RISK_CHANGE).
 */
export const PUSH_KINDS = ['process', 'several', 'test', 'risk'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** Version of the payload shape; the worker shows a generic notification for a version it does not know. */
export const PUSH_PAYLOAD_VERSION = 1;

/**
 * More changes than this for one organization in one court-feed cycle are sent as one 'several' push
 * (to /notificacoes) instead of one push per change, so a device is never flooded.
 */
export const PUSH_MAX_PER_CYCLE = 10;

/** How long a push service keeps an undelivered message (seconds): a day-old count is still worth a notification. */
export const PUSH_TTL_SECONDS = 24 * 3600;

/** Longest device label ("Chrome no Android"). */
export const PUSH_LABEL_MAX = 80;

/** Longest push service URL accepted (the known services use ~200–500 characters). */
export const PUSH_ENDPOINT_MAX = 2048;

/** Where a click on a notification goes: the process page (src/lib/paths.ts `process`), or the notification centre. */
export const PUSH_PROCESS_PATH_PREFIX = '/processos/';
export const PUSH_NOTIFICATIONS_PATH = '/notificacoes';
/** A relationship analysis (src/lib/paths.ts `relationships`): where a RISK_CHANGE push opens. */
export const PUSH_RELATIONSHIPS_PATH_PREFIX = '/relacionamentos/';

/** The page a RISK_CHANGE push opens: the graph that holds the entity, or the notification centre. */
export function riskPushTargetPath(analysisId: number | null): string {
  return analysisId === null ? PUSH_NOTIFICATIONS_PATH : `${PUSH_RELATIONSHIPS_PATH_PREFIX}${analysisId}`;
}

/** One notification per counterparty: a newer change of the same entity replaces it. */
export const riskPushTag = (entityId: string): string => `risco-${entityId}`;

/** The page a push of this kind opens (tests/unit ties it to paths.process and paths.notifications). */
export function pushTargetPath(processId: number | null): string {
  return processId === null ? PUSH_NOTIFICATIONS_PATH : `${PUSH_PROCESS_PATH_PREFIX}${processId}`;
}

/** Notification tag: one notification per process (a newer push replaces it), one for summaries, one for tests. */
export function pushTag(kind: PushKind, organizationId: number, processId: number | null): string {
  if (kind === 'process' && processId !== null) return `processo-${processId}`;
  return kind === 'test' ? 'teste' : `novidades-${organizationId}`;
}

import type { PushPayload } from '../contract/push';
import { PUSH_KINDS, PUSH_PAYLOAD_VERSION } from '../contract/constants/push';
import { NOTIFICATION_TYPES } from '../contract/constants/notifications';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const nullOr = <T>(value: unknown, check: (v: unknown) => v is T): boolean => value === null || check(value);

/**
 * The push body as the contract's PushPayload (src/contract/push.ts), checked field by field (the worker carries no
 * schema library); null for anything else — an empty push, text that is not JSON, another version — so that the
 * caller shows the generic notification instead of nothing.
 */
export function readPushPayload(data: { text(): string } | null | undefined): PushPayload | null {
  let value: unknown;
  try {
    value = data ? JSON.parse(data.text()) : null;
  } catch {
    return null;
  }
  if (!isObject(value) || value.version !== PUSH_PAYLOAD_VERSION) return null;
  const ok =
    (PUSH_KINDS as readonly unknown[]).includes(value.kind) &&
    isInt(value.organizationId) &&
    isText(value.title) &&
    value.title.trim() !== '' &&
    isText(value.body) &&
    isText(value.tag) &&
    isText(value.url) &&
    isInt(value.total) &&
    nullOr(value.processId, isInt) &&
    nullOr(value.processNumber, isText) &&
    nullOr(value.court, isText) &&
    (value.notificationType === null || (NOTIFICATION_TYPES as readonly unknown[]).includes(value.notificationType)) &&
    isText(value.sentAt);
  return ok ? (value as PushPayload) : null;
}

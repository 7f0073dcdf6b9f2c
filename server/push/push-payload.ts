import { PUSH_PAYLOAD_VERSION, PUSH_TTL_SECONDS, pushTag, pushTargetPath } from '../../src/contract/constants/push.ts';
import type { PushPayload } from '../../src/contract/push.ts';
import type { PushNotificationRow } from '../repositories/notifications.ts';
import type { PushHeaders } from './push-sender.ts';

/** A payload and the headers it travels with. */
export interface PushMessage {
  payload: PushPayload;
  headers: PushHeaders;
}

const TITLES: Record<PushNotificationRow['type'], string> = {
  CHANGE_MOVIMENT: 'Nova movimentação no processo',
  NEW_PROCESS: 'Novo processo distribuído',
};

function changeLine(row: PushNotificationRow): string {
  if (row.type === 'NEW_PROCESS') return 'Um documento monitorado é parte deste novo processo.';
  // The movement's class only: its text may carry what a locked screen should not show.
  return row.last_update_class?.trim() || 'O tribunal registrou uma nova movimentação.';
}

/** Topic header: base64url characters, ≤ 32; per process, so a newer count replaces an undelivered older one. */
const topicOf = (tag: string) => tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32);

/** One court-feed change (docs of the payload: src/contract/push.ts). */
export function processMessage(
  organizationId: number,
  row: PushNotificationRow,
  total: number,
  now: Date,
): PushMessage {
  const tag = pushTag('process', organizationId, row.process_id);
  return {
    payload: {
      version: PUSH_PAYLOAD_VERSION,
      kind: 'process',
      organizationId,
      title: TITLES[row.type],
      body: `${row.process_number} · ${row.court}\n${changeLine(row)}`,
      tag,
      url: pushTargetPath(row.process_id),
      total: Math.max(0, total),
      processId: row.process_id,
      processNumber: row.process_number,
      court: row.court,
      notificationType: row.type,
      sentAt: now.toISOString(),
    },
    headers: { ttl: PUSH_TTL_SECONDS, topic: topicOf(tag) },
  };
}

/** Many changes at once: one summary that opens the notification centre. */
export function severalMessage(
  organizationId: number,
  organizationName: string,
  count: number,
  total: number,
  now: Date,
): PushMessage {
  const tag = pushTag('several', organizationId, null);
  return {
    payload: {
      version: PUSH_PAYLOAD_VERSION,
      kind: 'several',
      organizationId,
      title: 'Novidades nos processos',
      body: `${count} novidades nos processos de ${organizationName}. Toque para ver as notificações.`,
      tag,
      url: pushTargetPath(null),
      total: Math.max(0, total),
      processId: null,
      processNumber: null,
      court: null,
      notificationType: null,
      sentAt: now.toISOString(),
    },
    headers: { ttl: PUSH_TTL_SECONDS, topic: topicOf(tag) },
  };
}

/** "Enviar teste" from the device screen. */
export function testMessage(
  organizationId: number,
  organizationName: string,
  label: string,
  total: number,
  now: Date,
): PushMessage {
  const tag = pushTag('test', organizationId, null);
  return {
    payload: {
      version: PUSH_PAYLOAD_VERSION,
      kind: 'test',
      organizationId,
      title: 'Teste de notificação',
      body: `Tudo certo: "${label}" recebe os avisos de ${organizationName}.`,
      tag,
      url: pushTargetPath(null),
      total: Math.max(0, total),
      processId: null,
      processNumber: null,
      court: null,
      notificationType: null,
      sentAt: now.toISOString(),
    },
    // A test is only worth something now.
    headers: { ttl: 5 * 60, topic: topicOf(tag) },
  };
}

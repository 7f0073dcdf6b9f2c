import {
  PUSH_PAYLOAD_VERSION,
  PUSH_TTL_SECONDS,
  pushTag,
  pushTargetPath,
  riskPushTag,
  riskPushTargetPath,
} from '../../src/contract/constants/push.ts';
import { riskChangeTitle } from '../../src/contract/constants/notifications.ts';
import type { PushPayload } from '../../src/contract/push.ts';
import type { PushNotificationRow } from '../repositories/notifications.ts';
import type { PushHeaders } from './push-sender.ts';

/** A payload and the headers it travels with. */
export interface PushMessage {
  payload: PushPayload;
  headers: PushHeaders;
}

const TITLES: Record<Exclude<PushNotificationRow['type'], 'RISK_CHANGE'>, string> = {
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

/**
 * A RISK_CHANGE: "Novo risco em {nome}" / "Risco encerrado em {nome}", the list and record below (never the sanction's
 * text); opens the graph that holds the entity. One per counterparty: a newer change replaces it.
 */
function riskMessage(organizationId: number, row: PushNotificationRow, total: number, now: Date): PushMessage {
  const risk = row.risk!;
  const tag = riskPushTag(risk.entityId);
  const record = risk.list ? (risk.recordId ? `${risk.list} nº ${risk.recordId}` : risk.list) : 'Sinal de risco';
  return {
    payload: {
      version: PUSH_PAYLOAD_VERSION,
      kind: 'risk',
      organizationId,
      title: riskChangeTitle(risk.change, risk.entityName),
      body: `${risk.entityDocument} · ${record}`,
      tag,
      url: riskPushTargetPath(risk.analysisId),
      total: Math.max(0, total),
      processId: null,
      processNumber: null,
      court: null,
      notificationType: row.type,
      sentAt: now.toISOString(),
    },
    headers: { ttl: PUSH_TTL_SECONDS, topic: topicOf(tag) },
  };
}

/** One change (docs of the payload: src/contract/push.ts): a court-feed one, or a re-screening's. */
export function processMessage(
  organizationId: number,
  row: PushNotificationRow,
  total: number,
  now: Date,
): PushMessage {
  // The database holds `risk` on every RISK_CHANGE (migration 0027's check).
  if (row.type === 'RISK_CHANGE') return riskMessage(organizationId, row, total, now);
  const type = row.type;
  const tag = pushTag('process', organizationId, row.process_id);
  return {
    payload: {
      version: PUSH_PAYLOAD_VERSION,
      kind: 'process',
      organizationId,
      title: TITLES[type],
      body: `${row.process_number ?? ''} · ${row.court ?? ''}\n${changeLine(row)}`,
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

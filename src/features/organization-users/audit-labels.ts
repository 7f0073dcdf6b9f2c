import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  MEMBER_STATUSES,
  type AuditAction,
  type MemberStatus,
} from '../../contract/constants/organization-users';
import { PROFILES, type ProfileName } from '../../contract/constants/profiles';
import type { AuditEvent } from '../../contract/organization-users';
import { accessTypeLabel, statusLabel } from './member-labels';

export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

/** The person who acted, or the system for events without one. */
export function auditActorLabel(event: Pick<AuditEvent, 'actorName' | 'actorEmail'>): string {
  return event.actorName || event.actorEmail || 'Sistema';
}

type Snapshot = AuditEvent['before'];
type SnapshotValue = string | number | boolean | null | undefined;

/** The API's snapshot keys in words; anything else (a custom field's own label) is shown as it is. */
const FIELD_LABELS: Record<string, string> = {
  active: 'Ativo',
  status: 'Situação',
  accessType: 'Perfil',
  identityCreated: 'Novo acesso criado',
  typePlan: 'Plano',
  analysisId: 'Análise',
  movementId: 'Movimentação',
  date: 'Data',
  file: 'Arquivo',
  fileId: 'Arquivo',
  rows: 'Linhas',
  attachedGroupId: 'Checklist',
  answered: 'Respostas',
  days: 'Dias',
  documentType: 'Tipo de documento',
  httpStatus: 'Resposta HTTP',
  reason: 'Motivo',
  changeProcess: 'Notificar movimentações',
  newProcess: 'Notificar processos novos',
  riskChange: 'Notificar riscos novos ou encerrados',
  riskState: 'Situação do risco',
  list: 'Lista',
  recordId: 'Registro',
  notified: 'Notificado',
  silencedBy: 'Sem notificação porque',
  reportId: 'Relatório',
  from: 'De',
  to: 'Até',
  retry: 'Nova tentativa',
};

function valueText(key: string, value: SnapshotValue): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (key === 'status' && (MEMBER_STATUSES as readonly SnapshotValue[]).includes(value))
    return statusLabel(value as MemberStatus);
  if (key === 'accessType' && (PROFILES as readonly SnapshotValue[]).includes(value))
    return accessTypeLabel(value as ProfileName);
  return String(value);
}

/**
 * 'Ativo: sim → não' for each field the event set, in the order they come ('Perfil: Advogado(a)' when there was no
 * before). Fields only in the before snapshot are context, not a change, and are left out.
 */
export function auditChanges(before: Snapshot, after: Snapshot): string[] {
  return Object.keys(after ?? {})
    .filter((key) => !before || !(key in before) || before[key] !== after?.[key])
    .map((key) => {
      const label = FIELD_LABELS[key] ?? key;
      const next = valueText(key, after?.[key]);
      return before && key in before ? `${label}: ${valueText(key, before[key])} → ${next}` : `${label}: ${next}`;
    });
}

/** What the event was done to: the member, process or file, and the masked document when there is one. */
export function auditTargetLabel(event: Pick<AuditEvent, 'targetLabel' | 'targetDocument'>): string {
  const parts = [event.targetLabel, event.targetDocument].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

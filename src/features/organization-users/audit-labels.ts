import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '../../contract/constants/organization-users';
import type { AuditEvent } from '../../contract/organization-users';

export function auditActionLabel(action: AuditAction): string {
  return AUDIT_ACTION_LABELS[action] ?? action;
}

export const AUDIT_ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] }));

/** The person who acted, or the system for events without one. */
export function auditActorLabel(event: Pick<AuditEvent, 'actorName' | 'actorEmail'>): string {
  return event.actorName || event.actorEmail || 'Sistema';
}

type Snapshot = AuditEvent['before'];

function valueText(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  return String(value);
}

/** 'status: ACTIVE → INACTIVE' for each field that changed, in the order they come. */
export function auditChanges(before: Snapshot, after: Snapshot): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys
    .filter((key) => (before ?? {})[key] !== (after ?? {})[key])
    .map((key) => {
      if (!before || !(key in before)) return `${key}: ${valueText(after?.[key])}`;
      return `${key}: ${valueText(before[key])} → ${valueText(after?.[key])}`;
    });
}

/** What the event was done to: the member, process or file, and the masked document when there is one. */
export function auditTargetLabel(event: Pick<AuditEvent, 'targetLabel' | 'targetDocument'>): string {
  const parts = [event.targetLabel, event.targetDocument].filter((p): p is string => Boolean(p));
  return parts.length > 0 ? parts.join(' · ') : '—';
}

import { AUDIT_ACTION_LABELS } from '../../src/contract/constants/organization-users.ts';
import { formatInstantBr } from '../domain/calendar.ts';
import type { AuditRow, AuditSnapshot } from '../repositories/audit-events.ts';
import { csvCell } from '../../src/contract/csv.ts';

const HEADERS = ['Data e hora (Brasília)', 'Ação', 'Pessoa', 'E-mail', 'Alvo', 'Documento', 'Antes', 'Depois', 'IP', 'Navegador', 'Requisição'];

const snapshot = (value: AuditSnapshot | null): string =>
  value ? Object.entries(value).map(([key, v]) => `${key}: ${v === null ? '—' : String(v)}`).join(', ') : '';

/** The audit trail as CSV for Excel pt-BR (';', BOM, formula-safe cells), newest first like the screen. */
export function auditCsv(rows: readonly AuditRow[]): Buffer {
  const lines = [HEADERS, ...rows.map((row) => [
    formatInstantBr(row.occurred_at), AUDIT_ACTION_LABELS[row.action] ?? row.action, row.actor_name ?? '', row.actor_email ?? '',
    row.target_label ?? '', row.target_document ?? '', snapshot(row.before), snapshot(row.after), row.ip ?? '', row.user_agent ?? '',
    row.request_id ?? '',
  ])].map((cells) => cells.map(csvCell).join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

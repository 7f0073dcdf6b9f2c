import { csvExactText } from '../../src/contract/csv.ts';
import { AUDIT_ACTION_LABELS } from '../../src/contract/constants/organization-users.ts';
import type { AuditRow, AuditSnapshot } from '../repositories/audit-events.ts';

/**
 * The audit trail as CSV for Excel pt-BR (';', BOM), newest first like the screen, and verifiable without the server
 * (`npm run audit:verify -- file.csv`, scripts/audit-chain-verifier.ts): every field the hash covers is exported
 * exactly, in the canonical form of docs/audit-trail.md. Column names are part of that format: the verifier finds the
 * columns by these names.
 */
const AUDIT_CSV_HEADERS = [
  'Nº',
  'Organização',
  'Data e hora (ISO 8601, Brasília)',
  'Código da ação',
  'Ação',
  'Pessoa',
  'ID da pessoa',
  'E-mail',
  'Alvo',
  'Documento',
  'Antes (JSON)',
  'Depois (JSON)',
  'IP',
  'Navegador',
  'Requisição',
  'Hash anterior',
  'Hash',
] as const;

// Brasília has had no daylight saving since 2019: a fixed offset, written in the timestamp so it stays one instant.
const BRASILIA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** 2026-10-30T11:05:12.345-03:00: ISO 8601 with milliseconds, Brasília's wall clock, the same instant as the hash's UTC. */
function isoInBrasilia(value: Date | string): string {
  const instant = new Date(value).getTime();
  return `${new Date(instant + BRASILIA_OFFSET_MS).toISOString().slice(0, -1)}-03:00`;
}

/** A text cell exactly as the verifier reads it back (src/contract/csv.ts, the one CSV writer). */
const auditCsvCell = csvExactText;

/** Keys sorted, as the hash covers them. */
const snapshotJson = (value: AuditSnapshot | null): string | null =>
  value === null
    ? null
    : JSON.stringify(
        Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, value[key] ?? null]),
        ),
      );

export function auditCsv(rows: readonly AuditRow[]): Buffer {
  const lines = [
    AUDIT_CSV_HEADERS.map(auditCsvCell),
    ...rows.map((row) =>
      [
        String(row.seq),
        String(row.organization_id),
        isoInBrasilia(row.occurred_at),
        row.action,
        AUDIT_ACTION_LABELS[row.action] ?? row.action,
        row.actor_name,
        row.actor_id,
        row.actor_email,
        row.target_label,
        row.target_document,
        snapshotJson(row.before),
        snapshotJson(row.after),
        row.ip,
        row.user_agent,
        row.request_id,
        row.prev_hash,
        row.hash,
      ].map(auditCsvCell),
    ),
  ].map((cells) => cells.join(';'));
  return Buffer.from(`\ufeff${lines.join('\r\n')}\r\n`, 'utf8');
}

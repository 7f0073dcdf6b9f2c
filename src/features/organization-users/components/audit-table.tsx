import { Table, Text } from '@mantine/core';
import type { AuditEvent } from '../../../contract/organization-users';
import { formatDateTime } from '../../../lib/format-date';
import { auditActionLabel, auditActorLabel, auditChanges, auditTargetLabel } from '../audit-labels';

/** Desktop audit trail: one row per event. */
export function AuditTable({ events }: { events: readonly AuditEvent[] }) {
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped verticalSpacing="sm" data-testid="audit-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Nº</Table.Th>
            <Table.Th>Data e hora</Table.Th>
            <Table.Th>Pessoa</Table.Th>
            <Table.Th>Ação</Table.Th>
            <Table.Th>Alvo</Table.Th>
            <Table.Th>Alterações</Table.Th>
            <Table.Th>Origem</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => (
            <Table.Tr key={e.id} data-testid="audit-row" data-action={e.action}>
              <Table.Td>
                <Text size="xs" c="dimmed" title={`Hash: ${e.hash}`}>
                  {e.seq}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(e.occurredAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{auditActorLabel(e)}</Text>
                {e.actorName && e.actorEmail && (
                  <Text size="xs" c="dimmed">
                    {e.actorEmail}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{auditActionLabel(e.action)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{auditTargetLabel(e)}</Text>
              </Table.Td>
              <Table.Td maw={240}>
                {auditChanges(e.before, e.after).map((line) => (
                  <Text key={line} size="xs">
                    {line}
                  </Text>
                ))}
              </Table.Td>
              <Table.Td>
                <Text size="xs" c="dimmed">
                  {e.ip ?? '—'}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

import { Card, Group, Text } from '@mantine/core';
import type { AuditEvent } from '../../../contract/organization-users';
import { formatDateTime } from '../../../lib/format-date';
import { auditActionLabel, auditActorLabel, auditChanges, auditTargetLabel } from '../audit-labels';

/** Phone audit trail: one card per event. */
export function AuditCard({ event }: { event: AuditEvent }) {
  return (
    <Card withBorder radius="md" padding="sm" data-testid="audit-card" data-action={event.action}>
      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
        <Text fw={600} size="sm">
          {auditActionLabel(event.action)}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Nº {event.seq} · {formatDateTime(event.occurredAt)}
        </Text>
      </Group>
      <Text size="sm" mt={4}>
        {auditActorLabel(event)}
      </Text>
      <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
        {auditTargetLabel(event)}
      </Text>
      {auditChanges(event.before, event.after).map((line) => (
        <Text key={line} size="xs" mt={2}>
          {line}
        </Text>
      ))}
    </Card>
  );
}

import { Text } from '@mantine/core';
import type { CustomFieldAnswer } from '../../../contract/custom-fields';
import { formatDateTime } from '../../../lib/format-date';

/** Who answered a field and who last changed it (names are rendered as text, never as HTML). */
export function CustomFieldAudit({ answer }: { answer: CustomFieldAnswer | undefined }) {
  if (!answer) return null;
  const created = `Respondido por ${answer.createdBy?.name ?? 'usuário removido'} em ${formatDateTime(answer.createdAt)}`;
  const changed = answer.updatedAt !== answer.createdAt || answer.updatedBy?.id !== answer.createdBy?.id;
  const updated = changed
    ? ` · alterado por ${answer.updatedBy?.name ?? 'usuário removido'} em ${formatDateTime(answer.updatedAt)}`
    : '';
  return (
    <Text size="xs" c="dimmed" mt={4} data-testid="custom-field-audit">
      {created}
      {updated}
    </Text>
  );
}

import { Badge, Group } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

interface Props {
  isSecret: boolean;
  isArchived: boolean;
}

export const SECRET_LABEL = 'Segredo de justiça';

export function ProcessStatusBadges({ isSecret, isArchived }: Props) {
  if (!isSecret && !isArchived) return null;
  return (
    <Group gap={4} wrap="wrap">
      {isSecret && (
        <Badge color="red" variant="light" leftSection={<IconLock size={12} aria-hidden="true" />}>
          {SECRET_LABEL}
        </Badge>
      )}
      {isArchived && (
        <Badge color="gray" variant="light">
          Arquivado
        </Badge>
      )}
    </Group>
  );
}

import { ActionIcon, Group, Select, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { MovementPerson } from '../../../contract/movements';
import { isResponsibility, RESPONSIBILITY_OPTIONS, type ResponsibilityValue } from '../responsibilities';
import { OnDemandTooltip } from '../../../components/on-demand-tooltip';

interface Props {
  person: MovementPerson;
  disabled?: boolean;
  onResponsibility: (responsibility: ResponsibilityValue) => void;
  onRemove: () => void;
}

/** One assigned person: name, responsibility and a remove button, on one line when there is room. */
export function MovementPersonRow({ person, disabled, onResponsibility, onRemove }: Props) {
  return (
    <Group gap={6} wrap="nowrap" maw={420} data-testid="movement-person">
      <Text size="sm" fw={500} truncate title={person.email} style={{ minWidth: 0, flex: '1 1 auto' }}>
        {person.name}
      </Text>
      <Select
        size="xs"
        w={132}
        style={{ flexShrink: 0 }}
        aria-label={`Responsabilidade de ${person.name}`}
        placeholder="Sem papel"
        data={RESPONSIBILITY_OPTIONS.map((o) => ({ ...o }))}
        value={person.responsibility}
        allowDeselect={false}
        disabled={disabled}
        onChange={(value) => {
          if (isResponsibility(value)) onResponsibility(value);
        }}
      />
      <OnDemandTooltip label="Remover da movimentação" withArrow>
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          aria-label={`Remover ${person.name}`}
          disabled={disabled}
          onClick={onRemove}
        >
          <IconX size={14} aria-hidden="true" />
        </ActionIcon>
      </OnDemandTooltip>
    </Group>
  );
}

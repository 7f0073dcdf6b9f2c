import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

/** The submit and reset buttons that end every filter form (process list, activity list). */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <Group gap="sm">
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        Buscar
      </Button>
      <Button variant="default" onClick={onClear}>
        Limpar filtros
      </Button>
    </Group>
  );
}

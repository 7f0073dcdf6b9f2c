import { IconSearch } from '@tabler/icons-react';
import { BareButton } from './bare/bare-button';
import { BareGroup } from './bare/bare-group';

/**
 * The submit and reset buttons that end every filter form (process list, activity list, users, audit, extract), drawn
 * with Mantine's markup without its runtime: they are in the first render of each list (tests/unit/filter-actions-markup.test.tsx).
 */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <BareGroup gap="var(--mantine-spacing-sm)">
      <BareButton type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        Buscar
      </BareButton>
      <BareButton variant="default" onClick={onClear}>
        Limpar filtros
      </BareButton>
    </BareGroup>
  );
}

import { Button, Group, Select } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { memo } from 'react';
import { useMovementTypes } from '../api/get-movement-types';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';

export interface MovementFilterState {
  type: string | null;
  /** YYYY-MM-DD pair */
  range: [string | null, string | null];
}

interface Props {
  orgId: number;
  value: MovementFilterState;
  onChange: (next: MovementFilterState) => void;
}

/** Filter the timeline by movement type (class) and date range. Memoised (a page click leaves it alone): `onChange` is stable. */
export const MovementFilters = memo(function MovementFilters({ orgId, value, onChange }: Props) {
  const types = useMovementTypes(orgId);
  const hasFilter = value.type !== null || value.range[0] !== null || value.range[1] !== null;
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label="Tipo de movimentação"
        placeholder={types.isError ? 'Tipos indisponíveis' : 'Todos os tipos'}
        data={types.data ?? []}
        value={value.type}
        onChange={(type) => onChange({ ...value, type })}
        searchable
        clearable
        nothingFoundMessage="Nenhum tipo encontrado"
        w={{ base: '100%', sm: 280 }}
      />
      <LazyDatePickerInput
        type="range"
        label="Período"
        placeholder="DD/MM/AAAA – DD/MM/AAAA"
        valueFormat="DD/MM/YYYY"
        locale="pt-br"
        value={value.range as DatesRangeValue<string>}
        onChange={(range) => onChange({ ...value, range: [range[0] ?? null, range[1] ?? null] })}
        allowSingleDateInRange
        clearable
        leftSection={<IconCalendar size={16} aria-hidden="true" />}
        w={{ base: '100%', sm: 280 }}
      />
      {hasFilter && (
        <Button variant="subtle" onClick={() => onChange({ type: null, range: [null, null] })}>
          Limpar filtros
        </Button>
      )}
    </Group>
  );
});

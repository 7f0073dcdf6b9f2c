import { SimpleGrid } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { NOTIFICATION_TYPES } from '../../../contract/constants/notifications';
import {
  NOTIFICATION_TYPE_LABELS,
  type NotificationFilters,
  type TypeFilter,
  type ViewedFilter,
} from '../notification-filters';

interface Props {
  filters: NotificationFilters;
  onChange: (filters: NotificationFilters) => void;
}

const TYPE_OPTIONS = [
  { value: 'ALL', label: 'Todos os tipos' },
  ...NOTIFICATION_TYPES.map((type) => ({ value: type, label: NOTIFICATION_TYPE_LABELS[type] })),
];
const VIEWED_OPTIONS = [
  { value: 'ALL', label: 'Todas' },
  { value: 'UNVIEWED', label: 'Não visualizadas' },
  { value: 'VIEWED', label: 'Visualizadas' },
];

/** Type, viewed state and period (inclusive days). */
export function NotificationFiltersBar({ filters, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
      <LazySelect
        label="Tipo"
        data={TYPE_OPTIONS}
        value={filters.type}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filters, type: (value ?? 'ALL') as TypeFilter })}
      />
      <LazySelect
        label="Situação"
        data={VIEWED_OPTIONS}
        value={filters.viewed}
        allowDeselect={false}
        onChange={(value) => onChange({ ...filters, viewed: (value ?? 'ALL') as ViewedFilter })}
      />
      <DateRangeFilter
        label="Período"
        from={filters.from}
        to={filters.to}
        onChange={(from, to) => onChange({ ...filters, from, to })}
      />
    </SimpleGrid>
  );
}

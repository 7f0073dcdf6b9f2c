import { Grid, TextInput } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { FilterActions } from '../../../components/filter-actions';
import { memo, useState, type FormEvent } from 'react';
import { PLAN_TYPES } from '../../../contract/constants/plans';
import { EMPTY_ACTIVITY_STATE, writeActivityState, type ActivityListState } from '../activity-list-params';
import { ACTIVITY_TYPE_LABELS } from '../activity-labels';

interface Props {
  value: ActivityListState;
  onChange: (next: ActivityListState) => void;
}

const ALL = 'todos';
const TYPE_OPTIONS = [
  { value: ALL, label: 'Todos os tipos' },
  ...PLAN_TYPES.map((type) => ({ value: type, label: ACTIVITY_TYPE_LABELS[type] })),
];

/** The filters without the page: a page click leaves them (and their Select and date picker) alone. */
const filterKey = (value: ActivityListState) => writeActivityState({ ...value, pagina: 1 }).toString();

/**
 * Text (name or document) applies on submit; type and period apply at once. Memoised on the filters (not the page):
 * `onChange` must be stable.
 */
export const ActivityFilters = memo(
  function ActivityFilters({ value, onChange }: Props) {
    const [text, setText] = useState(value.busca);
    const key = filterKey(value);
    const [synced, setSynced] = useState(key);
    if (synced !== key) {
      // The URL changed (back/forward): the field follows it.
      setSynced(key);
      setText(value.busca);
    }
    const apply = (patch: Partial<ActivityListState>) => onChange({ ...value, ...patch, pagina: 1 });
    const submit = (event: FormEvent) => {
      event.preventDefault();
      apply({ busca: text.trim() });
    };

    return (
      <form onSubmit={submit} role="search" aria-label="Filtrar consultas" noValidate>
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <TextInput
              label="Nome ou documento"
              placeholder="Ex.: Maria ou 123.456.789-09"
              value={text}
              maxLength={120}
              onChange={(e) => setText(e.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <LazySelect
              label="Tipo"
              data={TYPE_OPTIONS}
              value={value.tipo || ALL}
              allowDeselect={false}
              onChange={(t) => apply({ tipo: (t === ALL ? '' : (t ?? '')) as ActivityListState['tipo'] })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <DateRangeFilter
              label="Atualizado no período"
              from={value.de || null}
              to={value.ate || null}
              onChange={(de, ate) => apply({ de: de ?? '', ate: ate ?? '' })}
            />
          </Grid.Col>
          <Grid.Col span={12}>
            <FilterActions onClear={() => onChange(EMPTY_ACTIVITY_STATE)} />
          </Grid.Col>
        </Grid>
      </form>
    );
  },
  (before, after) => before.onChange === after.onChange && filterKey(before.value) === filterKey(after.value),
);

import { Grid, TextInput } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { useState, type FormEvent } from 'react';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { FilterActions } from '../../../components/filter-actions';
import { BALANCE_PLAN_TYPES } from '../../../contract/constants/plans';
import { PLAN_LABELS } from '../../../lib/plan-consumption';
import { documentFilter, EMPTY_EXTRACT_STATE, writeExtractState, type ExtractState } from '../extract-params';

const ALL = 'todos';
const TYPE_OPTIONS = [
  { value: ALL, label: 'Todos os tipos' },
  ...BALANCE_PLAN_TYPES.map((type) => ({ value: type, label: PLAN_LABELS[type] ?? type })),
];

/** Document applies on submit; type and period apply at once. Every filter lives in the URL. */
export function ExtractFilters({ value, onChange }: { value: ExtractState; onChange: (next: ExtractState) => void }) {
  const [document, setDocument] = useState(value.documento);
  const key = new URLSearchParams(writeExtractState(value)).toString();
  const [synced, setSynced] = useState(key);
  if (synced !== key) {
    // The URL changed (back/forward): the field follows it.
    setSynced(key);
    setDocument(value.documento);
  }
  const apply = (patch: Partial<ExtractState>) => onChange({ ...value, ...patch, pagina: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ documento: documentFilter(document) });
  };
  return (
    <form onSubmit={submit} role="search" aria-label="Filtrar extrato" noValidate>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <LazySelect
            label="Tipo"
            data={TYPE_OPTIONS}
            value={value.tipo || ALL}
            allowDeselect={false}
            onChange={(t) => apply({ tipo: (t === ALL ? '' : (t ?? '')) as ExtractState['tipo'] })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <DateRangeFilter
            label="Período"
            from={value.de || null}
            to={value.ate || null}
            onChange={(de, ate) => apply({ de: de ?? '', ate: ate ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <TextInput
            label="Documento (CPF ou CNPJ)"
            placeholder="Ex.: 123.456.789-09 ou o começo dele"
            value={document}
            maxLength={24}
            onChange={(e) => setDocument(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <FilterActions onClear={() => onChange(EMPTY_EXTRACT_STATE)} />
        </Grid.Col>
      </Grid>
    </form>
  );
}

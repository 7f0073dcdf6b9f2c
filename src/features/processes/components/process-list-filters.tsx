import { Badge, Grid, Select } from '@mantine/core';
import { BareButton } from '../../../components/bare/bare-button';
import { BareGroup } from '../../../components/bare/bare-group';
import { BareTextInput } from '../../../components/bare/bare-text-input';
import { LazySelect } from '../../../components/lazy-select';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { FilterActions } from '../../../components/filter-actions';
import { useState, type FormEvent } from 'react';
import { PROCESS_SORTS } from '../../../contract/constants/processes';
import type { ProcessSort } from '../../../contract/processes';
import { parseProcessSearch } from '../process-search';
import { EMPTY_LIST_STATE, writeListState, type ProcessListState } from '../process-list-params';
import { BRAZIL_STATES } from '../../../contract/constants/brazil-states';

interface Props {
  value: ProcessListState;
  onChange: (next: ProcessListState) => void;
}

const ALL = 'todos';

const SORT_LABELS: Record<ProcessSort, string> = {
  updatedAt: 'Atualização mais recente',
  distributionDate: 'Data de distribuição',
  causeValue: 'Valor da causa',
  number: 'Número',
};
const SORT_OPTIONS = PROCESS_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/** Filters other than the search box that differ from their default (the count on the phone's "Filtros" button). */
export function activeFilterCount(value: ProcessListState): number {
  const keys = ['tribunal', 'uf', 'classe', 'situacao', 'sigilo', 'ordem'] as const;
  return keys.filter((key) => value[key] !== EMPTY_LIST_STATE[key]).length;
}

/**
 * Search (CNJ number or party name) and filters. Text fields apply on submit; selects apply at once. On a phone the
 * six filters fold behind "Filtros" (with how many are on): open, they pushed the results below the fold.
 */
export function ProcessListFilters({ value, onChange }: Props) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const [open, { toggle }] = useDisclosure(false);
  const active = activeFilterCount(value);
  const showFilters = wide || open;
  const [draft, setDraft] = useState({ busca: value.busca, tribunal: value.tribunal, classe: value.classe });
  const [searchError, setSearchError] = useState<string | null>(null);
  const valueKey = writeListState(value).toString();
  const [synced, setSynced] = useState(valueKey);
  if (synced !== valueKey) {
    // The URL changed (back/forward): the fields follow it.
    setSynced(valueKey);
    setDraft({ busca: value.busca, tribunal: value.tribunal, classe: value.classe });
  }

  const apply = (patch: Partial<ProcessListState>) => onChange({ ...value, ...patch, pagina: 1 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = parseProcessSearch(draft.busca);
    if (search.kind === 'invalid') {
      setSearchError(search.message);
      return;
    }
    setSearchError(null);
    apply({ busca: draft.busca.trim(), tribunal: draft.tribunal.trim().toUpperCase(), classe: draft.classe.trim() });
  };

  return (
    <form onSubmit={submit} role="search" aria-label="Buscar processos" noValidate>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 6 }}>
          <BareTextInput
            label="Número CNJ ou nome da parte"
            placeholder="0000000-00.0000.0.00.0000 ou nome"
            value={draft.busca}
            error={searchError}
            maxLength={120}
            onChange={(e) => {
              setDraft({ ...draft, busca: e.currentTarget.value });
              setSearchError(null);
            }}
          />
        </Grid.Col>
        {showFilters && (
          <>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <BareTextInput
                label="Tribunal"
                placeholder="Ex.: TJSP"
                value={draft.tribunal}
                maxLength={10}
                onChange={(e) => setDraft({ ...draft, tribunal: e.currentTarget.value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 3 }}>
              <Select
                label="UF"
                placeholder="Todas"
                data={[...BRAZIL_STATES]}
                value={value.uf || null}
                clearable
                searchable
                onChange={(uf) => apply({ uf: uf ?? '' })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <BareTextInput
                label="Classe"
                placeholder="Ex.: Procedimento Comum Cível"
                value={draft.classe}
                maxLength={200}
                onChange={(e) => setDraft({ ...draft, classe: e.currentTarget.value })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <LazySelect
                label="Situação"
                data={[
                  { value: ALL, label: 'Todos' },
                  { value: 'active', label: 'Ativos' },
                  { value: 'archived', label: 'Arquivados' },
                ]}
                value={value.situacao || ALL}
                allowDeselect={false}
                onChange={(s) => apply({ situacao: (s === ALL ? '' : (s ?? '')) as ProcessListState['situacao'] })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, md: 2 }}>
              <LazySelect
                label="Sigilo"
                data={[
                  { value: ALL, label: 'Todos' },
                  { value: 'sim', label: 'Sigilosos' },
                  { value: 'nao', label: 'Sem sigilo' },
                ]}
                value={value.sigilo || ALL}
                allowDeselect={false}
                onChange={(s) => apply({ sigilo: (s === ALL ? '' : (s ?? '')) as ProcessListState['sigilo'] })}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 4 }}>
              <LazySelect
                label="Ordenar por"
                data={SORT_OPTIONS}
                value={value.ordem}
                allowDeselect={false}
                onChange={(s) => apply({ ordem: (s ?? 'updatedAt') as ProcessListState['ordem'] })}
              />
            </Grid.Col>
          </>
        )}
        <Grid.Col span={12}>
          <BareGroup gap="var(--mantine-spacing-sm)">
            {!wide && (
              <BareButton
                variant="light"
                onClick={toggle}
                aria-expanded={open}
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                rightSection={
                  active > 0 ? (
                    <Badge size="sm" circle aria-label={`${active} ativos`}>
                      {active}
                    </Badge>
                  ) : undefined
                }
                data-testid="filters-toggle"
              >
                Filtros
              </BareButton>
            )}
            <FilterActions onClear={() => onChange(EMPTY_LIST_STATE)} />
          </BareGroup>
        </Grid.Col>
      </Grid>
    </form>
  );
}

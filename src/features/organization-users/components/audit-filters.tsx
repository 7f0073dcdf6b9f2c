import { Grid, TextInput } from '@mantine/core';
import { LazySelect } from '../../../components/lazy-select';
import { useState, type FormEvent } from 'react';
import { DateRangeFilter } from '../../../components/date-range-filter';
import { FilterActions } from '../../../components/filter-actions';
import { normalizeDocument } from '../../../contract/brazil-document';
import type { AuditAction } from '../../../contract/constants/organization-users';
import { useUsers } from '../api/get-users';
import { AUDIT_ACTION_OPTIONS } from '../audit-labels';
import { EMPTY_AUDIT_STATE, type AuditState } from '../audit-params';

interface Props {
  orgId: number;
  value: AuditState;
  onChange: (next: AuditState) => void;
}

const ALL = 'todos';

/** Person, action and period apply at once; the document on submit. */
export function AuditFilters({ orgId, value, onChange }: Props) {
  const members = useUsers(orgId, {}).data ?? [];
  const [documento, setDocumento] = useState(value.documento);
  const [synced, setSynced] = useState(value.documento);
  if (synced !== value.documento) {
    setSynced(value.documento);
    setDocumento(value.documento);
  }
  const apply = (patch: Partial<AuditState>) => onChange({ ...value, ...patch, pagina: 1 });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply({ documento: normalizeDocument(documento).slice(0, 14) });
  };
  const people = [
    { value: ALL, label: 'Todas as pessoas' },
    ...members.map((m) => ({ value: m.id, label: m.name || m.email })),
  ];
  // A person filtered by URL who left the list still shows as chosen.
  if (value.pessoa && !members.some((m) => m.id === value.pessoa))
    people.push({ value: value.pessoa, label: 'Pessoa escolhida' });

  return (
    <form onSubmit={submit} role="search" aria-label="Filtrar auditoria" noValidate>
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <LazySelect
            label="Pessoa"
            data={people}
            value={value.pessoa || ALL}
            searchable
            allowDeselect={false}
            onChange={(p) => apply({ pessoa: p === ALL || !p ? '' : p })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <LazySelect
            label="Ação"
            data={[{ value: ALL, label: 'Todas as ações' }, ...AUDIT_ACTION_OPTIONS]}
            value={value.acao || ALL}
            allowDeselect={false}
            onChange={(a) => apply({ acao: a === ALL || !a ? '' : (a as AuditAction) })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <DateRangeFilter
            label="Período"
            from={value.de || null}
            to={value.ate || null}
            onChange={(de, ate) => apply({ de: de ?? '', ate: ate ?? '' })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <TextInput
            label="Documento (CPF ou CNPJ)"
            placeholder="Ex.: 123.456.789-09"
            value={documento}
            maxLength={20}
            onChange={(e) => setDocumento(e.currentTarget.value)}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <FilterActions onClear={() => onChange(EMPTY_AUDIT_STATE)} />
        </Grid.Col>
      </Grid>
    </form>
  );
}

import { Select } from '@mantine/core';
import type { CustomField } from '../../../contract/custom-fields';
import { useCustomFieldValues } from '../api/get-custom-field-values';

interface Props {
  orgId: number;
  processId: number;
  field: CustomField;
  value: string | null;
  error?: string;
  disabled?: boolean;
  onChange: (value: string | null) => void;
}

/** A SELECT field: its options come from the field's value list. */
export function CustomFieldSelect({ orgId, processId, field, value, error, disabled, onChange }: Props) {
  const options = useCustomFieldValues(orgId, processId, field.id);
  const data = (options.data ?? []).map((o) => ({ value: o.value, label: o.label }));
  const loadError = options.isError ? 'Não foi possível carregar as opções.' : undefined;
  return (
    <Select
      label={field.label}
      required={field.required}
      withAsterisk={field.required}
      placeholder={options.isPending ? 'Carregando opções…' : 'Escolha uma opção'}
      data={data}
      value={value}
      onChange={onChange}
      error={error ?? loadError}
      disabled={disabled}
      clearable={!field.required}
      allowDeselect={!field.required}
      nothingFoundMessage="Nenhuma opção"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

import { Group, NumberInput, Radio, Textarea } from '@mantine/core';
import { isPercentageField, TEXT_ANSWER_MAX_LENGTH } from '../../../contract/constants/custom-fields';
import type { CustomField } from '../../../contract/custom-fields';
import type { FormValue } from '../custom-field-values';
import { CustomFieldSelect } from './custom-field-select';
import { MoneyInput } from '../../../components/money-input';
import { LazyDatePickerInput } from '../../../components/lazy-date-picker-input';

interface Props {
  orgId: number;
  processId: number;
  field: CustomField;
  value: FormValue;
  error?: string;
  disabled?: boolean;
  onChange: (value: FormValue) => void;
}

const fromNumberInput = (value: number | string): FormValue => (value === '' ? null : value);

/** One custom field rendered by its type (contract/custom-fields.ts). */
export function CustomFieldInput({ orgId, processId, field, value, error, disabled, onChange }: Props) {
  const common = { label: field.label, required: field.required, withAsterisk: field.required, error, disabled };
  switch (field.type) {
    case 'TEXT':
      return (
        <Textarea
          {...common}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={TEXT_ANSWER_MAX_LENGTH}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case 'NUMBER':
      return (
        <NumberInput
          {...common}
          decimalSeparator=","
          thousandSeparator="."
          // A typed '.' is a thousands dot in Brazil, never the decimal point (react-number-format's default).
          allowedDecimalSeparators={[',']}
          // Percentages: 0–100, refused with a message on save rather than silently clamped on blur.
          {...(isPercentageField(field)
            ? { min: 0, max: 100, suffix: ' %', decimalScale: 2, clampBehavior: 'none' as const }
            : {})}
          value={typeof value === 'number' || typeof value === 'string' ? value : ''}
          onChange={(next) => onChange(fromNumberInput(next))}
        />
      );
    case 'MONEY':
      return (
        <MoneyInput
          {...common}
          value={typeof value === 'string' ? value : ''}
          onChange={(text) => onChange(text === '' ? null : text)}
        />
      );
    case 'DATE':
      return (
        <LazyDatePickerInput
          {...common}
          valueFormat="DD/MM/YYYY"
          placeholder="DD/MM/AAAA"
          clearable={!field.required}
          // The placeholder is a real element here (axe checks it): gray 7 keeps 4.5:1.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          locale="pt-br"
          value={typeof value === 'string' ? value : null}
          onChange={(next) => onChange(next ?? null)}
        />
      );
    case 'BOOLEAN':
      return (
        <Radio.Group
          {...common}
          value={typeof value === 'boolean' ? String(value) : null}
          onChange={(next) => onChange(next === 'true')}
        >
          <Group gap="md" mt={4}>
            <Radio value="true" label="Sim" disabled={disabled} />
            <Radio value="false" label="Não" disabled={disabled} />
          </Group>
        </Radio.Group>
      );
    case 'SELECT':
      return (
        <CustomFieldSelect
          orgId={orgId}
          processId={processId}
          field={field}
          value={typeof value === 'string' ? value : null}
          error={error}
          disabled={disabled}
          onChange={onChange}
        />
      );
  }
}

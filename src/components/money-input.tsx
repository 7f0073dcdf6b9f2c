import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { formatCentavos, formatMoneyInput, type MoneyRules, parseMoney } from '../contract/money';

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'leftSection' | 'inputMode'> &
  MoneyRules & {
    /** The text as typed; the form reads it with parseMoney when it is sent. */
    value: string;
    onChange: (text: string) => void;
    /** The form's own error (e.g. after submit); the input adds its own once the field loses focus. */
    error?: string | null;
  };

/**
 * The one money field of the app: accepts what a Brazilian types or pastes ('1.234.567,89', 'R$ 1.234,56'),
 * says how the value will be saved while typing, rewrites it that way on blur and refuses what it cannot read.
 */
export function MoneyInput({ value, onChange, error, allowNegative, max, description, onBlur, ...rest }: Props) {
  const [touched, setTouched] = useState(false);
  const parsed = parseMoney(value, { allowNegative, max });
  const ownError = touched && !parsed.ok ? parsed.error : null;
  const preview = parsed.ok && parsed.centavos !== null ? `Será salvo como ${formatCentavos(parsed.centavos)}.` : null;
  return (
    <TextInput
      {...rest}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      placeholder={rest.placeholder ?? '0,00'}
      leftSection={<span aria-hidden="true">R$</span>}
      description={preview && description ? `${preview} ${String(description)}` : (preview ?? description)}
      error={error ?? ownError}
      onChange={(event) => {
        setTouched(false);
        onChange(event.currentTarget.value);
      }}
      onBlur={(event) => {
        setTouched(true);
        if (parsed.ok && parsed.centavos !== null) onChange(formatMoneyInput(parsed.centavos));
        onBlur?.(event);
      }}
    />
  );
}

import '@mantine/dates/styles.css';
import { DatePickerInput } from '@mantine/dates';

interface Props {
  label: string;
  from: string | null;
  to: string | null;
  /** Called with a whole range (YYYY-MM-DD) or with both ends cleared; a half-picked range waits for its end. */
  onChange: (from: string | null, to: string | null) => void;
}

/** The date-range filter of the list pages (activities, notifications): pt-BR dates, clearable, one-day ranges allowed. */
export function DateRangeFilter({ label, from, to, onChange }: Props) {
  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder="Qualquer data"
      valueFormat="DD/MM/YYYY"
      locale="pt-br"
      clearable
      // Mantine's clear button is an icon without a name: axe (button-name) and screen readers need one.
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      allowSingleDateInRange
      // The placeholder is a real element here (axe checks it): gray 7 keeps 4.5:1.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      value={[from, to]}
      onChange={([start, end]) => {
        if (start && !end) return;
        onChange(start ?? null, end ?? null);
      }}
    />
  );
}

import { useRef, useState } from 'react';
import { LazyDatePickerInput } from './lazy-date-picker-input';

interface Props {
  label: string;
  from: string | null;
  to: string | null;
  /** Called with a whole range (YYYY-MM-DD) or with both ends cleared; a half-picked range waits for its end. */
  onChange: (from: string | null, to: string | null) => void;
}

/** The date-range filter of the list pages (activities, notifications): pt-BR dates, clearable, one-day ranges allowed. */
export function DateRangeFilter({ label, from, to, onChange }: Props) {
  // The first click of a range lives here until the second: a controlled range picker handed back [from, to] after
  // the first click resets its picked day on the next render, so no range could ever be chosen.
  const [pendingStart, setPendingStart] = useState<string | null>(null);
  // Closing the dropdown with half a range makes Mantine clear the value: that must drop the half, not the filter.
  const closingHalfPicked = useRef(false);
  return (
    <LazyDatePickerInput
      type="range"
      label={label}
      placeholder="Qualquer data"
      valueFormat="DD/MM/YYYY"
      locale="pt-br"
      clearable
      // Mantine's clear button is an icon without a name: axe (button-name) and screen readers need one.
      clearButtonProps={{ 'aria-label': `Limpar ${label.toLowerCase()}` }}
      allowSingleDateInRange
      // Periods are mostly "up to today": the person finds today without counting.
      highlightToday
      // The placeholder is a real element here (axe checks it): gray 7 keeps 4.5:1.
      styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
      popoverProps={{ onClose: () => (closingHalfPicked.current = pendingStart !== null) }}
      value={pendingStart ? [pendingStart, null] : [from, to]}
      onChange={([start, end]) => {
        if (start && !end) {
          setPendingStart(start);
          return;
        }
        setPendingStart(null);
        if (closingHalfPicked.current) {
          closingHalfPicked.current = false;
          if (!start && !end) return;
        }
        onChange(start ?? null, end ?? null);
      }}
    />
  );
}

import type { DatePickerInputProps, DatePickerType } from '@mantine/dates';
import { Suspense, type ComponentType } from 'react';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';
import { DateFieldBoundary } from './date-field-boundary';
import { DateFieldPlaceholder } from './date-field-placeholder';

// Mantine's date pickers and dayjs are ~15 KiB gzip: they load with the first picker drawn, not with every page that
// has one (what an in-app navigation downloads, docs/performance.md#budgets).
const Loaded = lazyWithTimeout(
  'date-picker-input',
  () => import('./loaded-date-picker-input'),
  (m) => m.LoadedDatePickerInput as ComponentType<DatePickerInputProps<DatePickerType>>,
);

/** Loads the picker's code now (a screen about to show one; tests). */
export const preloadDatePickerInput = (): Promise<void> => Loaded.preload();

/**
 * Mantine's DatePickerInput in pt-BR, its code loaded on first use. The field's frame stands in
 * meanwhile, and stays with the reason if the code cannot load (DateFieldBoundary).
 */
export function LazyDatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  return (
    <DateFieldBoundary field={props}>
      <Suspense fallback={<DateFieldPlaceholder {...props} />}>
        <Loaded {...(props as DatePickerInputProps<DatePickerType>)} />
      </Suspense>
    </DateFieldBoundary>
  );
}

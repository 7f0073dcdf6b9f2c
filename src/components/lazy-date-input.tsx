import type { DateInputProps } from '@mantine/dates';
import { Suspense } from 'react';
import { lazyWithTimeout } from '../offline/lazy-with-timeout';
import { DateFieldBoundary } from './date-field-boundary';
import { DateFieldPlaceholder } from './date-field-placeholder';

// Mantine's date fields and dayjs load with the first one drawn, not with every page that has one.
const Loaded = lazyWithTimeout(
  'date-input',
  () => import('./loaded-date-input'),
  (m) => m.LoadedDateInput,
);

/** Loads the field's code now (a screen about to show one; tests). */
export const preloadDateInput = (): Promise<void> => Loaded.preload();

/**
 * Mantine's DateInput in pt-BR, its code loaded on first use. The field's frame stands in
 * meanwhile, and stays with the reason if the code cannot load (DateFieldBoundary).
 */
export function LazyDateInput(props: DateInputProps) {
  return (
    <DateFieldBoundary field={props}>
      <Suspense fallback={<DateFieldPlaceholder {...props} />}>
        <Loaded {...props} />
      </Suspense>
    </DateFieldBoundary>
  );
}

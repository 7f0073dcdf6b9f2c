import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { DatesSettings } from './dates-settings';

/** The typed date field with its settings (pt-BR, weeks from Sunday): the chunk LazyDateInput loads. */
export function LoadedDateInput(props: DateInputProps) {
  return (
    <DatesSettings>
      <DateInput {...props} />
    </DatesSettings>
  );
}

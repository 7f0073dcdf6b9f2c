import '@mantine/dates/styles.css';
import { DatePickerInput, type DatePickerInputProps, type DatePickerType } from '@mantine/dates';
import { DatesSettings } from './dates-settings';

/** The date picker with its settings (pt-BR, weeks from Sunday): the chunk LazyDatePickerInput loads. */
export function LoadedDatePickerInput<Type extends DatePickerType = 'default'>(props: DatePickerInputProps<Type>) {
  return (
    <DatesSettings>
      <DatePickerInput {...props} />
    </DatesSettings>
  );
}

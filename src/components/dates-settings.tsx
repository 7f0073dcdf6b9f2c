import 'dayjs/locale/pt-br';
import dayjs from 'dayjs';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

// Mantine's date pickers read dayjs' locale (parsing typed dates as well as drawing the calendar).
dayjs.locale('pt-br');

/**
 * Date pickers in pt-BR, weeks from Sunday. Around each picker rather than the whole shell: dayjs and its locale then
 * travel with the screens that have a picker, not in the file every signed-in start downloads.
 */
export function DatesSettings({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] }}>{children}</DatesProvider>
  );
}

import 'dayjs/locale/pt-br';
import { DatesProvider } from '@mantine/dates';
import type { ReactNode } from 'react';

/** Date pickers in pt-BR, weeks from Sunday. Only the signed-in shell has date pickers, so dayjs travels with it. */
export function DatesSettings({ children }: { children: ReactNode }) {
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0, weekendDays: [0, 6] }}>{children}</DatesProvider>
  );
}

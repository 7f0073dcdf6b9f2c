import 'dayjs/locale/pt-br';
import { DatesProvider } from '@mantine/dates';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from '../../src/components/date-range-filter';
import { preloadDatePickerInput } from '../../src/components/lazy-date-picker-input';
import { renderWithProviders } from './support/render';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

/** The filter as the list pages hold it: the range lives in the parent, which only takes whole ranges. */
function Harness({
  onChange,
  initial = [null, null],
}: {
  onChange: (from: string | null, to: string | null) => void;
  initial?: [string | null, string | null];
}) {
  const [[from, to], setRange] = useState(initial);
  return (
    <DatesProvider settings={{ locale: 'pt-br', firstDayOfWeek: 0 }}>
      <DateRangeFilter
        label="Período"
        from={from}
        to={to}
        onChange={(a, b) => {
          setRange([a, b]);
          onChange(a, b);
        }}
      />
    </DatesProvider>
  );
}

const field = () => screen.getByRole('button', { name: 'Período' });
// Mantine names each day "D MMMM YYYY" in the picker's locale.
// The dropdown opens after its transition: wait for it. jsdom's focus trap finds nothing focusable and Mantine's
// transition leaves the days display:none there, so they are looked up hidden too (the e2e test clicks them for real).
const day = (name: string) => screen.findByRole('button', { name, hidden: true });

// A calendar of 42 days re-rendered per click is slow in jsdom on a loaded machine.
describe('the date-range filter (a controlled range picker)', { timeout: 30_000 }, () => {
  // The picker's code loads on first use; in the app its frame stands in meanwhile. A worker's first import of
  // Mantine's dates and dayjs, untransformed yet, can pass the 10 s default on a busy machine.
  beforeAll(preloadDatePickerInput, 60_000);

  it('keeps the first clicked day and hands over the whole range on the second click', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={[null, null]} />);
    const user = userEvent.setup();
    await user.click(field());
    // Open on the current month: pick days that always exist.
    const month = new Date();
    const name = (d: number) => `${d} ${month.toLocaleString('pt-BR', { month: 'long' })} ${month.getFullYear()}`;
    await user.click(await day(name(3)));
    expect(onChange).not.toHaveBeenCalled();
    expect(await day(name(3))).toHaveAttribute('data-selected');
    await user.click(await day(name(10)));
    const pad = (n: number) => String(n).padStart(2, '0');
    const ym = `${month.getFullYear()}-${pad(month.getMonth() + 1)}`;
    expect(onChange).toHaveBeenCalledExactlyOnceWith(`${ym}-03`, `${ym}-10`);
    expect(field()).toHaveTextContent(
      `03/${pad(month.getMonth() + 1)}/${month.getFullYear()} – 10/${pad(month.getMonth() + 1)}/${month.getFullYear()}`,
    );
  });

  it('keeps the chosen range when the dropdown closes with only half of a new one', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={['2026-03-02', '2026-03-09']} />);
    const user = userEvent.setup();
    await user.click(field());
    await user.click(await day('20 março 2026'));
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent('02/03/2026 – 09/03/2026');
  });

  it('clears both ends with the clear button', async () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} initial={['2026-03-02', '2026-03-09']} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Limpar período' }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(null, null);
  });
});

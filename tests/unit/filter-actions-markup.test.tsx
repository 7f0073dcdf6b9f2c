import { Button, Group } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilterActions } from '../../src/components/filter-actions';
import { mantineMarkup, markup } from './support/markup';

// The filter forms' buttons as they were written with Mantine's components: the markup they must keep.
function MantineFilterActions({ onClear }: { onClear: () => void }) {
  return (
    <Group gap="sm">
      <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
        Buscar
      </Button>
      <Button variant="default" onClick={onClear}>
        Limpar filtros
      </Button>
    </Group>
  );
}

describe("the filter forms' buttons", () => {
  afterEach(cleanup);

  it("keep Mantine's markup", () => {
    const { container } = render(<FilterActions onClear={() => undefined} />);
    expect(markup(container)).toBe(mantineMarkup(<MantineFilterActions onClear={() => undefined} />));
  });

  it('submit the form with "Buscar" and clear with "Limpar filtros"', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onClear = vi.fn();
    render(
      <form onSubmit={onSubmit}>
        <FilterActions onClear={onClear} />
      </form>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});

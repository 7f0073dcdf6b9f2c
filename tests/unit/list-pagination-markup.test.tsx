import { Group, Pagination } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListPagination } from '../../src/components/paged-list/list-pagination';
import { mantineMarkup, markup } from './support/markup';

// The list's pagination as it was written with Mantine's component: the markup it must keep.
function MantinePagination({ pages, page, siblings }: { pages: number; page: number; siblings: number }) {
  return (
    <Group justify="center">
      <Pagination
        total={pages}
        value={Math.min(page, pages)}
        onChange={() => undefined}
        siblings={siblings}
        boundaries={1}
        size="sm"
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? 'Página anterior' : control === 'next' ? 'Próxima página' : control,
        })}
      />
    </Group>
  );
}

describe("the list's pagination keeps Mantine's markup and paging", () => {
  afterEach(cleanup);

  const cases = [
    { pages: 12, page: 1, siblings: 0 },
    { pages: 12, page: 6, siblings: 0 },
    { pages: 12, page: 6, siblings: 1 },
    { pages: 12, page: 12, siblings: 1 },
    { pages: 3, page: 2, siblings: 1 },
    { pages: 5, page: 9, siblings: 1 },
  ];
  for (const c of cases) {
    it(`${c.pages} pages, on ${c.page}, ${c.siblings} siblings`, () => {
      const { container, unmount } = render(<ListPagination {...c} onChange={() => undefined} />);
      const html = markup(container);
      unmount();
      expect(html).toBe(mantineMarkup(<MantinePagination {...c} />));
    });
  }

  it('a single page draws nothing', () => {
    const { container } = render(<ListPagination pages={1} page={1} onChange={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('the arrows and the numbers change the page; an arrow at the end is disabled', () => {
    const onChange = vi.fn();
    render(<ListPagination pages={12} page={1} onChange={onChange} siblings={0} />);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    fireEvent.click(screen.getByRole('button', { name: '12' }));
    expect(onChange.mock.calls).toEqual([[2], [12]]);
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });
});

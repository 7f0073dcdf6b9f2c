import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedList } from '../../src/components/paged-list/paged-list';
import {
  emptyMessage,
  pagedListView,
  PAST_THE_END,
  type PagedListQuery,
} from '../../src/components/paged-list/paged-list-view';
import { renderWithProviders } from './support/render';

interface Row {
  id: number;
  name: string;
}
interface Answer {
  result: Row[];
  total: number;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answer = (rows: number, total = rows): Answer => ({
  result: Array.from({ length: rows }, (_, i) => ({ id: i + 1, name: `Linha ${i + 1}` })),
  total,
});

/** A TanStack Query result as the list reads it: settled, idle, nothing yet, unless told. */
function queryState(overrides: Partial<PagedListQuery<Answer>> = {}): PagedListQuery<Answer> {
  return {
    data: undefined,
    isPending: false,
    isError: false,
    isFetching: false,
    isPlaceholderData: false,
    fetchStatus: 'idle',
    dataUpdatedAt: 0,
    refetch: vi.fn(async () => undefined),
    ...overrides,
  };
}

/** Wide screens match '(min-width: 48em)'; jsdom has no media queries of its own. */
function screenWidth(wide: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: wide && query.includes('min-width'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }));
}

type Props = ComponentProps<typeof PagedList<Answer>>;

function renderList(query: PagedListQuery<Answer>, props: Partial<Props> = {}) {
  const onPageChange = vi.fn();
  renderWithProviders(
    <PagedList<Answer>
      query={query}
      page={1}
      onPageChange={onPageChange}
      loadingLabel="Carregando linhas"
      count={(list) => `${list.total} linhas`}
      countTestId="row-total"
      empty={{ message: 'Nenhuma linha encontrada.', hint: 'Revise os filtros.', testId: 'row-empty' }}
      failed={<p role="alert">Não foi possível carregar as linhas</p>}
      wide={(rows) => (
        <table aria-label="Linhas">
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid="row">
                <td>{row.name}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      narrow={(rows) =>
        rows.map((row) => (
          <article key={row.id} data-testid="row-card">
            {row.name}
          </article>
        ))
      }
      {...props}
    />,
  );
  return { onPageChange };
}

describe('the paged list: loading and offline', () => {
  it('shows its loader, named, while the first answer is on its way', () => {
    renderList(queryState({ isPending: true, fetchStatus: 'fetching' }));
    expect(screen.getByLabelText('Carregando linhas')).toBeInTheDocument();
    expect(screen.queryByTestId('row-total')).toBeNull();
  });

  it('offline with nothing saved, says so instead of a loader that would spin until online', () => {
    renderList(queryState({ isPending: true, fetchStatus: 'paused' }), { offline: <p>Sem conexão</p> });
    expect(screen.getByText('Sem conexão')).toBeInTheDocument();
    expect(screen.queryByLabelText('Carregando linhas')).toBeNull();
  });

  it('offline without an offline state: a list with a failure state waits with its loader, a quiet one fails quietly', () => {
    renderList(queryState({ isPending: true, fetchStatus: 'paused' }));
    expect(screen.getByLabelText('Carregando linhas')).toBeInTheDocument();
    cleanup();
    renderList(queryState({ isPending: true, fetchStatus: 'paused' }), { failed: undefined });
    expect(screen.getByTestId('row-empty')).toHaveAttribute('data-failed', 'true');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('the paged list: failures', () => {
  it('shows its failure state when there is no answer', () => {
    renderList(queryState({ isError: true }));
    expect(screen.getByRole('alert')).toHaveTextContent('Não foi possível carregar as linhas');
    expect(screen.queryByTestId('row-empty')).toBeNull();
  });

  it('without a failure state, fails quietly: the empty list and a "Tentar novamente" that asks again', () => {
    const query = queryState({ isError: true });
    renderList(query, { failed: undefined });
    expect(screen.getByTestId('row-empty')).toHaveTextContent('Nenhuma linha encontrada.');
    fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });

  it('keeps the saved rows, marked with their age, when a refresh fails', () => {
    renderList(queryState({ isError: true, data: answer(3), dataUpdatedAt: Date.UTC(2026, 9, 5, 15, 30) }));
    expect(screen.getAllByTestId('row-card')).toHaveLength(3);
    expect(screen.getByTestId('data-age')).toHaveTextContent(/^dados de 05\/10\/2026 \d{2}:30$/);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a list fetched every time (no data age) shows the failure rather than rows that would pass for fresh', () => {
    renderList(queryState({ isError: true, data: answer(3), dataUpdatedAt: Date.now() }), { dataAge: false });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByTestId('row-card')).toBeNull();
  });
});

describe('the paged list: empty', () => {
  it('says the list is empty, with its hint and test id, and no retry when nothing failed', () => {
    renderList(queryState({ data: answer(0) }));
    const empty = screen.getByTestId('row-empty');
    expect(empty).toHaveTextContent('Nenhuma linha encontrada.');
    expect(empty).toHaveTextContent('Revise os filtros.');
    expect(empty).not.toHaveAttribute('data-failed');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('past the last page of a list with rows, says the page does not exist', () => {
    renderList(queryState({ data: answer(0, 12) }), { page: 5 });
    expect(screen.getByTestId('row-empty')).toHaveTextContent(PAST_THE_END);
  });
});

describe('the paged list: rows', () => {
  it('draws the table on a wide screen, with the count above it', () => {
    screenWidth(true);
    renderList(queryState({ data: answer(2, 2) }));
    expect(screen.getByRole('table', { name: 'Linhas' })).toBeInTheDocument();
    expect(screen.getAllByTestId('row')).toHaveLength(2);
    expect(screen.queryByTestId('row-card')).toBeNull();
    expect(screen.getByTestId('row-total')).toHaveTextContent('2 linhas');
  });

  it('draws the cards on a narrow screen, and at every width when there is no wide renderer', () => {
    screenWidth(false);
    renderList(queryState({ data: answer(2) }));
    expect(screen.getAllByTestId('row-card')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
    cleanup();
    screenWidth(true);
    renderList(queryState({ data: answer(2) }), { wide: undefined });
    expect(screen.getAllByTestId('row-card')).toHaveLength(2);
  });

  it('has no pagination for a single page', () => {
    renderList(queryState({ data: answer(10, 10) }));
    expect(screen.queryByRole('button', { name: 'Próxima página' })).toBeNull();
  });

  it('pages with named arrows and numbers, 1-based', () => {
    screenWidth(true);
    const { onPageChange } = renderList(queryState({ data: answer(10, 25) }));
    fireEvent.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(screen.getByRole('button', { name: '3' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  });

  it('counts pages with the given page size', () => {
    screenWidth(true);
    renderList(queryState({ data: answer(10, 25) }), { pageSize: 25 });
    expect(screen.queryByRole('button', { name: 'Próxima página' })).toBeNull();
  });

  it('dims rows that are not the answer yet (a previous page, a deferred copy) and says it is busy', () => {
    const previous = answer(1);
    renderList(queryState({ data: answer(2), isFetching: true }), { shown: previous });
    const list = screen.getByTestId('row-total').closest('[aria-busy]');
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(list).toHaveStyle({ opacity: '0.6' });
    cleanup();
    renderList(queryState({ data: answer(2) }));
    expect(screen.getByTestId('row-total').closest('[aria-busy]')).toHaveStyle({ opacity: '1' });
  });
});

describe('pagedListView and emptyMessage', () => {
  it('orders the states: offline, loading, failed, empty, rows', () => {
    expect(pagedListView(queryState({ isPending: true, fetchStatus: 'paused' }), undefined, true)).toBe('offline');
    expect(pagedListView(queryState({ isPending: true, fetchStatus: 'fetching' }), undefined, true)).toBe('loading');
    expect(pagedListView(queryState({ isError: true }), undefined, true)).toBe('failed');
    expect(pagedListView(queryState({ isError: true }), answer(1), true)).toBe('rows');
    expect(pagedListView(queryState({ isError: true }), answer(1), false)).toBe('failed');
    expect(pagedListView(queryState(), answer(0), false)).toBe('empty');
  });

  it('says a page past the end does not exist only when the list has rows', () => {
    expect(emptyMessage('Nada.', 12, 3, 2)).toBe(PAST_THE_END);
    expect(emptyMessage('Nada.', 12, 2, 2)).toBe('Nada.');
    expect(emptyMessage('Nada.', 0, 3, 1)).toBe('Nada.');
  });
});

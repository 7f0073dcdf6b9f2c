import { cleanup, screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATE_FIELD_UNAVAILABLE, DateFieldBoundary } from '../../src/components/date-field-boundary';
import { renderWithProviders } from './support/render';

vi.mock('../../src/lib/error-reporting', () => ({ reportError: vi.fn() }));

let broken = true;
function Picker() {
  if (broken) throw Object.assign(new Error('Falha ao carregar'), { name: 'ChunkLoadError' });
  return <input aria-label="Período" />;
}

// A date field whose code cannot load keeps its place in the form, says why, and comes back with the connection:
// the page around it (a filter bar, the movement form) stays usable.
describe('a date field whose code did not load', () => {
  afterEach(cleanup);

  it('keeps its frame with the reason, leaves the rest of the page, and loads again when the connection returns', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    renderWithProviders(
      <div>
        <DateFieldBoundary field={{ label: 'Período', placeholder: 'Qualquer data' }}>
          <Picker />
        </DateFieldBoundary>
        <button type="button">Buscar</button>
      </div>,
    );
    expect(screen.getByText(DATE_FIELD_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.getByLabelText('Período')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Buscar' })).toBeInTheDocument();

    broken = false;
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByText(DATE_FIELD_UNAVAILABLE)).toBeNull();
    expect(screen.getByLabelText('Período')).not.toHaveAttribute('readonly');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyWithTimeout } from '../../src/offline/lazy-with-timeout';

/** A part with state of its own: a count the person raised (an open calendar, typed text…). */
function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label}: {count}
    </button>
  );
}

function Parent({ Lazy }: { Lazy: ComponentType<{ label: string }> }) {
  const [label, setLabel] = useState('Contagem');
  return (
    <>
      <button type="button" onClick={() => setLabel('Total')}>
        Renomear
      </button>
      <Suspense fallback={<p>Carregando…</p>}>
        <Lazy label={label} />
      </Suspense>
    </>
  );
}

// A lazy part drawn again by its parent once loaded keeps its state: switching from React.lazy's wrapper to the
// loaded component between two renders would be another element type, and React would mount the part again (what
// a remounted date picker looks like: its open calendar gone). docs/performance.md, sixteenth session.
describe("a lazy component keeps its state across its parent's renders", () => {
  afterEach(cleanup);

  it('drawn before its code arrived', async () => {
    let arrive: (module: { Counter: typeof Counter }) => void = () => undefined;
    const Lazy = lazyWithTimeout(
      'counter',
      () => new Promise<{ Counter: typeof Counter }>((resolve) => (arrive = resolve)),
      (m) => m.Counter,
    );
    render(<Parent Lazy={Lazy} />);
    expect(screen.getByText('Carregando…')).toBeTruthy();
    await act(async () => arrive({ Counter }));
    fireEvent.click(await screen.findByRole('button', { name: 'Contagem: 0' }));
    // A task later: whatever the load settles afterwards has settled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    fireEvent.click(screen.getByRole('button', { name: 'Renomear' }));
    expect(await screen.findByRole('button', { name: 'Total: 1' })).toBeTruthy();
  });

  it('drawn after a preload, directly', async () => {
    const Lazy = lazyWithTimeout(
      'counter-preloaded',
      async () => ({ Counter }),
      (m) => m.Counter,
    );
    await Lazy.preload();
    render(<Parent Lazy={Lazy} />);
    expect(screen.queryByText('Carregando…')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Contagem: 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Renomear' }));
    expect(screen.getByRole('button', { name: 'Total: 1' })).toBeTruthy();
  });
});

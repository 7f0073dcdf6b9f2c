import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { startTransition, Suspense, useState, type ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
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

  // What a date picker on a page drawn in a transition met: its chunk arrived within the render (from memory or the
  // service worker), React resumed React.lazy's wrapper in place and committed it, and the first day picked (the
  // parent's next render) mounted the picker again, its calendar closed.
  it('drawn in a transition whose render gets its code', async () => {
    const Lazy = lazyWithTimeout(
      'counter-in-transition',
      () => new Promise<{ Counter: typeof Counter }>((resolve) => queueMicrotask(() => resolve({ Counter }))),
      (m) => m.Counter,
    );
    let show = () => {};
    function Page() {
      const [shown, setShown] = useState(false);
      show = () => setShown(true);
      return <Suspense fallback={<p>Carregando…</p>}>{shown && <Parent Lazy={Lazy} />}</Suspense>;
    }
    // Outside act: act would draw the transition at once, without the render that waits for the code.
    const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      flushSync(() => root.render(<Page />));
      startTransition(() => show());
      const counter = await waitFor(() => screen.getByRole('button', { name: 'Contagem: 0' }));
      flushSync(() => fireEvent.click(counter));
      flushSync(() => fireEvent.click(screen.getByRole('button', { name: 'Renomear' })));
      expect(screen.getByRole('button', { name: 'Total: 1' })).toBe(counter);
    } finally {
      root.unmount();
      container.remove();
      environment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

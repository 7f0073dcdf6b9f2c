import { lazy, Suspense } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Redirect, Route, Switch, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { TransitionLocationRouter } from '../../src/app/transition-location';

/** React renders a tap's synchronous update within the tap; what the scheduler renders (transitions) tasks later. */
const microtask = () => Promise.resolve();

/** Up to 2 s (React holds a boundary's content up to 300 ms after its fallback showed) until `text` is drawn. */
async function drawn(container: HTMLElement, text: string): Promise<string> {
  for (let waited = 0; waited < 2_000 && !container.textContent?.includes(text); waited += 10)
    await new Promise((resolve) => setTimeout(resolve, 10));
  return container.textContent ?? '';
}

function List() {
  const search = useSearch();
  return (
    <>
      <p>Lista {search}</p>
      <Link href="/faturas/3">Março</Link>
    </>
  );
}

function Bill() {
  return <p>Fatura de março</p>;
}

let arrive: (module: { default: typeof Bill }) => void = () => undefined;
const SlowBill = lazy(() => new Promise<{ default: typeof Bill }>((resolve) => (arrive = resolve)));

function App({ slow = false }: { slow?: boolean }) {
  return (
    <TransitionLocationRouter>
      <Switch>
        <Route key="list" path="/faturas">
          <Suspense fallback={<p>Carregando lista…</p>}>
            <List />
          </Suspense>
        </Route>
        <Route key="bill" path="/faturas/:id">
          {/* Each route has a boundary of its own, as in the app's routers. */}
          <Suspense fallback={<p>Carregando…</p>}>{slow ? <SlowBill /> : <Bill />}</Suspense>
        </Route>
      </Switch>
    </TransitionLocationRouter>
  );
}

// Not React's act(): it would render transitions at once, which is what these cases tell apart.
describe('TransitionLocationRouter', () => {
  let container: HTMLDivElement;
  let root: Root;
  const text = () => container.textContent ?? '';

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    history.replaceState(null, '', '/faturas');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("renders a tap on a link to another page after the tap's task, then the page", async () => {
    flushSync(() => root.render(<App />));
    expect(text()).toContain('Lista');
    container.querySelector('a')?.click();
    await microtask();
    // The address changed at once; the page it opens is a transition, not drawn in the tap's task.
    expect(location.pathname).toBe('/faturas/3');
    expect(text()).toContain('Lista');
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
  });

  it('follows a search of the same page, a replace and the back button', async () => {
    flushSync(() => root.render(<App />));
    navigate('/faturas?pagina=2');
    expect(await drawn(container, 'Lista pagina=2')).toContain('Lista pagina=2');
    navigate('/faturas/3', { replace: true });
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
    history.replaceState(null, '', '/faturas');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await drawn(container, 'Lista')).toContain('Lista');
  });

  it('draws a search of the same page within the tap, as before', async () => {
    flushSync(() =>
      root.render(
        <TransitionLocationRouter>
          <Route path="/faturas">
            <List />
            <button type="button" onClick={() => navigate('/faturas?pagina=2')}>
              Próxima
            </button>
          </Route>
        </TransitionLocationRouter>,
      ),
    );
    container.querySelector('button')?.click();
    await microtask();
    expect(text()).toContain('Lista pagina=2');
  });

  it('shows the loader of a page whose code is not in yet, not the page it replaces', async () => {
    flushSync(() => root.render(<App slow />));
    navigate('/faturas/3');
    expect(await drawn(container, 'Carregando…')).toBe('Carregando…');
    arrive({ default: Bill });
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
  });

  it('sees a navigation made before it subscribed (a Redirect on the first render)', async () => {
    history.replaceState(null, '', '/');
    flushSync(() =>
      root.render(
        <TransitionLocationRouter>
          <Switch>
            <Route path="/">
              <Redirect to="/faturas" replace />
            </Route>
            <Route path="/faturas">
              <List />
            </Route>
          </Switch>
        </TransitionLocationRouter>,
      ),
    );
    await microtask();
    expect(location.pathname).toBe('/faturas');
    expect(text()).toContain('Lista');
  });
});

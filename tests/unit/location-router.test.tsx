import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Link, Redirect, Route, Switch, useLocation, useSearch } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { LocationRouter } from '../../src/app/location-router';

const microtask = () => Promise.resolve();
const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** Up to 2 s until `text` is drawn. */
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
      <button type="button" onClick={() => navigate('/faturas?pagina=2')}>
        Próxima
      </button>
    </>
  );
}

/** Renders of a part that reads the path alone (a link, the side menu, a route). */
let pathReaderRenders = 0;
function PathReader() {
  useLocation();
  pathReaderRenders += 1;
  return null;
}

function App() {
  return (
    <LocationRouter>
      <PathReader />
      <Switch>
        <Route path="/">
          <Redirect to="/faturas" replace />
        </Route>
        <Route path="/faturas">
          <List />
        </Route>
        <Route path="/faturas/:id">
          <p>Fatura de março</p>
        </Route>
      </Switch>
    </LocationRouter>
  );
}

// Not React's act(): it would render everything at once, which is what these cases tell apart.
describe('LocationRouter', () => {
  let container: HTMLDivElement;
  let root: Root;
  const text = () => container.textContent ?? '';

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    history.replaceState(null, '', '/faturas');
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    flushSync(() => root.render(<App />));
  });

  afterEach(() => {
    flushSync(() => root.unmount());
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it("opens another page pressed on after the press's frame, then at once", async () => {
    expect(text()).toContain('Lista');
    container.querySelector('a')?.click();
    await microtask();
    // The address changed at once; the page it opens waits for the next frame.
    expect(location.pathname).toBe('/faturas/3');
    expect(text()).toContain('Lista');
    await frame();
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
  });

  it('draws the search of the same page within the press, as before', async () => {
    container.querySelector('button')?.click();
    await microtask();
    expect(text()).toContain('Lista pagina=2');
  });

  it("does not re-render what reads the path alone when the search changes (every link of a list's page)", async () => {
    const before = pathReaderRenders;
    container.querySelector('button')?.click();
    expect(await drawn(container, 'Lista pagina=2')).toContain('Lista pagina=2');
    expect(pathReaderRenders).toBe(before);
    container.querySelector('a')?.click();
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
    expect(pathReaderRenders).toBe(before + 1);
  });

  it('follows a navigation made by code, a replace and the back button', async () => {
    navigate('/faturas/3');
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
    navigate('/faturas?pagina=4', { replace: true });
    expect(await drawn(container, 'Lista pagina=4')).toContain('Lista pagina=4');
    history.replaceState(null, '', '/faturas/3');
    dispatchEvent(new PopStateEvent('popstate'));
    expect(await drawn(container, 'Fatura de março')).toBe('Fatura de março');
  });

  it('sees a navigation made before it subscribed (a Redirect on the first render)', async () => {
    flushSync(() => root.unmount());
    history.replaceState(null, '', '/');
    root = createRoot(container);
    flushSync(() => root.render(<App />));
    await microtask();
    expect(location.pathname).toBe('/faturas');
    expect(text()).toContain('Lista');
  });
});

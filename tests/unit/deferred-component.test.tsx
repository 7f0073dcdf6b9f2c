import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense, use } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredComponent } from '../../src/offline/deferred-component';

afterEach(cleanup);

/** A module promise the test settles by hand: the deferred part's code "arrives" when it says so. */
function controlledModule<M>() {
  let resolve: (module: M) => void = () => undefined;
  const promise = new Promise<M>((r) => (resolve = r));
  return { load: () => promise, arrive: (module: M) => act(async () => resolve(module)) };
}

/** requestIdleCallback is missing in jsdom; the part's first try then runs after a 0 ms timer. */
const idle = () => act(async () => new Promise((r) => setTimeout(r, 5)));

describe('deferredComponent', () => {
  it('shows the fallback until the code has come, then the part with its props', async () => {
    const module = controlledModule<{ Part: (p: { name: string }) => React.ReactNode }>();
    const Deferred = deferredComponent(module.load, (m) => m.Part);
    render(<Deferred name="Ana" fallback={<p>bare</p>} />);
    expect(screen.getByText('bare')).toBeTruthy();
    await idle();
    await module.arrive({ Part: ({ name }) => <p>loaded for {name}</p> });
    expect(screen.getByText('loaded for Ana')).toBeTruthy();
    expect(screen.queryByText('bare')).toBeNull();
  });

  it('keeps its fallback on screen, not a Suspense fallback above it, while the part suspends as it mounts', async () => {
    // Mounted in a transition: React keeps what is shown instead of hiding it behind the boundary's spinner.
    let wake: (value: string) => void = () => undefined;
    const pending = new Promise<string>((r) => (wake = r));
    function Part() {
      return <p>part {use(pending)}</p>;
    }
    const module = controlledModule<{ Part: typeof Part }>();
    const Deferred = deferredComponent(module.load, (m) => m.Part);
    render(
      <Suspense fallback={<p>spinner</p>}>
        <p>screen</p>
        <Deferred fallback={<p>bare</p>} />
      </Suspense>,
    );
    await idle();
    await module.arrive({ Part });
    expect(screen.getByText('screen')).toBeTruthy();
    expect(screen.getByText('bare')).toBeTruthy();
    expect(screen.queryByText('spinner')).toBeNull();
    await act(async () => wake('ready'));
    expect(screen.getByText('part ready')).toBeTruthy();
  });

  it('a second instance after the code has come draws the part at once', async () => {
    const module = controlledModule<{ Part: () => React.ReactNode }>();
    const Deferred = deferredComponent(module.load, (m) => m.Part);
    const first = render(<Deferred fallback={<p>bare</p>} />);
    await idle();
    await module.arrive({ Part: () => <p>loaded</p> });
    first.unmount();
    render(<Deferred fallback={<p>bare</p>} />);
    expect(screen.getByText('loaded')).toBeTruthy();
    expect(screen.queryByText('bare')).toBeNull();
  });
});

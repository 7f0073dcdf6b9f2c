import { Suspense, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyWithTimeout } from '../../src/offline/lazy-with-timeout';
import { WhenLoaded } from '../../src/offline/when-loaded';

function Page() {
  return <p>Processos</p>;
}

/** A lazy page whose file arrives when the test says so; `loads` counts the imports asked for. */
function controlledChunk(id: string) {
  let arrive: () => void = () => undefined;
  const file = new Promise<{ Page: typeof Page }>((resolve) => (arrive = () => resolve({ Page })));
  const loads = vi.fn(() => file);
  return { Chunk: lazyWithTimeout(id, loads, (m) => m.Page), arrive, loads };
}

let container: HTMLElement;
let root: ReturnType<typeof createRoot>;
const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
const shown: string[] = [];

function Loader({ name }: { name: string }) {
  shown.push(name);
  return <p>Carregando…</p>;
}

/** performance.now() when `text` is in the document (a MutationObserver, no polling interval in the figure). */
function whenShown(text: string): Promise<number> {
  return new Promise((resolve) => {
    const check = () => {
      if (!container.textContent?.includes(text)) return false;
      observer.disconnect();
      resolve(performance.now());
      return true;
    };
    const observer = new MutationObserver(check);
    if (!check()) observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Outside act: act flushes Suspense's fallbacks and their reveal at once, which is the behaviour under test.
beforeEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = false;
  shown.length = 0;
  container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
});
afterEach(() => {
  root.unmount();
  container.remove();
  environment.IS_REACT_ACT_ENVIRONMENT = true;
});

function draw(node: ReactNode) {
  flushSync(() => root.render(<Suspense fallback={<Loader name="suspense" />}>{node}</Suspense>));
}

describe('WhenLoaded: a start drawn once its chunks are in, not through a Suspense fallback', () => {
  // Why it exists: React holds a boundary's content back until 300 ms after its fallback showed. If this fails,
  // React changed the hold and WhenLoaded may no longer be needed.
  it('without it, a page whose file comes 20 ms after the fallback waits for React’s hold', async () => {
    const { Chunk, arrive } = controlledChunk('held');
    draw(<Chunk />);
    expect(shown).toEqual(['suspense']);
    await pause(20);
    const arrived = performance.now();
    arrive();
    expect((await whenShown('Processos')) - arrived).toBeGreaterThan(200);
  });

  it('with it, the page follows its file at once and no Suspense fallback is shown', async () => {
    const { Chunk, arrive } = controlledChunk('gated');
    draw(
      <WhenLoaded chunks={[Chunk]} fallback={<Loader name="gate" />}>
        <Chunk />
      </WhenLoaded>,
    );
    expect(container.textContent).toBe('Carregando…');
    await pause(20);
    const arrived = performance.now();
    arrive();
    expect((await whenShown('Processos')) - arrived).toBeLessThan(150);
    expect(shown.every((name) => name === 'gate')).toBe(true);
  });

  it('draws the children at once when the chunks are already in', async () => {
    const { Chunk, arrive, loads } = controlledChunk('ready');
    arrive();
    await Chunk.preload();
    expect(Chunk.isSettled()).toBe(true);
    draw(
      <WhenLoaded chunks={[Chunk]} fallback={<Loader name="gate" />}>
        <Chunk />
      </WhenLoaded>,
    );
    expect(container.textContent).toBe('Processos');
    expect(shown).toEqual([]);
    expect(loads).toHaveBeenCalledTimes(1);
  });

  it('gives up waiting after its cap: a file that does not come suspends as before', async () => {
    const { Chunk } = controlledChunk('never');
    draw(
      <WhenLoaded chunks={[Chunk]} fallback={<Loader name="gate" />} capMs={30}>
        <Chunk />
      </WhenLoaded>,
    );
    expect(shown).toEqual(['gate']);
    await vi.waitFor(() => expect(shown).toContain('suspense'), { timeout: 1_000, interval: 5 });
    expect(Chunk.isSettled()).toBe(false);
  });

  // A remount after the first page's retry screen (a navigation resets the page's boundary).
  it('does not wait for, nor import again, a chunk whose preload failed', async () => {
    const load = vi.fn(() => Promise.reject(new Error('404')));
    const Chunk = lazyWithTimeout('failed', load, (m: { Page: typeof Page }) => m.Page);
    await Chunk.preload();
    expect(Chunk.isSettled()).toBe(true);
    draw(
      <WhenLoaded chunks={[Chunk]} fallback={<Loader name="gate" />}>
        <p>Início</p>
      </WhenLoaded>,
    );
    expect(container.textContent).toBe('Início');
    await pause(20);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('lazyWithTimeout.preload', () => {
  it('asks for the file once, however many wait for it', async () => {
    const { Chunk, arrive, loads } = controlledChunk('once');
    const first = Chunk.preload();
    const second = Chunk.preload();
    arrive();
    await Promise.all([first, second]);
    expect(loads).toHaveBeenCalledTimes(1);
    expect(Chunk.isSettled()).toBe(true);
  });

  it('asks again after a failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ Page });
    const Chunk = lazyWithTimeout('retry', load, (m: { Page: typeof Page }) => m.Page);
    await Chunk.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await Chunk.preload();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Chunk.isSettled()).toBe(true);
  });
});

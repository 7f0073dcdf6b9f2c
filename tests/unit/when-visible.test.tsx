import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WhenVisible } from '../../src/components/when-visible';
import { renderWithProviders } from './support/render';

/** A controllable IntersectionObserver: the test says when the slot crosses into the margin. */
class FakeObserver {
  static last: FakeObserver | null = null;
  disconnected = false;
  constructor(readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this;
  }
  observe() {}
  disconnect() {
    this.disconnected = true;
  }
  cross(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

let top = 2_000;

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.last = null;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  vi.stubGlobal('requestIdleCallback', undefined);
  top = 2_000;
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({ top }) as DOMRect);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const heavy = () => screen.queryByText('gráficos pesados');

describe('WhenVisible (heavy content below the fold)', () => {
  it('keeps a placeholder until the slot comes near the screen, then draws the content once', async () => {
    renderWithProviders(
      <WhenVisible height={300}>
        <p>gráficos pesados</p>
      </WhenVisible>,
    );
    expect(heavy()).toBeNull();
    top = 100;
    act(() => FakeObserver.last!.cross(true));
    // Not in the observer's task: once the page is idle.
    expect(heavy()).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(heavy()).not.toBeNull();
    expect(FakeObserver.last!.disconnected).toBe(true);
  });

  it('waits for the next crossing when what rendered above it pushed it below the fold meanwhile', async () => {
    renderWithProviders(
      <WhenVisible height={300}>
        <p>gráficos pesados</p>
      </WhenVisible>,
    );
    top = 100;
    act(() => FakeObserver.last!.cross(true));
    top = 2_000;
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(heavy()).toBeNull();
    expect(FakeObserver.last!.disconnected).toBe(false);
    top = 300;
    act(() => FakeObserver.last!.cross(true));
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(heavy()).not.toBeNull();
  });

  it('reserves the height it is given (300 px = 18.75 rem) while the content is not drawn', () => {
    renderWithProviders(
      <WhenVisible height={300}>
        <p>gráficos pesados</p>
      </WhenVisible>,
    );
    expect(screen.getByTestId('when-visible').getAttribute('style')).toMatch(/min-height: calc\(18\.75rem/);
  });
});

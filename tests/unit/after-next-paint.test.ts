import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/lib/after-next-paint';

/** A controllable frame: `paint()` runs the rAF callbacks as the browser does before a paint. */
function stubFrames() {
  const callbacks: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => delete callbacks[id - 1]);
  return { paint: () => callbacks.splice(0).forEach((callback) => callback?.(0)) };
}

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs the work in a task after the frame, not in it nor before it', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = stubFrames();
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
    frames.paint();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs it once by `latestMs` when no frame comes, and not again after a frame', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = stubFrames();
    const work = vi.fn();
    afterNextPaint(work, 100);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames.paint();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs it once cancelled', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = stubFrames();
    const work = vi.fn();
    const cancel = afterNextPaint(work, 100);
    frames.paint();
    cancel();
    vi.advanceTimersByTime(1_000);
    expect(work).not.toHaveBeenCalled();
  });
});

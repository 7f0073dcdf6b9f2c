import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAutoDismiss } from '../../src/app/use-auto-dismiss';

afterEach(() => vi.useRealTimers());

describe('"Pronto para uso offline" (issue 14, item 10)', () => {
  it('leaves by itself after the delay, and not while it is not shown', () => {
    vi.useFakeTimers();
    const dismiss = vi.fn();
    const { rerender } = renderHook(({ active }) => useAutoDismiss(active, dismiss, 6000), {
      initialProps: { active: false },
    });
    act(() => void vi.advanceTimersByTime(10_000));
    expect(dismiss).not.toHaveBeenCalled();
    rerender({ active: true });
    act(() => void vi.advanceTimersByTime(5_999));
    expect(dismiss).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(2));
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.resetModules();
});

describe('warmIntlSoon', () => {
  it("builds Brasília's date format once, in a later task, however often the shell is preloaded", async () => {
    vi.useFakeTimers();
    const dateFormat = vi.spyOn(Intl, 'DateTimeFormat');
    const { warmIntlSoon } = await import('../../src/lib/warm-intl');
    warmIntlSoon();
    warmIntlSoon();
    // Not in the caller's task: that is the task it must not lengthen.
    expect(dateFormat).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(dateFormat).toHaveBeenCalledTimes(1);
    expect(dateFormat.mock.calls[0]?.[1]).toMatchObject({ timeZone: 'America/Sao_Paulo' });
    warmIntlSoon();
    vi.runAllTimers();
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });
});

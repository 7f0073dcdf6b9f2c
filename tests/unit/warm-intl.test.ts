import { afterEach, describe, expect, it, vi } from 'vitest';

const RealDateTimeFormat = Intl.DateTimeFormat;

/** Counts the date formats built, each a real one. */
function spyOnDateFormats() {
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function build(
    ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
  ) {
    return new RealDateTimeFormat(...args);
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('warmIntlSoon', () => {
  it("builds Brasília's date format once, in a later task, however often it is asked", async () => {
    vi.useFakeTimers();
    const dateFormat = spyOnDateFormats();
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

describe('warmIntlWhenIdle', () => {
  it('waits for an idle period (within 2 s), once per page, and not again after warmIntlSoon', async () => {
    const idle: { run: () => void; timeout: number | undefined }[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      idle.push({ run, timeout: options?.timeout });
      return idle.length;
    });
    const dateFormat = spyOnDateFormats();
    const { warmIntlSoon, warmIntlWhenIdle } = await import('../../src/lib/warm-intl');
    warmIntlWhenIdle();
    warmIntlWhenIdle();
    warmIntlSoon();
    expect(idle).toHaveLength(1);
    expect(idle[0]?.timeout).toBe(2_000);
    expect(dateFormat).not.toHaveBeenCalled();
    idle[0]?.run();
    expect(dateFormat).toHaveBeenCalledTimes(1);
  });
});

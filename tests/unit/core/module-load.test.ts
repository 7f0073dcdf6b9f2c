import { describe, expect, it } from 'vitest';

/**
 * The formatters built when their module loads (Intl options, the day and time formats), imported inside the tests:
 * a wrong option then fails a test here instead of the import of a whole test file, which Stryker's Vitest runner
 * does not count as a failure (a module-level mutant would "survive" every test while no test can even run).
 */
describe('formatters built at module load', () => {
  it('format money, counts and percentages in pt-BR', async () => {
    const { formatCentavos, formatMoneyInput, formatReaisCompact } = await import('../../../src/contract/money');
    const { formatCount } = await import('../../../src/contract/plural');
    const { formatPercentage } = await import('../../../src/lib/percentage-change');
    expect(formatCentavos(123_450)).toBe('R$\u00a01.234,50');
    expect(formatMoneyInput(123_450)).toBe('1.234,50');
    expect(formatReaisCompact(1_250_000)).toBe('R$\u00a01,3\u00a0mi');
    expect(formatCount(1234.5)).toBe('1.235');
    expect(formatPercentage(-12.34)).toBe('-12,3%');
    expect(formatPercentage(7)).toBe('+7%');
  });

  it('give the day and the 24-hour time in São Paulo', async () => {
    const { brazilDay, brazilTime } = await import('../../../src/contract/dates');
    expect(brazilDay('2026-03-05T15:07:00Z')).toBe('2026-03-05');
    expect(brazilTime('2026-03-05T15:07:00Z')).toBe('12:07');
    expect(brazilTime('2026-03-05T03:07:00Z')).toBe('00:07');
  });

  it('set the dayjs locale the date pickers read', async () => {
    const { default: dayjs } = await import('dayjs');
    await import('../../../src/components/dates-settings');
    expect(dayjs.locale()).toBe('pt-br');
  });
});

import { describe, expect, it } from 'vitest';
import { buildDetail, buildMetric, summaryItems } from '../../server/analysis/analysis-view.ts';
import { activityState, canPause, pauseRefusal, pauseWindow, resumeWindow } from '../../server/domain/pause-rules.ts';
import { categoriesOf, percentageChange, summarise } from '../../server/domain/risk-categories.ts';
import type { DocumentProcessRow } from '../../server/repositories/document-processes.ts';
import type { RiskCategory } from '../../src/contract/analyses.ts';

const DAY = 86_400_000;

describe('risk categories of a process', () => {
  it.each([
    [
      { type: 'Ação Penal - Procedimento Ordinário', courtCode: '8.26', side: 'DEFENDANT' as const },
      ['ALL', 'RISK_CRIMINAL', 'ISDEFENDANT'],
    ],
    [
      { type: 'Execução Fiscal', courtCode: '4.03', side: 'DEFENDANT' as const },
      ['ALL', 'RISK_EXECUTION', 'ISDEFENDANT'],
    ],
    [
      { type: 'Execução de Título Extrajudicial', courtCode: '8.26', side: 'AUTHOR' as const },
      ['ALL', 'RISK_EXECUTION', 'ISAUTHOR'],
    ],
    [
      { type: 'Ação Trabalhista - Rito Ordinário', courtCode: '5.02', side: 'DEFENDANT' as const },
      ['ALL', 'RISK_WORKER', 'ISDEFENDANT'],
    ],
    [
      { type: 'Procedimento Comum Cível', courtCode: '8.19', side: 'AUTHOR' as const },
      ['ALL', 'LITIGATION', 'ISAUTHOR'],
    ],
    [{ type: 'Recurso Especial', courtCode: '3.00', side: 'OTHER' as const }, ['ALL', 'LITIGATION']],
  ])('%o → %o', (process, categories) => expect(categoriesOf(process)).toEqual(categories));

  it('sums counts and centavos per category', () => {
    const counts = summarise([
      { categories: ['ALL', 'RISK_WORKER', 'ISDEFENDANT'], value: 150_00 },
      { categories: ['ALL', 'LITIGATION', 'ISAUTHOR'], value: 1_000_00 },
      { categories: ['ALL', 'RISK_WORKER', 'ISDEFENDANT'], value: 50_00 },
    ]);
    expect(counts.ALL).toEqual({ total: 3, value: 1_200_00 });
    expect(counts.RISK_WORKER).toEqual({ total: 2, value: 200_00 });
    expect(counts.RISK_CRIMINAL).toEqual({ total: 0, value: 0 });
  });
});

describe('percentage change (docs/product.md#percentage-change)', () => {
  it('is 100·(current/previous − 1), rounded to 2 decimals', () => {
    expect(percentageChange(150, 100)).toBe(50);
    expect(percentageChange(50, 100)).toBe(-50);
    expect(percentageChange(1, 3)).toBe(-66.67);
  });
  it('is 0 when either side is 0', () => {
    expect(percentageChange(0, 100)).toBe(0);
    expect(percentageChange(100, 0)).toBe(0);
  });
  it('appears only for criminal, execution and worker, and only with a previous analysis', () => {
    const now = summarise([{ categories: ['ALL', 'RISK_WORKER'], value: 300 }]);
    const before = summarise([
      { categories: ['ALL', 'RISK_WORKER'], value: 200 },
      { categories: ['ALL', 'RISK_WORKER'], value: 0 },
    ]);
    const items = summaryItems(now, before);
    expect(items.find((i) => i.category === 'RISK_WORKER')).toMatchObject({
      percentageValueChange: 50,
      percentageCountChange: -50,
    });
    expect(items.find((i) => i.category === 'ALL')?.percentageValueChange).toBeNull();
    expect(summaryItems(now, null).every((i) => i.percentageValueChange === null)).toBe(true);
  });
});

describe('pause rules', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const state = (monitoring: boolean, endsIn: number | null, availableIn: number | null) => ({
    monitoring,
    pauseEndsAt: endsIn === null ? null : new Date(now.getTime() + endsIn * DAY),
    pauseAvailableAt: availableIn === null ? null : new Date(now.getTime() + availableIn * DAY),
  });
  it('derives Consulta, Monitoria and Pausa', () => {
    expect(activityState(state(false, null, null), now)).toBe('Consulta');
    expect(activityState(state(true, null, null), now)).toBe('Monitoria');
    expect(activityState(state(true, 5, 35), now)).toBe('Pausa');
    expect(activityState(state(true, -1, 29), now)).toBe('Monitoria');
  });
  it('allows a pause only while monitored, not paused and past dtAvailablePause', () => {
    expect(pauseRefusal(state(false, null, null), now)).toBe('notMonitored');
    expect(pauseRefusal(state(true, 5, 35), now)).toBe('alreadyPaused');
    expect(pauseRefusal(state(true, -1, 29), now)).toBe('notAvailableYet');
    expect(canPause(state(true, -40, -10), now)).toBe(true);
    expect(canPause(state(true, null, null), now)).toBe(true);
  });
  it('a pause of N days ends after N days; the next is available 30 days later', () => {
    for (const days of [30, 60, 90]) {
      const window = pauseWindow(days, now);
      expect(window.endsAt.getTime() - now.getTime()).toBe(days * DAY);
      expect(window.availableAt.getTime() - window.endsAt.getTime()).toBe(30 * DAY);
    }
    expect(resumeWindow(now)).toEqual({ endsAt: now, availableAt: new Date(now.getTime() + 30 * DAY) });
  });
});

describe('detail and metrics of a snapshot', () => {
  const row = (
    id: number,
    day: string | null,
    value: number,
    archived: boolean,
    categories: RiskCategory[],
    side: 'AUTHOR' | 'DEFENDANT' = 'DEFENDANT',
  ): DocumentProcessRow & { categories: RiskCategory[] } => ({
    id,
    number: `000000${id}-00.2026.8.26.0100`,
    type: 'Procedimento Comum Cível',
    court_code: '8.26',
    court: 'TJSP',
    state: 'SP',
    subjects: ['Dano Moral'],
    value,
    distribution_date: day,
    archived,
    is_secret: false,
    side,
    categories,
  });
  const rows = [
    row(1, '2026-10-05', 100_00, false, ['ALL', 'LITIGATION', 'ISDEFENDANT']),
    row(2, '2026-03-10', 50_00, true, ['ALL', 'RISK_WORKER', 'ISDEFENDANT']),
    row(3, '2024-01-15', 25_00, false, ['ALL', 'LITIGATION', 'ISAUTHOR'], 'AUTHOR'),
    row(4, null, 0, false, ['ALL', 'LITIGATION', 'ISAUTHOR'], 'AUTHOR'),
  ];
  it('totals, paging and filters', () => {
    const detail = buildDetail(rows, { typeRisk: 'ALL', from: 1, size: 2 });
    expect(detail.totals).toEqual({
      total: 4,
      active: 3,
      inactive: 1,
      author: 2,
      defendant: 2,
      amount: 175_00,
      activeAmount: 125_00,
      inactiveAmount: 50_00,
      authorAmount: 25_00,
      defendantAmount: 150_00,
    });
    expect(detail.result.map((p) => p.id)).toEqual([2, 3]);
    expect(detail.result[1]?.causeValue).toBe(25_00);
    expect(buildDetail(rows, { typeRisk: 'ALL', from: 3, size: 10 }).result[0]?.causeValue).toBeNull();
    expect(buildDetail(rows, { typeRisk: 'LITIGATION', from: 0, size: 10, active: false }).total).toBe(0);
    expect(buildDetail(rows, { typeRisk: 'ALL', from: 40, size: 10 }).result).toEqual([]);
  });
  it('years from first to last (gaps as zero), 12 months ending with the reference, undated apart', () => {
    const metric = buildMetric(rows, 'ALL', undefined, '2026-10-31');
    expect(metric.byYear.map((r) => [r.label, r.total, r.amount])).toEqual([
      ['2024', 1, 25_00],
      ['2025', 0, 0],
      ['2026', 2, 150_00],
    ]);
    expect(metric.byMonth.map((r) => r.key)).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
    ]);
    expect(metric.byMonth.find((r) => r.label === '03/2026')).toMatchObject({
      total: 1,
      inactive: { total: 1, amount: 50_00 },
      active: { total: 0, amount: 0 },
    });
    expect(metric.undated).toBe(1);
    expect(buildMetric(rows, 'ALL', true, '2026-10-31').byYear.find((r) => r.key === '2026')?.total).toBe(1);
  });
});

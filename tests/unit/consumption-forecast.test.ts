import { describe, expect, it } from 'vitest';
import {
  alertLevel,
  daysInclusive,
  forecastRunOut,
  paceWindow,
  usedPercent,
} from '../../src/features/consumption/forecast';

describe('plan alerts at 70/80/90 %', () => {
  it('gives the highest threshold reached', () => {
    expect(alertLevel(69, 100)).toBe(0);
    expect(alertLevel(70, 100)).toBe(70);
    expect(alertLevel(79, 100)).toBe(70);
    expect(alertLevel(80, 100)).toBe(80);
    expect(alertLevel(90, 100)).toBe(90);
    expect(alertLevel(150, 100)).toBe(90);
    expect(alertLevel(5, 0)).toBe(0);
  });

  it('clamps the used share to 0–100', () => {
    expect(usedPercent(50, 200)).toBe(25);
    expect(usedPercent(300, 200)).toBe(100);
    expect(usedPercent(-1, 200)).toBe(0);
  });
});

describe('run-out forecast', () => {
  it('divides what is left by the average daily pace, rounding up', () => {
    // 30 units in 10 days = 3 a day; 10 left → 4 days (3, 3, 3, 1).
    expect(forecastRunOut(10, 30, 10, '2026-03-30')).toEqual({ kind: 'date', date: '2026-04-03', days: 4, perDay: 3 });
    // Exactly divisible: 9 left at 3 a day lasts 3 days.
    expect(forecastRunOut(9, 30, 10, '2026-12-30')).toMatchObject({ date: '2027-01-02', days: 3 });
  });

  it('crosses February of a leap year', () => {
    expect(forecastRunOut(2, 1, 1, '2024-02-28')).toMatchObject({ date: '2024-03-01', days: 2 });
  });

  it('says exhausted, or never at no pace', () => {
    expect(forecastRunOut(0, 10, 5, '2026-03-01')).toEqual({ kind: 'exhausted' });
    expect(forecastRunOut(10, 0, 30, '2026-03-01')).toEqual({ kind: 'idle' });
    expect(forecastRunOut(10, 5, 0, '2026-03-01')).toEqual({ kind: 'idle' });
  });

  it('counts the days of a window with both ends', () => {
    expect(daysInclusive('2026-03-01', '2026-03-01')).toBe(1);
    expect(daysInclusive('2026-02-01', '2026-03-01')).toBe(29);
  });
});

describe('pace window', () => {
  const months = [
    { period: '2026-02', byType: [{ typePlan: 'Consulta', total: 28 }] },
    {
      period: '2026-03',
      byType: [
        { typePlan: 'Consulta', total: 10 },
        { typePlan: 'Monitoria', total: 4 },
      ],
    },
  ];

  it('takes the previous month whole and the current one up to today', () => {
    expect(paceWindow(months, 'Consulta', '2026-03-10')).toEqual({ consumed: 38, windowDays: 38 });
    expect(paceWindow(months, 'Monitoria', '2026-03-10')).toEqual({ consumed: 4, windowDays: 38 });
  });

  it('reaches back into December in January, and counts missing months as nothing', () => {
    expect(
      paceWindow([{ period: '2025-12', byType: [{ typePlan: 'Consulta', total: 31 }] }], 'Consulta', '2026-01-05'),
    ).toEqual({ consumed: 31, windowDays: 36 });
    expect(paceWindow([], 'Consulta', '2026-03-01')).toEqual({ consumed: 0, windowDays: 29 });
  });
});

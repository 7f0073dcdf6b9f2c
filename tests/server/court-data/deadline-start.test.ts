import { describe, expect, it } from 'vitest';
import {
  buildCourtCalendar,
  nextBusinessDay,
  type CourtSuspension,
} from '../../../server/court-data/calendar/court-calendar.ts';
import { deadlineStartOf } from '../../../server/court-data/calendar/deadline-start.ts';
import { holidayClosures } from '../../../server/court-data/calendar/national-holidays.ts';

const tjsp = buildCourtCalendar({ court: 'TJSP', state: 'SP' });
const start = (day: string, calendar = tjsp) => deadlineStartOf(day, calendar);

describe('deadline start: availability → publication → first day', () => {
  it('on an ordinary week: the next business day, then the one after', () => {
    expect(start('2025-09-29')).toEqual({
      availabilityDate: '2025-09-29',
      publicationDate: '2025-09-30',
      deadlineStart: '2025-10-01',
    });
    // Thursday → Friday → Monday (the weekend is skipped).
    expect(start('2026-03-12')).toMatchObject({ publicationDate: '2026-03-13', deadlineStart: '2026-03-16' });
    // Available on a Saturday: published Monday, starts Tuesday.
    expect(start('2026-03-14')).toMatchObject({ publicationDate: '2026-03-16', deadlineStart: '2026-03-17' });
  });

  it('skips both Carnaval days, and a deadline never begins on Ash Wednesday', () => {
    // 2026: Carnaval on 16–17 February, Ash Wednesday on the 18th.
    expect(start('2026-02-13')).toMatchObject({ publicationDate: '2026-02-18', deadlineStart: '2026-02-19' });
    // Available on the Tuesday itself.
    expect(start('2026-02-17')).toMatchObject({ publicationDate: '2026-02-18', deadlineStart: '2026-02-19' });
    // 2025: Carnaval on 3–4 March.
    expect(start('2025-02-28')).toMatchObject({ publicationDate: '2025-03-05', deadlineStart: '2025-03-06' });
  });

  it('skips Good Friday, Tiradentes and Corpus Christi (movable and fixed national days)', () => {
    expect(start('2026-04-01')).toMatchObject({ publicationDate: '2026-04-02', deadlineStart: '2026-04-06' });
    expect(start('2026-04-20')).toMatchObject({ publicationDate: '2026-04-22', deadlineStart: '2026-04-23' });
    expect(start('2026-06-03')).toMatchObject({ publicationDate: '2026-06-05', deadlineStart: '2026-06-08' });
  });

  it('across the year end: the recess closes the courts and deadlines wait for 21 January', () => {
    expect(start('2025-12-19')).toMatchObject({ publicationDate: '2026-01-07', deadlineStart: '2026-01-21' });
    expect(start('2025-12-31')).toMatchObject({ publicationDate: '2026-01-07', deadlineStart: '2026-01-21' });
    expect(start('2026-01-12')).toMatchObject({ publicationDate: '2026-01-13', deadlineStart: '2026-01-21' });
    // 2026-12-18 is a Friday: published on 7 January 2027, deadline from Thursday 21 January 2027.
    expect(start('2026-12-18')).toMatchObject({ publicationDate: '2027-01-07', deadlineStart: '2027-01-21' });
  });

  it('criminal deadlines are not held until 20 January (only the recess applies)', () => {
    const criminal = buildCourtCalendar({ court: 'TJSP', state: 'SP', criminal: true });
    expect(start('2025-12-19', criminal)).toMatchObject({ publicationDate: '2026-01-07', deadlineStart: '2026-01-08' });
  });

  it('a state court follows its state holiday; another state’s court does not', () => {
    // 9 July: Revolução Constitucionalista, a São Paulo holiday (Thursday in 2026).
    expect(start('2026-07-08')).toMatchObject({ publicationDate: '2026-07-10', deadlineStart: '2026-07-13' });
    const tjrj = buildCourtCalendar({ court: 'TJRJ', state: 'RJ' });
    expect(start('2026-07-08', tjrj)).toMatchObject({ publicationDate: '2026-07-09', deadlineStart: '2026-07-10' });
  });

  it('a court suspension spanning several days moves publication and start past it, for that court only', () => {
    const suspensions: CourtSuspension[] = [
      { court: 'TJSP', from: '2026-03-10', to: '2026-03-12', kind: 'CLOSED', reason: 'indisponibilidade do sistema' },
      { court: 'TJRJ', from: '2026-03-16', to: '2026-03-20', kind: 'CLOSED', reason: 'outro tribunal' },
    ];
    const calendar = buildCourtCalendar({ court: 'TJSP', state: 'SP', suspensions });
    expect(start('2026-03-09', calendar)).toMatchObject({ publicationDate: '2026-03-13', deadlineStart: '2026-03-16' });
    expect(calendar.closedBecause('2026-03-11')).toBe('suspensão do expediente: indisponibilidade do sistema');
  });

  it('a deadline-only suspension keeps the publication date and moves only the start', () => {
    const suspensions: CourtSuspension[] = [
      { court: null, from: '2026-03-11', to: '2026-03-13', kind: 'DEADLINES', reason: 'correição' },
    ];
    const calendar = buildCourtCalendar({ court: 'TRT2', suspensions });
    expect(start('2026-03-09', calendar)).toMatchObject({ publicationDate: '2026-03-10', deadlineStart: '2026-03-16' });
  });
});

describe('court calendar', () => {
  it('national closures come from the holiday library, Carnaval Monday added', () => {
    const names = holidayClosures(2026).map((c) => `${c.day} ${c.name}`);
    expect(names).toEqual(
      expect.arrayContaining([
        '2026-01-01 Ano novo',
        '2026-02-16 Carnaval (segunda-feira)',
        '2026-02-17 Carnaval (terça-feira)',
        '2026-04-03 Sexta-feira Santa',
        '2026-06-04 Corpus Christi',
        '2026-11-20 Dia da Consciência Negra',
        '2026-12-25 Natal',
      ]),
    );
    // Easter Sunday is not a working day anyway, and a religious entry is not a closure.
    expect(names.some((n) => n.includes('Páscoa'))).toBe(false);
  });

  it('says why a day is closed, and the next business day is never the day itself', () => {
    expect(tjsp.closedBecause('2026-11-02')).toBe('feriado: Finados');
    expect(tjsp.closedBecause('2026-03-14')).toBe('fim de semana');
    expect(tjsp.closedBecause('2026-12-22')).toBe('recesso forense (20/12 a 06/01)');
    expect(tjsp.closedBecause('2026-03-11')).toBeNull();
    expect(nextBusinessDay(tjsp, '2026-03-11')).toBe('2026-03-12');
  });
});

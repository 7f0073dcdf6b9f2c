import { describe, expect, it } from 'vitest';
import type { ConsumeUniqueItem } from '../../src/contract/activities';
import { pauseEndDate, pauseExplanation, pauseState } from '../../src/features/document-monitoring/pause-availability';

type Fields = Pick<
  ConsumeUniqueItem,
  'typeSearch' | 'accessPauseMonitor' | 'daypausemonitor' | 'pauseEndsAt' | 'dtAvailablePause'
>;
const NOW = new Date('2026-11-22T12:00:00-03:00');
const base: Fields = {
  typeSearch: 'Monitoria',
  accessPauseMonitor: true,
  daypausemonitor: null,
  pauseEndsAt: null,
  dtAvailablePause: null,
};

describe('pause availability', () => {
  it('is only for monitored documents', () => {
    const state = pauseState({ ...base, typeSearch: 'Consulta', accessPauseMonitor: false }, NOW);
    expect(state).toEqual({ kind: 'not-monitored' });
    expect(pauseExplanation(state)).toBe('A pausa só vale para documentos monitorados.');
  });

  it('is available to a monitored document never paused', () => {
    const state = pauseState(base, NOW);
    expect(state.kind).toBe('available');
    expect(pauseExplanation(state)).toContain('30, 60 ou 90 dias');
  });

  it('says until when a paused document is paused, and for how long', () => {
    const state = pauseState(
      {
        ...base,
        typeSearch: 'Pausa',
        accessPauseMonitor: false,
        daypausemonitor: 60,
        pauseEndsAt: '2027-01-21T15:00:00.000Z',
      },
      NOW,
    );
    expect(state).toEqual({ kind: 'paused', until: '2027-01-21T15:00:00.000Z', days: 60 });
    expect(pauseExplanation(state)).toBe('Monitoramento em pausa de 60 dias até 21/01/2027; depois ele volta sozinho.');
  });

  it('waits for dtAvailablePause after a pause, even if the flag says otherwise', () => {
    const later = '2026-12-10T15:00:00.000Z';
    const state = pauseState({ ...base, accessPauseMonitor: true, daypausemonitor: 30, dtAvailablePause: later }, NOW);
    expect(state).toEqual({ kind: 'cooldown', availableAt: later });
    expect(pauseExplanation(state)).toBe('Uma nova pausa fica disponível a partir de 10/12/2026.');
  });

  it('is available again once dtAvailablePause has passed', () => {
    expect(pauseState({ ...base, daypausemonitor: 30, dtAvailablePause: '2026-11-01T15:00:00.000Z' }, NOW).kind).toBe(
      'available',
    );
  });

  it('follows the server when it refuses without a date', () => {
    const state = pauseState({ ...base, accessPauseMonitor: false }, NOW);
    expect(state).toEqual({ kind: 'cooldown', availableAt: null });
    expect(pauseExplanation(state)).toBe('Nenhuma pausa disponível para este documento agora.');
  });

  it.each([
    [30, '22/12/2026'],
    [60, '21/01/2027'],
    [90, '20/02/2027'],
  ])('a pause of %i days started now ends on %s', (days, expected) => {
    const end = pauseEndDate(days, NOW);
    expect(end.toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' })).toBe(expected);
  });
});

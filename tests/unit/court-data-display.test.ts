import { describe, expect, it } from 'vitest';
import type { MovementCommunication } from '../../src/contract/movements';
import { dayLabel, newItemsLabel, oabLabel, suspensionPeriod } from '../../src/features/court-data/court-data-labels';
import { actText, cancellationLabel, deadlineLine } from '../../src/lib/movement-communication';

const communication: MovementCommunication = {
  source: 'DJEN',
  publicationDate: '2026-11-03',
  deadlineStart: '2026-11-04',
  certificateUrl: null,
  cancelled: false,
  cancellationReason: null,
};

describe('a DJEN movement on screen (issue 33)', () => {
  it('says when it was published and when the deadline starts, in dd/mm/aaaa', () => {
    expect(deadlineLine(communication)).toBe('Publicada em 03/11/2026; prazo começa em 04/11/2026');
  });

  it('takes the lines shown apart off the text, and only for a published communication', () => {
    const text = 'Publicada em 03/11/2026; prazo começa em 04/11/2026.\nFica a parte intimada.';
    expect(actText(text, communication)).toBe('Fica a parte intimada.');
    expect(actText(text, undefined)).toBe(text);
    const cancelled =
      'Comunicação cancelada no DJEN: Publicação em duplicidade. Publicada em 03/11/2026; prazo começa em 04/11/2026.\nCite-se.';
    expect(actText(cancelled, { ...communication, cancelled: true })).toBe('Cite-se.');
    // A text that does not start with the line keeps everything.
    expect(actText('Despacho: Publicada em 03/11/2026; prazo começa em 04/11/2026.', communication)).toBe(
      'Despacho: Publicada em 03/11/2026; prazo começa em 04/11/2026.',
    );
  });

  it('marks a cancelled one, with its reason when the source gave one', () => {
    expect(cancellationLabel({ ...communication, cancelled: true })).toBe('Cancelada no DJEN');
    expect(cancellationLabel({ ...communication, cancelled: true, cancellationReason: 'Erro material' })).toBe(
      'Cancelada no DJEN: Erro material',
    );
  });
});

describe('court-data labels', () => {
  it('formats days, OABs, periods and counts', () => {
    expect(dayLabel('2026-03-02')).toBe('02/03/2026');
    expect(dayLabel('ontem')).toBe('ontem');
    expect(oabLabel({ number: '123456', uf: 'SP' })).toBe('123456/SP');
    expect(suspensionPeriod({ court: 'TJSP', from: '2026-03-02', to: '2026-03-03' })).toBe(
      'TJSP, 02/03/2026 a 03/03/2026',
    );
    expect(suspensionPeriod({ court: null, from: '2026-03-02', to: '2026-03-02' })).toBe(
      'Todos os tribunais, 02/03/2026',
    );
    expect([0, 1, 3].map(newItemsLabel)).toEqual(['Nada novo', '1 comunicação nova', '3 comunicações novas']);
  });
});

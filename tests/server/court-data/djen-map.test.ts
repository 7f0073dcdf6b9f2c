import { describe, expect, it } from 'vitest';
import { mapDjenItem } from '../../../server/court-data/djen/djen-map.ts';
import { loadFixture } from './djen-recordings.ts';

const BASE = 'https://comunicaapi.pje.jus.br';
const itemsOf = (name: string, index = 0) =>
  (loadFixture(name).recordings[index]!.response.body as { items: Record<string, unknown>[] }).items;
const map = (raw: unknown) => {
  const result = mapDjenItem(raw, BASE);
  if (!result.ok) throw new Error(result.reason);
  return result.communication;
};

describe('DJEN item → our model (pure)', () => {
  it('maps type, court, organ, class (named by the TPU), date, parties by pole, lawyers and the certificate link', () => {
    const [pauta] = itemsOf('oab-variants');
    expect(map(pauta)).toEqual({
      source: 'DJEN',
      sourceId: '7100000001',
      processNumber: '08012347320238190001',
      court: 'TJRJ',
      organ: 'SECRETARIA DA 2ª CÂMARA DE DIREITO PRIVADO (ANTIGA 3ª CÂMARA CÍVEL)',
      type: 'Pauta de julgamento',
      documentType: 'Apelação',
      className: 'Apelação Cível',
      classCode: 198,
      availabilityDate: '2026-03-09',
      textHtml: expect.stringContaining('EDITAL-PAUTA<br />'),
      parties: [
        { pole: 'ACTIVE', name: 'PARTE/PROCESSO SIGILOSO OU PROCESSO ESTá EM SEGREDO DE JUSTIçA.1' },
        { pole: 'PASSIVE', name: 'PARTE/PROCESSO SIGILOSO OU PROCESSO ESTá EM SEGREDO DE JUSTIçA.3' },
      ],
      lawyers: [
        { name: 'ADVOGADA EXEMPLO UM', oabNumber: '123456', oabUf: 'RJ' },
        { name: 'ADVOGADO EXEMPLO DOIS', oabNumber: '654321', oabUf: 'RJ' },
      ],
      certificateUrl: `${BASE}/api/v1/comunicacao/exAmPlEhAsH0000000000000000001/certidao`,
      link: null,
      cancelled: false,
      cancellationReason: null,
      cancelledAt: null,
    });
  });

  it('keeps only digits of a suffixed OAB and only http(s) links', () => {
    const tjsp = map(itemsOf('oab-variants', 2)[1]);
    expect(tjsp.lawyers).toEqual([{ name: 'ADVOGADA EXEMPLO UM', oabNumber: '123456', oabUf: 'RJ' }]);
    expect(tjsp.link).toBe('https://esaj.tjsp.jus.br/exemplo/documento/123');
    expect(tjsp.className).toBe('Procedimento Comum Cível');
    expect(map(itemsOf('hostile-html')[0]).link).toBeNull();
  });

  it('a cancelled communication is marked with its reason and date, never dropped', () => {
    expect(map(itemsOf('cancelled')[0])).toMatchObject({
      sourceId: '7100000001',
      cancelled: true,
      cancelledAt: '2026-03-10T14:02:11',
      cancellationReason: 'Publicação cancelada a pedido da secretaria: pauta republicada com a data correta.',
    });
  });

  it('refuses items without what identifies them, saying why in Portuguese', () => {
    const [item] = itemsOf('oab-variants');
    expect(mapDjenItem({ ...item, id: null }, BASE)).toEqual({ ok: false, reason: 'item sem id' });
    expect(mapDjenItem({ ...item, numero_processo: '123', numeroprocessocommascara: null }, BASE)).toEqual({
      ok: false,
      reason: 'comunicação 7100000001: número de processo inválido',
    });
    expect(mapDjenItem({ ...item, data_disponibilizacao: null, datadisponibilizacao: null }, BASE)).toMatchObject({
      ok: false,
    });
    expect(mapDjenItem('texto', BASE)).toEqual({ ok: false, reason: 'item não é um objeto' });
  });

  it('falls back to the DD/MM/AAAA date and to the court’s class name when the code is unknown', () => {
    const [item] = itemsOf('oab-variants');
    expect(map({ ...item, data_disponibilizacao: null, codigoClasse: '99999999' })).toMatchObject({
      availabilityDate: '2026-03-09',
      className: 'APELAçãO CíVEL',
      classCode: 99999999,
    });
  });
});

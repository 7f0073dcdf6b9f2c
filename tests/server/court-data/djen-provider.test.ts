import { describe, expect, it } from 'vitest';
import { INVALID_CNJ_MESSAGE } from '../../../src/contract/cnj.ts';
import { createDjenHttp } from '../../../server/court-data/djen/djen-http.ts';
import { fetchAllPages } from '../../../server/court-data/djen/djen-pager.ts';
import { createDjenProvider } from '../../../server/court-data/djen/djen-provider.ts';
import { fakeFetch, fakeTime, loadFixture, type Recording } from './djen-recordings.ts';

const OAB = { kind: 'oab', oab: { number: '123456', uf: 'RJ' }, from: '2026-03-05', to: '2026-03-12' } as const;

function provider(recordings: Recording[]) {
  const fake = fakeFetch(recordings);
  const time = fakeTime();
  return {
    djen: createDjenProvider({ baseUrl: 'https://djen.test', fetch: fake.fetch, now: time.now, sleep: time.sleep }),
    fake,
    time,
  };
}

/** `count` copies of the fixture's template with consecutive ids, served 50 a page; page 2 empty once. */
function pagedRecordings(): Recording[] {
  const file = loadFixture('transient-empty-page');
  const template = file.template!;
  const count = file.count!;
  const items = Array.from({ length: count }, (_, i) => ({ ...template, id: 7200000000 + i }));
  const query = {
    numeroOab: '123456',
    ufOab: 'RJ',
    dataDisponibilizacaoInicio: '2026-03-05',
    dataDisponibilizacaoFim: '2026-03-12',
    itensPorPagina: '50',
  };
  const page = (n: number, body: unknown): Recording => ({
    request: { method: 'GET', path: '/api/v1/comunicacao', query: { ...query, pagina: String(n) } },
    response: { status: 200, headers: { 'content-type': 'application/json' }, body },
  });
  return [
    page(1, { status: 'success', message: 'Sucesso', count, items: items.slice(0, 50) }),
    page(2, file.recordings[0]!.response.body),
    page(2, { status: 'success', message: 'Sucesso', count, items: items.slice(50) }),
  ];
}

describe('DJEN provider', () => {
  it('by OAB: asks the seven suffix variants and merges them on the communication id', async () => {
    const { djen, fake } = provider(loadFixture('oab-variants').recordings);
    const result = await djen.search(OAB);
    expect(fake.urls.map((url) => url.searchParams.get('numeroOab'))).toEqual([
      '123456',
      '123456-O',
      '123456-A',
      '123456-N',
      '123456-B',
      '123456-S',
      '123456-E',
    ]);
    expect(result.communications.map((c) => c.sourceId)).toEqual(['7100000001', '7100000002', '7100000003']);
    expect(result).toMatchObject({ complete: true, skipped: 0, warnings: [] });
  });

  it('asks 50 a page: above 50 the service silently answers nothing while count says there is more', async () => {
    const { djen, fake } = provider(loadFixture('page-size-over-50').recordings);
    expect((await djen.search(OAB)).communications).toHaveLength(2);
    expect(new Set(fake.urls.map((url) => url.searchParams.get('itensPorPagina')))).toEqual(new Set(['50']));
    // What a client asking the documented 100 would get: an empty page it must not take for "nothing".
    const time = fakeTime();
    const http = createDjenHttp({
      baseUrl: 'https://djen.test',
      fetch: fakeFetch(loadFixture('page-size-over-50').recordings).fetch,
      now: time.now,
      sleep: time.sleep,
    });
    const pages = await fetchAllPages(
      http,
      {
        numeroOab: '123456',
        ufOab: 'RJ',
        dataDisponibilizacaoInicio: '2026-03-05',
        dataDisponibilizacaoFim: '2026-03-12',
      },
      time.sleep,
      100,
    );
    expect(pages).toEqual({ items: [], count: 2, complete: false });
  });

  it('reads a bare-array answer', async () => {
    const { djen } = provider(loadFixture('bare-array').recordings);
    expect((await djen.search(OAB)).communications.map((c) => c.sourceId)).toEqual(['7100000001']);
  });

  it('follows count across pages and asks a transiently empty page once more', async () => {
    const { djen, fake, time } = provider(pagedRecordings());
    const result = await djen.search(OAB);
    expect(result.communications).toHaveLength(57);
    expect(result.complete).toBe(true);
    const bare = fake.urls
      .filter((url) => url.searchParams.get('numeroOab') === '123456')
      .map((url) => url.searchParams.get('pagina'));
    expect(bare).toEqual(['1', '2', '2']);
    expect(time.sleeps).toContain(1_000);
  });

  it('reports, never hides, a page that stays empty', async () => {
    const recordings = pagedRecordings().slice(0, 2);
    const { djen } = provider(recordings);
    const result = await djen.search(OAB);
    expect(result.complete).toBe(false);
    expect(result.communications).toHaveLength(50);
    expect(result.warnings[0]).toContain('o DJEN anunciou 57 e entregou 50');
  });

  it('by process: sends digits only (a masked number silently finds nothing) and refuses wrong check digits', async () => {
    const { djen, fake } = provider(loadFixture('by-process').recordings);
    const result = await djen.search({ kind: 'process', processNumber: '0801234-73.2023.8.19.0001' });
    expect(fake.urls[0]?.searchParams.get('numeroProcesso')).toBe('08012347320238190001');
    expect(result.communications).toHaveLength(2);
    await expect(djen.search({ kind: 'process', processNumber: '0801234-74.2023.8.19.0001' })).rejects.toThrow(
      INVALID_CNJ_MESSAGE,
    );
  });

  it('counts items it cannot read and notes schema drift as warnings', async () => {
    const file = loadFixture('bare-array');
    const item = (file.recordings[0]!.response.body as Record<string, unknown>[])[0]!;
    const drifted = { ...item, id: 7100000077, destinatarios: 'nenhum' };
    const body = [{ ...item, id: 'x' }, drifted];
    const { djen } = provider([{ ...file.recordings[0]!, response: { ...file.recordings[0]!.response, body } }]);
    const result = await djen.search(OAB);
    expect(result.skipped).toBe(1);
    expect(result.communications.map((c) => c.sourceId)).toEqual(['7100000077']);
    expect(result.warnings).toEqual([
      'item sem id',
      expect.stringContaining('comunicação 7100000077 fora do formato documentado: /destinatarios'),
    ]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createProcessDataProvider } from '../../../server/court-data/court-data-providers.ts';
import { datajudAlias } from '../../../server/court-data/datajud/datajud-alias.ts';
import { datajudConfigFromEnv } from '../../../server/court-data/datajud/datajud-config.ts';
import { DATAJUD_MESSAGES } from '../../../server/court-data/datajud/datajud-errors.ts';
import { filingDay, instantOf } from '../../../server/court-data/datajud/datajud-map.ts';
import { createDatajudProcessData } from '../../../server/court-data/datajud/datajud-provider.ts';
import { datajudDrift } from '../../../server/court-data/datajud/datajud-schema.ts';

// DataJud on its committed recordings (tests/fixtures/datajud): a fake fetch answers in order, a fake clock and an
// instant sleep record the waits. No outside host is called.
interface Recording {
  request: { method: 'POST'; path: string; numeroProcesso: string };
  response: { status: number; headers: Record<string, string>; body: unknown };
}
const DIR = new URL('../../fixtures/datajud/', import.meta.url);
const load = (name: string): Recording[] =>
  (JSON.parse(readFileSync(new URL(`${name}.json`, DIR), 'utf8')) as { recordings: Recording[] }).recordings;

const TRF1 = '0000832-35.2018.4.01.3202';
const TJSP = '1004321-81.2025.8.26.0100';

function fakeService(recordings: Recording[]) {
  const requests: { url: string; init: RequestInit }[] = [];
  const waits: number[] = [];
  let clock = 1_000_000;
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url, init });
    const recording = recordings[Math.min(requests.length - 1, recordings.length - 1)]!;
    const { status, headers, body } = recording.response;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers });
  }) as typeof globalThis.fetch;
  const provider = createDatajudProcessData({
    baseUrl: 'https://datajud.test',
    apiKey: 'chave-publica-de-teste',
    fetch,
    now: () => clock,
    sleep: async (ms) => {
      waits.push(ms);
      clock += ms;
    },
  });
  return { provider, requests, waits, tick: (ms: number) => (clock += ms) };
}

describe('DataJud recordings', () => {
  it('every 200 answer fits the schema; a renamed field is drift', () => {
    const files = readdirSync(DIR).filter((name) => name.endsWith('.json'));
    expect(files.length).toBeGreaterThanOrEqual(7);
    for (const file of files)
      for (const recording of load(file.replace(/\.json$/, '')))
        if (recording.response.status === 200 && typeof recording.response.body === 'object')
          expect(datajudDrift(recording.response.body), file).toEqual([]);
    const answer = structuredClone(load('official-example')[0]!.response.body) as {
      hits: { hits: { _source: Record<string, unknown> }[] };
    };
    const source = answer.hits.hits[0]!._source;
    source.classes = source.classe;
    delete source.classe;
    expect(datajudDrift(answer)).toEqual([expect.stringContaining('/hits/hits/0/_source')]);
  });
});

describe('DataJud index of a number', () => {
  it.each([
    [TRF1, 'trf1'],
    [TJSP, 'tjsp'],
    ['0700001-08.2026.8.07.0001', 'tjdft'],
    ['1000001-51.2026.5.02.0001', 'trt2'],
    ['1000001-76.2026.5.00.0000', 'tst'],
    ['0000001-34.2026.6.26.0001', 'tre-sp'],
    ['0000001-91.2026.3.00.0000', 'stj'],
    ['0000001-54.2026.9.13.0001', 'tjmmg'],
  ])('%s → %s', (number, alias) => {
    expect(datajudAlias(number)).toBe(alias);
  });

  it('STF and the CNJ have no index; garbage has none either', () => {
    expect(datajudAlias('0000001-85.2026.1.00.0000')).toBeNull();
    expect(datajudAlias('0000001-04.2026.2.00.0000')).toBeNull();
    expect(datajudAlias('abc')).toBeNull();
  });
});

describe('DataJud lookup', () => {
  it('reads the wiki example: class, organ, filing day, subjects and TPU-named movements, with the key sent', async () => {
    const service = fakeService(load('official-example'));
    expect(await service.provider.lookup(TRF1)).toEqual({
      status: 'found',
      process: {
        processNumber: '00008323520184013202',
        court: 'TRF1',
        className: 'Procedimento do Juizado Especial Cível',
        classCode: 436,
        organ: 'JEF Adj - Tefé',
        filedOn: '2018-10-29',
        subjects: [{ code: 6177, name: 'Concessão' }],
        movements: [
          { code: 26, name: 'Distribuição', at: '2018-10-30T14:06:24.000Z' },
          { code: 14732, name: 'Conversão de Autos Físicos em Eletrônicos', at: '2020-08-05T01:15:18.000Z' },
        ],
      },
    });
    expect(service.requests).toHaveLength(1);
    const { url, init } = service.requests[0]!;
    expect(url).toBe('https://datajud.test/api_publica_trf1/_search');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('APIKey chave-publica-de-teste');
    // Digits only: DataJud matches numeroProcesso as stored.
    expect(JSON.parse(String(init.body)).query).toEqual({ match: { numeroProcesso: '00008323520184013202' } });
  });

  it('merges the instances of one number: the newest one’s metadata, every movement once, oldest first', async () => {
    const service = fakeService(load('two-instances'));
    const result = await service.provider.lookup(TJSP);
    expect(result.status).toBe('found');
    if (result.status !== 'found') return;
    expect(result.process).toMatchObject({ className: 'Apelação Cível', organ: '5ª Câmara de Direito Privado' });
    expect(result.process.movements).toEqual([
      { code: 26, name: 'Distribuição', at: '2025-06-10T13:00:00.000Z' },
      { code: 51, name: 'Conclusão', at: '2025-07-01T13:30:00.000Z' },
      { code: 26, name: 'Distribuição', at: '2026-02-01T12:00:00.000Z' },
    ]);
  });

  it('pages with search_after on the last hit’s sort values until a short page', async () => {
    const [recording] = load('two-instances');
    const body = recording!.response.body as { hits: { hits: { _source: { id: string }; sort: unknown[] }[] } };
    const hit = body.hits.hits[0]!;
    const full = {
      ...body,
      hits: {
        ...body.hits,
        hits: Array.from({ length: 10 }, (_, i) => ({
          ...hit,
          sort: [1_772_524_800_000 + i, `${hit._source.id}-${i}`],
        })),
      },
    };
    const service = fakeService([{ ...recording!, response: { ...recording!.response, body: full } }, recording!]);
    expect((await service.provider.lookup(TJSP)).status).toBe('found');
    expect(service.requests).toHaveLength(2);
    expect(JSON.parse(String(service.requests[0]!.init.body)).search_after).toBeUndefined();
    expect(JSON.parse(String(service.requests[1]!.init.body)).search_after).toEqual([
      1_772_524_800_009,
      `${hit._source.id}-9`,
    ]);
  });

  it('a partial answer with no hits is unavailable, never "not found"', async () => {
    const service = fakeService(load('partial-shards'));
    expect(await service.provider.lookup(TJSP)).toEqual({ status: 'unavailable', reason: DATAJUD_MESSAGES.partial });
  });

  it('a complete answer with no hits is "not found"', async () => {
    const [recording] = load('partial-shards');
    const body = recording!.response.body as { _shards: Record<string, unknown> };
    const complete = { ...body, _shards: { total: 7, successful: 7, skipped: 0, failed: 0 } };
    const service = fakeService([{ ...recording!, response: { ...recording!.response, body: complete } }]);
    expect(await service.provider.lookup(TJSP)).toEqual({ status: 'not-found' });
  });

  it('waits after a 429 and tries again', async () => {
    const service = fakeService(load('rate-limited-429'));
    expect((await service.provider.lookup(TRF1)).status).toBe('found');
    expect(service.requests).toHaveLength(2);
    expect(service.waits.some((ms) => ms >= 10_000)).toBe(true);
  });

  it('a 504 is not retried; an HTML page and a refused key say why in Portuguese', async () => {
    const gateway = fakeService(load('gateway-504'));
    expect(await gateway.provider.lookup(TJSP)).toEqual({
      status: 'unavailable',
      reason: DATAJUD_MESSAGES.unavailable('HTTP 504'),
    });
    expect(gateway.requests).toHaveLength(1);
    expect(await fakeService(load('html-answer')).provider.lookup(TJSP)).toEqual({
      status: 'unavailable',
      reason: DATAJUD_MESSAGES.badAnswer,
    });
    expect(await fakeService(load('key-refused-403')).provider.lookup(TRF1)).toEqual({
      status: 'unavailable',
      reason: DATAJUD_MESSAGES.keyRefused,
    });
  });

  it('keeps to 120 requests a minute: a second lookup waits for its 500 ms', async () => {
    const service = fakeService([...load('official-example'), ...load('official-example')]);
    await service.provider.lookup(TRF1);
    service.tick(100);
    await service.provider.lookup(TRF1);
    expect(service.waits).toEqual([400]);
  });

  it('refuses a number failing its check digits, and answers "no index" for STF', async () => {
    const service = fakeService(load('official-example'));
    await expect(service.provider.lookup('0000832-36.2018.4.01.3202')).rejects.toThrow(/número/i);
    expect(await service.provider.lookup('0000001-85.2026.1.00.0000')).toEqual({
      status: 'unavailable',
      reason: DATAJUD_MESSAGES.noIndex,
    });
    expect(service.requests).toHaveLength(0);
  });
});

describe('DataJud dates and configuration', () => {
  it('reads ISO text, 14 digits in Brasília time and epoch milliseconds', () => {
    expect(instantOf('20250701103000')).toBe('2025-07-01T13:30:00.000Z');
    expect(instantOf(1_749_560_400_000)).toBe('2025-06-10T13:00:00.000Z');
    expect(instantOf('2026-02-01T09:00:00')).toBe('2026-02-01T12:00:00.000Z');
    expect(instantOf('não é data')).toBeNull();
    expect(filingDay('2018-10-29T00:00:00.000Z')).toBe('2018-10-29');
    expect(filingDay('20250610000000')).toBe('2025-06-10');
  });

  it('is off without a key (the demo answers), on with one; a bad base URL is refused in Portuguese', async () => {
    expect(datajudConfigFromEnv({})).toBeNull();
    expect(createProcessDataProvider(null).source).toBe('DEMO');
    const config = datajudConfigFromEnv({ DATAJUD_API_KEY: ' k ' });
    expect(config).toEqual({ apiKey: 'k', baseUrl: 'https://api-publica.datajud.cnj.jus.br' });
    expect(createProcessDataProvider(config).source).toBe('DATAJUD');
    expect(() => datajudConfigFromEnv({ DATAJUD_API_KEY: 'k', DATAJUD_BASE_URL: 'ftp://x' })).toThrow(
      'DATAJUD_BASE_URL deve ser um endereço http(s) (recebido: "ftp://x").',
    );
  });
});

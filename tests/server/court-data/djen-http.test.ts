import { describe, expect, it } from 'vitest';
import { DJEN_MESSAGES } from '../../../server/court-data/djen/djen-errors.ts';
import { createDjenHttp } from '../../../server/court-data/djen/djen-http.ts';
import { fakeFetch, fakeTime, loadFixture } from './djen-recordings.ts';

const QUERY = {
  numeroOab: '123456',
  ufOab: 'RJ',
  dataDisponibilizacaoInicio: '2026-03-05',
  dataDisponibilizacaoFim: '2026-03-12',
  pagina: 1,
  itensPorPagina: 50,
};

function client(fixture: string) {
  const fake = fakeFetch(loadFixture(fixture).recordings);
  const time = fakeTime();
  const http = createDjenHttp({ baseUrl: 'https://djen.test', fetch: fake.fetch, now: time.now, sleep: time.sleep });
  return { http, fake, time };
}

describe('DJEN HTTP layer', () => {
  it('spaces consecutive requests by at least half a second', async () => {
    const { http, time } = client('oab-variants');
    await http.getPage('/api/v1/comunicacao', QUERY);
    await http.getPage('/api/v1/comunicacao', { ...QUERY, numeroOab: '123456-A' });
    await http.getPage('/api/v1/comunicacao', { ...QUERY, numeroOab: '123456-O' });
    expect(time.sleeps).toEqual([500, 500]);
  });

  it('retries a 500 after a back-off and then reads the answer', async () => {
    const { http, time, fake } = client('server-error-500');
    const page = await http.getPage('/api/v1/comunicacao', QUERY);
    expect(page.items).toHaveLength(1);
    expect(fake.urls).toHaveLength(2);
    expect(time.sleeps).toEqual([1_500]);
  });

  it('waits a minute after a 429 before asking again', async () => {
    const { http, time } = client('rate-limited-429');
    expect((await http.getPage('/api/v1/comunicacao', QUERY)).items).toHaveLength(1);
    expect(time.sleeps).toEqual([60_000]);
  });

  it('a 403 says the server must egress from Brazil, and is fatal for the cycle', async () => {
    const { http, fake } = client('geo-blocked-403');
    await expect(http.getPage('/api/v1/comunicacao', QUERY)).rejects.toMatchObject({
      message: DJEN_MESSAGES.geoBlocked,
      fatal: true,
      status: 403,
    });
    expect(DJEN_MESSAGES.geoBlocked).toContain('Brasil');
    expect(fake.urls).toHaveLength(1);
  });

  it('an HTML page or a broken body is refused with a Portuguese message', async () => {
    await expect(client('html-answer').http.getPage('/api/v1/comunicacao', QUERY)).rejects.toMatchObject({
      message: DJEN_MESSAGES.badAnswer,
      fatal: false,
    });
    await expect(client('garbage').http.getPage('/api/v1/comunicacao', QUERY)).rejects.toMatchObject({
      message: DJEN_MESSAGES.badAnswer,
    });
  });

  it('gives up on a service that keeps failing, after backing off each time', async () => {
    const time = fakeTime();
    let calls = 0;
    const failing = (async () => {
      calls++;
      return new Response('erro', { status: 503 });
    }) as unknown as typeof fetch;
    const http = createDjenHttp({
      baseUrl: 'https://djen.test',
      fetch: failing,
      now: time.now,
      sleep: time.sleep,
      spacingMs: 0,
    });
    await expect(http.getPage('/api/v1/comunicacao', QUERY)).rejects.toThrow('O DJEN está indisponível (HTTP 503)');
    expect(calls).toBe(4);
    expect(time.sleeps).toEqual([1_500, 3_000, 6_000]);
  });

  it('a network failure is retried like a 5xx; a 422 is not retried', async () => {
    const time = fakeTime();
    let calls = 0;
    const flaky = (async () => {
      calls++;
      if (calls === 1) throw new TypeError('fetch failed');
      return new Response('{"status":"error","message":"x"}', { status: 422 });
    }) as unknown as typeof fetch;
    const http = createDjenHttp({ baseUrl: 'https://djen.test', fetch: flaky, now: time.now, sleep: time.sleep });
    await expect(http.getPage('/api/v1/comunicacao', QUERY)).rejects.toThrow(DJEN_MESSAGES.refused(422));
    expect(calls).toBe(2);
  });
});

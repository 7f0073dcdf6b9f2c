import { describe, expect, it } from 'vitest';
import { RegistryError } from '../../../server/company-registry/company-registry.ts';
import { REGISTRY_MESSAGES } from '../../../server/company-registry/minha-receita/minha-receita-errors.ts';
import { createMinhaReceitaRegistry } from '../../../server/company-registry/minha-receita/minha-receita-registry.ts';
import { fakeFetch, recordingsOf, type Recording } from './minha-receita-recordings.ts';

const HOLDING = '45123087000122';
const NOW = Date.UTC(2026, 10, 27, 12);

function registry(recordings: Recording[], options: { prefix?: string; fetch?: typeof fetch } = {}) {
  const fake = fakeFetch(recordings, options.prefix ?? '');
  const sleeps: number[] = [];
  const warnings: string[] = [];
  const instance = createMinhaReceitaRegistry({
    baseUrl: `https://registro.exemplo.test${options.prefix ?? ''}`,
    fetch: options.fetch ?? fake.fetch,
    now: () => NOW,
    sleep: async (ms) => void sleeps.push(ms),
    warn: (_details, message) => void warnings.push(message),
  });
  return { registry: instance, urls: fake.urls, sleeps, warnings };
}

describe('Minha Receita HTTP quirks (fake fetch, fixed clock, instant sleep)', () => {
  it('reads a company and the data date of /updated (asked once per hour, not per company)', async () => {
    const { registry: r, urls } = registry(recordingsOf('holding-with-partners', 'alphanumeric-cnpj', 'updated'));
    const record = await r.company('45.123.087/0001-22');
    expect(record?.legalName).toBe('AURORA PARTICIPACOES E INVESTIMENTOS LTDA');
    expect(record?.dataDate).toBe('2026-10-12');
    await r.company('12.ABC.345/000D-35');
    expect(urls.map((u) => u.pathname)).toEqual([`/${HOLDING}`, '/updated', '/12ABC345000D35']);
  });

  it('404 → null (not found), never an error', async () => {
    const { registry: r } = registry(recordingsOf('not-found-404', 'updated'));
    expect(await r.company('00000001000181')).toBeNull();
  });

  it('429 → waits Retry-After, then answers; past the limit a Portuguese error', async () => {
    const { registry: r, sleeps } = registry(recordingsOf('rate-limited-429', 'updated'));
    expect((await r.company(HOLDING))?.cnpj).toBe(HOLDING);
    expect(sleeps).toEqual([2_000]);
    const always429 = recordingsOf('rate-limited-429').slice(0, 1);
    const limited = registry(always429);
    const error = await limited.registry.company(HOLDING).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RegistryError);
    expect((error as RegistryError).message).toBe(REGISTRY_MESSAGES.rateLimited);
    expect(limited.sleeps).toEqual([2_000, 2_000]);
  });

  it('an HTML page (status 200) → the Portuguese "not the expected data" error', async () => {
    const { registry: r } = registry(recordingsOf('html-answer'));
    await expect(r.company(HOLDING)).rejects.toThrow(REGISTRY_MESSAGES.badAnswer);
  });

  it('garbage JSON or an object without a razão social → the same error', async () => {
    const garbage: Recording = {
      request: { method: 'GET', path: `/${HOLDING}`, query: {} },
      response: { status: 200, headers: { 'content-type': 'application/json' }, body: '{"cnpj": ' },
    };
    await expect(registry([garbage]).registry.company(HOLDING)).rejects.toThrow(REGISTRY_MESSAGES.badAnswer);
    const empty = { ...garbage, response: { ...garbage.response, body: { message: 'ok' } } };
    await expect(registry([empty]).registry.company(HOLDING)).rejects.toThrow(REGISTRY_MESSAGES.badAnswer);
  });

  it('no answer (timeout) → retried with backoff, then "indisponível" in Portuguese', async () => {
    let calls = 0;
    const timingOut = (async () => {
      calls++;
      throw new DOMException('The operation was aborted due to timeout', 'TimeoutError');
    }) as typeof fetch;
    const { registry: r, sleeps } = registry([], { fetch: timingOut });
    await expect(r.company(HOLDING)).rejects.toThrow('está indisponível (sem resposta: tempo de espera esgotado)');
    expect(calls).toBe(3);
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it('BrasilAPI (/api/cnpj/v1): same answer under a prefix; no /updated and no search → null, remembered', async () => {
    const { registry: r, urls } = registry(recordingsOf('holding-with-partners'), { prefix: '/api/cnpj/v1' });
    expect((await r.company(HOLDING))?.dataDate).toBeNull();
    expect(await r.companiesOfPartner('***111222**')).toBeNull();
    expect(await r.companiesOfPartner('***111222**')).toBeNull();
    expect(urls.map((u) => u.pathname)).toEqual([`/api/cnpj/v1/${HOLDING}`, '/api/cnpj/v1/updated', '/api/cnpj/v1/']);
  });

  it('search by partner document (cnpf): whole companies, namesakes of the digits included (the caller tells them apart)', async () => {
    const { registry: r, urls } = registry(recordingsOf('partner-search-masked-cpf', 'updated'));
    const found = await r.companiesOfPartner('***111222**');
    expect(found?.map((c) => c.legalName)).toEqual([
      'AURORA PARTICIPACOES E INVESTIMENTOS LTDA',
      'MOREIRA COMERCIO DE ALIMENTOS LTDA',
      'HOMONIMO SERVICOS LTDA',
    ]);
    expect(urls[0]?.searchParams.get('cnpf')).toBe('***111222**');
    expect(await r.companiesOfPartner(HOLDING)).toEqual([]);
  });
});

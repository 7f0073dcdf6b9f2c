import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Value } from 'typebox/value';
import { fetchTcuCertificate, TCU_MESSAGES } from '../../../server/watchlists/tcu/tcu-certificate.ts';
import { TcuCertificateAnswer, TcuViolations } from '../../../server/watchlists/tcu/tcu-schema.ts';
import { demoRegistries } from '../../../server/watchlists/tcu/demo-tcu-certificate.ts';
import { tcuInstant } from '../../../server/watchlists/tcu/tcu-certificate-view.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`../../fixtures/watchlists/tcu/${name}`, import.meta.url), 'utf8');
const recording = (name: string) =>
  JSON.parse(fixture(name)) as { response: { status: number; headers: Record<string, string>; body: unknown } };

const NOW = Date.parse('2026-09-29T12:00:00Z');

function deps(answers: (() => Response)[]) {
  const waits: number[] = [];
  const urls: string[] = [];
  let call = 0;
  return {
    waits,
    urls,
    options: {
      baseUrl: 'https://tcu.exemplo.test/certidoes',
      pdf: true,
      now: () => NOW,
      sleep: async (ms: number) => void waits.push(ms),
      fetch: (async (input: string | URL | Request) => {
        urls.push(String(input));
        const answer = answers[Math.min(call++, answers.length - 1)];
        if (!answer) throw new Error('no answer');
        return answer();
      }) as typeof fetch,
    },
  };
}

const json = (name: string) => () => {
  const { response } = recording(name);
  return new Response(JSON.stringify(response.body), { status: response.status, headers: response.headers });
};

describe('the TCU consolidated certificate', () => {
  it('the recorded answers still match their schemas (drift fails here)', () => {
    expect(Value.Check(TcuCertificateAnswer, recording('certidao-constam.json').response.body)).toBe(true);
    expect(Value.Check(TcuViolations, recording('412-violacoes.json').response.body)).toBe(true);
  });

  it('maps the four registries, keeps the PDF with its hash, and says when it was fetched', async () => {
    const { options, urls } = deps([json('certidao-constam.json')]);
    const certificate = await fetchTcuCertificate('27.451.893/0001-48', options);
    expect(urls).toEqual(['https://tcu.exemplo.test/certidoes/27451893000148?seEmitirPDF=true']);
    expect(certificate.registries.map((r) => [r.registry, r.listed])).toEqual([
      ['Licitantes Inidôneos', false],
      ['CNIA', false],
      ['CEIS', true],
      ['CNEP', false],
    ]);
    expect(certificate.registries[2]?.note).toMatch(/14\/05\/2027/);
    expect(Buffer.from(certificate.pdf?.bytes ?? []).toString('latin1')).toMatch(/^%PDF-1\.4/);
    expect(certificate.pdf?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(certificate.fetchedAt).toBe('2026-09-29T12:00:00.000Z');
  });

  it('the firewall HTML page is "indisponível", an outage too after its retries; a 412 with violacoes refuses the CNPJ', async () => {
    const html = () =>
      new Response(fixture('firewall.html'), { status: 200, headers: { 'content-type': 'text/html' } });
    await expect(fetchTcuCertificate('27451893000148', deps([html]).options)).rejects.toThrow(TCU_MESSAGES.unavailable);
    const outage = deps([() => new Response('', { status: 503 })]);
    await expect(fetchTcuCertificate('27451893000148', outage.options)).rejects.toThrow(TCU_MESSAGES.unavailable);
    expect(outage.waits).toEqual([1_000, 4_000]);
    const recovered = deps([() => new Response('', { status: 502 }), json('certidao-constam.json')]);
    await expect(fetchTcuCertificate('27451893000148', recovered.options)).resolves.toMatchObject({
      cnpj: '27451893000148',
    });
    await expect(fetchTcuCertificate('27451893000148', deps([json('412-violacoes.json')]).options)).rejects.toThrow(
      TCU_MESSAGES.invalidCnpj,
    );
    await expect(fetchTcuCertificate('123', deps([]).options)).rejects.toThrow(TCU_MESSAGES.invalidCnpj);
  });

  it('the demo reads the demo flags: a CEIS/CNEP sanction in force is listed, an ended one is not; TCU and CNIA never', () => {
    const sanction = (source: 'CEIS' | 'CNEP', endDate: string) =>
      ({
        kind: 'wasPreviouslySanctioned',
        id: `${source}-${endDate}`,
        source,
        reason: 'Fraude em licitação',
        sanctionType: 'Impedimento de licitar e contratar',
        organ: 'Prefeitura Municipal de Campinas',
        startDate: '2021-08-16',
        endDate,
      }) as const;
    const listed = (risks: Parameters<typeof demoRegistries>[0]) =>
      demoRegistries(risks, '2026-11-27').map((r) => [r.registry, r.listed]);
    expect(listed([sanction('CEIS', '9999-12-31'), sanction('CNEP', '2025-01-01')])).toEqual([
      ['Licitantes Inidôneos', false],
      ['CNIA', false],
      ['CEIS', true],
      ['CNEP', false],
    ]);
    expect(demoRegistries([sanction('CEIS', '2027-05-14')], '2026-11-27')[2]?.note).toBe(
      'Impedimento de licitar e contratar — Prefeitura Municipal de Campinas',
    );
    expect(listed([]).every(([, isListed]) => !isListed)).toBe(true);
  });

  it("the TCU's issue time is Brasília time without a zone; a zoned one is kept, garbage dropped", () => {
    expect(tcuInstant('2026-09-29T09:00:00')).toBe('2026-09-29T12:00:00.000Z');
    expect(tcuInstant('2026-09-29T09:00:00Z')).toBe('2026-09-29T09:00:00.000Z');
    expect(tcuInstant('ontem')).toBeNull();
    expect(tcuInstant(null)).toBeNull();
  });
});

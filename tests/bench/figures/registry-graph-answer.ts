import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { completeCnpj } from '../../../src/contract/brazil-document.ts';
import { companyDataConfigFromEnv } from '../../../server/company-registry/company-registry-config.ts';
import { DEMO_HOLDERS, DEMO_ORGS } from '../../../server/demo/demo-users.ts';
import { createTestContext } from '../../server/helpers/test-app.ts';
import { DEMO_USERS } from '../../support/demo-users.ts';
import type { Measurement } from '../lib/budget.ts';
import { percentile } from '../lib/stats.ts';

/**
 * "Graph answer p95 with real-shaped data": the API (in process, in-memory database) with COMPANY_DATA=minhareceita
 * against a local fake register on 127.0.0.1 serving companies shaped like the documented Minha Receita answer —
 * a holding of 30 partners (6 companies with 25 partners each, people also partners elsewhere), analysed once.
 * Each round reads the finished graph 20 times and keeps the p95 (the very first read builds the cached answer).
 */
type Company = Record<string, unknown> & { cnpj: string; qsa: Record<string, unknown>[] };

const TEMPLATE = (
  JSON.parse(
    readFileSync(new URL('../../fixtures/minha-receita/documented-example.json', import.meta.url), 'utf8'),
  ) as { recordings: { response: { body: Company } }[] }
).recordings[0]!.response.body;

const person = (i: number) => ({
  ...TEMPLATE.qsa[0],
  nome_socio: `SOCIO FICTICIO ${i}`,
  cnpj_cpf_do_socio: `***${String(100_000 + i).padStart(6, '0')}**`,
  codigo_qualificacao_socio: [49, 22, 5, 10][i % 4],
});

function world(): Map<string, Company> {
  const companies = new Map<string, Company>();
  const add = (cnpj: string, name: string, qsa: Record<string, unknown>[]) =>
    companies.set(cnpj, { ...TEMPLATE, cnpj, identificador_matriz_filial: 1, razao_social: name, qsa });
  const holding = completeCnpj('700000000001');
  const subsidiaries = Array.from({ length: 6 }, (_, s) => completeCnpj(`700000${10 + s}0001`));
  add(holding, 'HOLDING DE TESTE SA', [
    ...subsidiaries.map((cnpj, s) => ({
      ...TEMPLATE.qsa[0],
      identificador_de_socio: 1,
      nome_socio: `SUBSIDIARIA ${s}`,
      cnpj_cpf_do_socio: cnpj,
      codigo_qualificacao_socio: 22,
    })),
    ...Array.from({ length: 24 }, (_, i) => person(i)),
  ]);
  subsidiaries.forEach((cnpj, s) =>
    add(
      cnpj,
      `SUBSIDIARIA ${s} LTDA`,
      Array.from({ length: 25 }, (_, i) => person(100 + s * 25 + i)).concat(person(s)),
    ),
  );
  return companies;
}

async function startRegister(companies: Map<string, Company>) {
  const all = [...companies.values()];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/updated')
      return json(200, { message: '2026-10-12 é a data de extração dos dados pela Receita Federal.' });
    const cnpf = url.searchParams.get('cnpf');
    if (url.pathname === '/' && cnpf)
      return json(200, { data: all.filter((c) => c.qsa.some((p) => p.cnpj_cpf_do_socio === cnpf)) });
    const company = companies.get(url.pathname.slice(1));
    return company ? json(200, company) : json(404, { message: 'não encontrado' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((r) => server.close(r)),
  };
}

export async function registryGraphAnswerMeasurement(rounds = 5): Promise<Measurement> {
  const companies = world();
  const register = await startRegister(companies);
  const ctx = await createTestContext({
    companyData: companyDataConfigFromEnv({ COMPANY_DATA: 'minhareceita', COMPANY_DATA_BASE_URL: register.url }),
  });
  try {
    const as = DEMO_USERS.basico.email;
    const br = `/v1/business-relationships/organizations/${DEMO_ORGS.moraes}/holder/${DEMO_HOLDERS.moraes}`;
    const p95s: number[] = [];
    let entities = 0;
    const holding = [...companies.keys()][0]!;
    const { rows } = await ctx.db.query<{ id: number }>(
      `INSERT INTO consume_unique_items (organization_id, holder_id, document_number, document_type, document_info) VALUES ($1, $2, $3, 'CNPJ', 'HOLDING DE TESTE SA') RETURNING id`,
      [DEMO_ORGS.moraes, DEMO_HOLDERS.moraes, holding],
    );
    const started = await ctx.post(`${br}/userPlanUserConsumeBusinessRelationshipsSummary/${rows[0]!.id}`, { as });
    await ctx.app.jobs.drain();
    const url = `${br}/userPlanConsumeBusinessRelationshipsSummary/${started.json().register.businessRelationshipsId}/business_relationships`;
    for (let round = 0; round < rounds; round++) {
      const times: number[] = [];
      for (let i = 0; i < 20; i++) {
        const t = performance.now();
        const answer = await ctx.get(url, { as });
        times.push(performance.now() - t);
        entities = answer.json().register.entities.length;
      }
      p95s.push(percentile(times, 95));
    }
    return {
      figure: '11',
      name: `Relationship graph answer p95 with real-shaped register data (${entities} entities, COMPANY_DATA=minhareceita)`,
      unit: 'ms',
      values: p95s,
      budget: { max: 50 },
      note: 'in process (app.inject, in-memory database), a local fake register serving companies shaped like the documented Minha Receita answer; 20 reads per round, the first read of all uncached',
    };
  } finally {
    await ctx.close();
    await register.close();
  }
}

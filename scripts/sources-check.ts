// `npm run sources:check`: a live canary for an operator with network (and a Brazilian IP, which the DJEN requires):
// re-asks the DJEN a small set of questions and compares the answers' shape with the committed fixtures
// (tests/fixtures/djen). Never run by CI or the tests. Exit 0 when the shape holds, 1 on drift, 2 when unreachable.
// SOURCES_CHECK_OAB=123456/SP adds a search by OAB; SOURCES_CHECK_COURT (default TJSP) names the court of the
// window search; DJEN_BASE_URL points elsewhere (the homologation service). The official lists and the TCU certificate
// follow (scripts/watchlists-check.ts; SOURCES_CHECK_LISTS=0 skips them).
// The company register (docs/company-registry.md): one CNPJ (SOURCES_CHECK_CNPJ, default the documented example's)
// from COMPANY_DATA_BASE_URL (default the public Minha Receita), compared with tests/fixtures/minha-receita;
// SOURCES_CHECK_ONLY=registry or =djen runs one of the two.
import { readFileSync } from 'node:fs';
import { diffShapes, isEmptyDiff, shapeOf } from '../server/court-data/djen/answer-shape.ts';
import { schemaDrift } from '../server/court-data/djen/djen-body.ts';
import { DJEN_MESSAGES } from '../server/court-data/djen/djen-errors.ts';
import {
  MinhaReceitaCompanySchema,
  schemaDrift as registryDrift,
} from '../server/company-registry/minha-receita/minha-receita-schema.ts';
import { checkWatchlists } from './watchlists-check.ts';

const BASE = (process.env.DJEN_BASE_URL ?? 'https://comunicaapi.pje.jus.br').replace(/\/+$/, '');
const FIXTURE = JSON.parse(
  readFileSync(new URL('../tests/fixtures/djen/oab-variants.json', import.meta.url), 'utf8'),
) as {
  recordings: { response: { body: { items: unknown[] } } }[];
};
const EXPECTED_ITEM = shapeOf(FIXTURE.recordings[0]?.response.body.items[0]);

const brazilDay = (offsetDays: number): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );

async function ask(path: string, params: Record<string, string>): Promise<unknown> {
  const url = `${BASE}${path}?${new URLSearchParams(params)}`;
  const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(20_000) });
  if (response.status === 403) throw new Error(DJEN_MESSAGES.geoBlocked);
  if (!response.ok) throw new Error(`${url} respondeu ${response.status}`);
  await new Promise((resolve) => setTimeout(resolve, 600));
  return response.json();
}

/** The paths added (+), removed (-) and changed (~) against the fixtures, and the schema's complaints (!). */
function printShapeDiff(diff: ReturnType<typeof diffShapes>, drift: readonly string[]): void {
  for (const line of [
    ...diff.added.map((p) => `  + ${p}`),
    ...diff.removed.map((p) => `  - ${p}`),
    ...diff.changed.map((p) => `  ~ ${p}`),
    ...drift.map((p) => `  ! ${p}`),
  ])
    console.log(line);
}

function report(label: string, answer: unknown): boolean {
  const items = Array.isArray(answer) ? answer : ((answer as { items?: unknown[] })?.items ?? []);
  if (items.length === 0) {
    console.log(`${label}: sem itens para comparar (count=${String((answer as { count?: unknown })?.count)})`);
    return true;
  }
  const diff = diffShapes(EXPECTED_ITEM, shapeOf(items[0]));
  const drift = schemaDrift(items[0]);
  const ok = isEmptyDiff(diff) && drift.length === 0;
  console.log(`${label}: ${ok ? 'formato igual ao das fixtures' : 'FORMATO MUDOU'}`);
  printShapeDiff(diff, drift);
  return ok;
}

async function main(): Promise<number> {
  const window = {
    dataDisponibilizacaoInicio: brazilDay(-3),
    dataDisponibilizacaoFim: brazilDay(-1),
    siglaTribunal: process.env.SOURCES_CHECK_COURT ?? 'TJSP',
  };
  let ok = report(
    'janela por tribunal',
    await ask('/api/v1/comunicacao', { ...window, pagina: '1', itensPorPagina: '5' }),
  );
  // The quirk the adapter works around: still there? (If 100 now works, the adapter keeps asking 50: harmless.)
  const over = (await ask('/api/v1/comunicacao', { ...window, pagina: '1', itensPorPagina: '100' })) as {
    count?: number;
    items?: unknown[];
  };
  console.log(
    `itensPorPagina=100: ${over.items?.length ?? 0} itens com count=${String(over.count)} (esperado: 0 itens com count preenchido)`,
  );
  const oab = process.env.SOURCES_CHECK_OAB?.match(/^(\d+)\/([A-Z]{2})$/);
  if (oab)
    ok =
      report(
        `OAB ${oab[1]}/${oab[2]}`,
        await ask('/api/v1/comunicacao', { numeroOab: oab[1]!, ufOab: oab[2]!, pagina: '1', itensPorPagina: '5' }),
      ) && ok;
  const courts = await ask('/api/v1/comunicacao/tribunal', {});
  console.log(`tribunais: ${Array.isArray(courts) ? `${courts.length} registros` : 'RESPOSTA NÃO É UMA LISTA'}`);
  // The sanctions and PEP lists and the TCU certificate (scripts/watchlists-check.ts); SOURCES_CHECK_LISTS=0 skips them.
  if (process.env.SOURCES_CHECK_LISTS !== '0') ok = (await checkWatchlists()) && ok;
  return ok && Array.isArray(courts) ? 0 : 1;
}

const REGISTRY_BASE = (process.env.COMPANY_DATA_BASE_URL ?? 'https://minhareceita.org').replace(/\/+$/, '');
const REGISTRY_FIXTURE = JSON.parse(
  readFileSync(new URL('../tests/fixtures/minha-receita/documented-example.json', import.meta.url), 'utf8'),
) as { recordings: { response: { body: unknown } }[] };

/** The register: one company's answer against the documented example's shape and the adapter's schema. */
async function checkRegistry(): Promise<number> {
  const cnpj = (process.env.SOURCES_CHECK_CNPJ ?? '33683111000280').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const response = await fetch(`${REGISTRY_BASE}/${cnpj}`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(20_000),
  });
  if (!response.ok) throw new Error(`${REGISTRY_BASE}/${cnpj} respondeu ${response.status}`);
  const body = (await response.json()) as unknown;
  const diff = diffShapes(shapeOf(REGISTRY_FIXTURE.recordings[0]?.response.body), shapeOf(body));
  const drift = registryDrift(MinhaReceitaCompanySchema, body);
  const ok = diff.removed.length === 0 && diff.changed.length === 0 && drift.length === 0;
  console.log(`cadastro de empresas ${cnpj}: ${ok ? 'formato igual ao das fixtures' : 'FORMATO MUDOU'}`);
  printShapeDiff(diff, drift);
  const updated = await fetch(`${REGISTRY_BASE}/updated`, { signal: AbortSignal.timeout(20_000) });
  console.log(
    `/updated: ${updated.ok ? JSON.stringify(await updated.json()) : `HTTP ${updated.status} (BrasilAPI não tem)`}`,
  );
  return ok ? 0 : 1;
}

const only = process.env.SOURCES_CHECK_ONLY;
(only === 'registry' ? Promise.resolve(0) : main()).then(
  async (code) => {
    if (only === 'djen') process.exit(code);
    try {
      process.exit(Math.max(code, await checkRegistry()));
    } catch (error) {
      console.error(
        `Não foi possível consultar o cadastro de empresas: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(2);
    }
  },
  (error: unknown) => {
    console.error(`Não foi possível consultar o DJEN: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);

import { classifyDocumentNumber, normalizeDocument } from '../../src/contract/brazil-document.ts';
import type { CompanyRegistryRecord, RegistryPartner } from '../../src/contract/company-registry.ts';
import { maskCpf, qualificationOf, RELATION_NO_START_DATE } from '../../src/contract/constants/relationships.ts';
import type { EntityId } from '../../src/contract/relationships.ts';
import { addFallback, buildWorld } from '../relationships/seeded-relationship-source.ts';
import type { World } from '../relationships/seeded-world.ts';
import { createRng } from '../seed/prng.ts';
import type { CompanyRegistry } from './company-registry.ts';
import { maskedCpfOf, visibleDigits } from './minha-receita/minha-receita-map.ts';

/** The demo register's "extraction date": fixed, so screens and tests read the same. */
export const DEMO_REGISTRY_DATE = '2026-10-12';

const ACTIVITIES = [
  ['6204-0/00', 'Consultoria em tecnologia da informação'],
  [
    '4930-2/02',
    'Transporte rodoviário de carga, exceto produtos perigosos e mudanças, intermunicipal, interestadual e internacional',
  ],
  ['4120-4/00', 'Construção de edifícios'],
  ['6911-7/01', 'Serviços advocatícios'],
  [
    '4711-3/02',
    'Comércio varejista de mercadorias em geral, com predominância de produtos alimentícios - supermercados',
  ],
  ['6810-2/02', 'Aluguel de imóveis próprios'],
  ['7020-4/00', 'Atividades de consultoria em gestão empresarial, exceto consultoria técnica específica'],
  ['6462-0/00', 'Holdings de instituições não-financeiras'],
] as const;
const NATURES = [
  ['206-2', 'Sociedade Empresária Limitada'],
  ['205-4', 'Sociedade Anônima Fechada'],
  ['204-6', 'Sociedade Anônima Aberta'],
  ['213-5', 'Empresário (Individual)'],
] as const;
const SIZES = [
  ['01', 'MICRO EMPRESA'],
  ['03', 'EMPRESA DE PEQUENO PORTE'],
  ['05', 'DEMAIS'],
] as const;
const PLACES = [
  ['AVENIDA PAULISTA', 'BELA VISTA', 'SAO PAULO', 'SP', '01310100'],
  ['RUA DA ASSEMBLEIA', 'CENTRO', 'RIO DE JANEIRO', 'RJ', '20011000'],
  ['AVENIDA AFONSO PENA', 'CENTRO', 'BELO HORIZONTE', 'MG', '30130001'],
  ['RUA XV DE NOVEMBRO', 'CENTRO', 'CURITIBA', 'PR', '80020310'],
  ['AVENIDA TANCREDO NEVES', 'CAMINHO DAS ARVORES', 'SALVADOR', 'BA', '41820021'],
] as const;

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

const day = (rng: ReturnType<typeof createRng>, from: number, to: number): string =>
  new Date(Date.UTC(rng.int(from, to), rng.int(0, 11), rng.int(1, 28))).toISOString().slice(0, 10);

function partnersOf(world: World, companyId: EntityId): RegistryPartner[] {
  return (world.qsaRows.get(companyId) ?? []).flatMap((row) => {
    const partner = world.entities.get(row.partnerId);
    if (!partner) return [];
    const document =
      partner.kind === 'COMPANY'
        ? partner.documentNumber
        : partner.masked
          ? partner.documentNumber
          : maskCpf(normalizeDocument(partner.documentNumber));
    return [
      {
        type: partner.kind === 'COMPANY' ? 'PJ' : 'PF',
        name: partner.name.toUpperCase(),
        document,
        qualificationCode: row.qualificationCode,
        qualificationName: qualificationOf(row.qualificationCode)?.name ?? `Qualificação ${row.qualificationCode}`,
        enteredOn: row.startDate === RELATION_NO_START_DATE ? null : row.startDate,
        country: null,
        representative: null,
      } satisfies RegistryPartner,
    ];
  });
}

/** The registry fields of a demo company, drawn from its CNPJ (the same on every run); its QSA from the world. */
export function demoRecord(world: World, cnpj: string): CompanyRegistryRecord | null {
  const entity = world.entities.get(`J${cnpj}`);
  if (!entity) return null;
  const rng = createRng(hashOf(`registro-${cnpj}`));
  const closed = rng.chance(0.05);
  const [activityCode, activityName] = rng.pick(ACTIVITIES);
  const [natureCode, natureName] = rng.pick(NATURES);
  const [sizeCode, sizeName] = rng.pick(SIZES);
  const [street, district, city, uf, cep] = rng.pick(PLACES);
  const opened = day(rng, 1975, 2022);
  const secondary = ACTIVITIES.filter(([code]) => code !== activityCode).slice(0, rng.int(0, 2));
  return {
    source: 'DEMO',
    dataDate: DEMO_REGISTRY_DATE,
    cnpj,
    headOffice: cnpj.slice(8, 12) === '0001',
    legalName: entity.name.toUpperCase(),
    tradeName: rng.chance(0.5) ? entity.name.split(' ')[0]!.toUpperCase() : '',
    status: closed
      ? {
          code: 8,
          name: 'BAIXADA',
          since: day(rng, 2023, 2025),
          reasonCode: 1,
          reason: 'EXTINCAO POR ENCERRAMENTO LIQUIDACAO VOLUNTARIA',
        }
      : { code: 2, name: 'ATIVA', since: opened, reasonCode: 0, reason: 'SEM MOTIVO' },
    openedOn: opened,
    mainActivity: { code: activityCode, name: activityName },
    secondaryActivities: secondary.map(([code, name]) => ({ code, name })),
    legalNature: { code: natureCode, name: natureName },
    shareCapital: rng.int(10, 50_000) * 100_000,
    size: { code: sizeCode, name: sizeName },
    address: {
      street,
      number: String(rng.int(1, 3000)),
      complement: rng.chance(0.5) ? `SALA ${rng.int(1, 2000)}` : '',
      district,
      city,
      uf,
      cep,
    },
    phones: [`(11) 3${rng.digits(3)}-${rng.digits(4)}`],
    email: rng.chance(0.6) ? `contato@${cnpj.slice(0, 8).toLowerCase()}.exemplo.com.br` : null,
    partners: partnersOf(world, entity.id),
  };
}

/**
 * The demo register: every company of the seeded world (and, like the seeded provider, any other CNPJ, drawn from the
 * number) with deterministic registry fields, so demo users see registry data too. No network.
 */
export function createDemoCompanyRegistry(): CompanyRegistry {
  let world: World | null = null;
  const get = (): World => (world ??= buildWorld());
  return {
    source: 'DEMO',
    async dataDate() {
      return DEMO_REGISTRY_DATE;
    },
    async company(raw) {
      const cnpj = normalizeDocument(raw);
      if (classifyDocumentNumber(cnpj) !== 'CNPJ') return null;
      const w = get();
      if (!w.entities.has(`J${cnpj}`)) addFallback(w, cnpj);
      return demoRecord(w, cnpj);
    },
    async companiesOfPartner(raw) {
      const w = get();
      const masked = maskedCpfOf(raw);
      const digits = masked ? visibleDigits(masked) : null;
      const ids = masked
        ? [...w.entities.values()]
            .filter(
              (e) =>
                e.kind === 'PERSON' &&
                (e.masked ? visibleDigits(e.documentNumber) : normalizeDocument(e.documentNumber).slice(3, 9)) ===
                  digits,
            )
            .map((e) => e.id)
        : [`J${normalizeDocument(raw)}`];
      const companies = new Set(ids.flatMap((id) => (w.parentRows.get(id) ?? []).map((row) => row.companyId.slice(1))));
      return [...companies].flatMap((cnpj) => demoRecord(w, cnpj) ?? []);
    },
  };
}

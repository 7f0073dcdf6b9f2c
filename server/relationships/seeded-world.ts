import { completeCnpj, completeCpf, formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import {
  maskCpf,
  PEP_GRACE_YEARS,
  PEP_SOURCE_LABEL,
  PROTEST_SOURCE_LABEL,
  RELATION_NO_START_DATE,
  RELATION_OPEN_END_DATE,
  type SanctionSource,
} from '../../src/contract/constants/relationships.ts';
import type { EntityId } from '../../src/contract/relationships.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import type { Rng } from '../seed/prng.ts';
import type { SourceEntity, SourceQsaRow } from './relationship-source.ts';

/** An entity of the seeded provider: who it is, its risks and how its lookups fail (attempts up to failUntil). */
interface WorldEntity extends Omit<SourceEntity, 'qsaCount' | 'relationsCount'> {
  risks: RiskEntry[];
  failUntil: number;
  failReason: 'error' | 'timeout';
}

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The provider's data, indexed both ways (a company's QSA, the companies where an entity is a partner). */
export class World {
  readonly entities = new Map<EntityId, WorldEntity>();
  readonly qsaRows = new Map<EntityId, SourceQsaRow[]>();
  readonly parentRows = new Map<EntityId, SourceQsaRow[]>();
  readonly byDocument = new Map<string, EntityId>();
  private nextQsaId = 1;

  add(entity: WorldEntity): WorldEntity {
    const existing = this.entities.get(entity.id);
    if (existing) return existing;
    this.entities.set(entity.id, entity);
    if (!entity.masked) this.byDocument.set(entity.documentNumber.replace(/[^0-9A-Z]/g, ''), entity.id);
    return entity;
  }

  /** partner is in company's QSA with the Receita's code, from start to end ('0001-01-01' / '9999-12-31' sentinels). */
  tie(
    company: WorldEntity,
    partner: WorldEntity,
    code: number,
    startDate: string,
    endDate: string = RELATION_OPEN_END_DATE,
  ): void {
    const rows = this.qsaRows.get(company.id) ?? [];
    if (rows.some((row) => row.partnerId === partner.id)) return;
    const row: SourceQsaRow = {
      qsaId: this.nextQsaId++,
      companyId: company.id,
      partnerId: partner.id,
      qualificationCode: code,
      startDate,
      endDate,
    };
    rows.push(row);
    this.qsaRows.set(company.id, rows);
    this.parentRows.set(partner.id, [...(this.parentRows.get(partner.id) ?? []), row]);
  }

  describe(id: EntityId): SourceEntity | null {
    const entity = this.entities.get(id);
    if (!entity) return null;
    const { risks: _risks, failUntil: _failUntil, failReason: _failReason, ...rest } = entity;
    return {
      ...rest,
      qsaCount: this.qsaRows.get(id)?.length ?? 0,
      relationsCount: this.parentRows.get(id)?.length ?? 0,
    };
  }
}

interface Extra {
  risks?: RiskEntry[];
  failUntil?: number;
  failReason?: 'error' | 'timeout';
}

export function companyEntity(cnpj: string, name: string, extra: Extra = {}): WorldEntity {
  return {
    id: `J${cnpj}`,
    kind: 'COMPANY',
    name,
    documentNumber: formatDocumentNumber(cnpj),
    documentType: 'CNPJ',
    masked: false,
    risks: extra.risks ?? [],
    failUntil: extra.failUntil ?? 0,
    failReason: extra.failReason ?? 'error',
  };
}

/** A person: known = the source has the whole CPF (id F…); otherwise masked as in the open data (id M…). */
export function personEntity(cpf: string, name: string, known: boolean, extra: Extra = {}): WorldEntity {
  let hash = 2_166_136_261;
  for (const char of `${cpf}${name}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  const id = known ? `F${cpf}` : `M${cpf.slice(3, 9)}${hash.toString(16).toUpperCase().padStart(8, '0')}`;
  return {
    id,
    kind: 'PERSON',
    name,
    documentNumber: known ? formatDocumentNumber(cpf) : maskCpf(cpf),
    documentType: 'CPF',
    masked: !known,
    risks: extra.risks ?? [],
    failUntil: extra.failUntil ?? 0,
    failReason: extra.failReason ?? 'error',
  };
}

export const randomCnpj = (rng: Rng, alphanumeric = false): string =>
  completeCnpj(
    `${alphanumeric ? Array.from({ length: 8 }, () => rng.pick([...ALNUM])).join('') : rng.digits(8)}${rng.chance(0.85) ? '0001' : rng.digits(4)}`,
  );
export const randomCpf = (rng: Rng): string => completeCpf(rng.digits(9));

/** A day between `from` and `to` years. */
function randomDay(rng: Rng, from: number, to: number): string {
  const day = new Date(Date.UTC(rng.int(from, to), rng.int(0, 11), rng.int(1, 28)));
  return day.toISOString().slice(0, 10);
}

/** Start of a tie: 1 in 12 rows comes with the source's "no date" (year 0001). */
export const tieStart = (rng: Rng): string =>
  rng.chance(1 / 12) ? RELATION_NO_START_DATE : randomDay(rng, 1994, 2025);

const addYears = (day: string, years: number): string => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;

const TABELIONATOS = [
  { tabelionato: '1º Tabelião de Protesto de Letras e Títulos', city: 'São Paulo', uf: 'SP' },
  { tabelionato: '3º Tabelião de Protesto de Letras e Títulos', city: 'São Paulo', uf: 'SP' },
  { tabelionato: 'Tabelionato de Protesto de Títulos', city: 'Campinas', uf: 'SP' },
  { tabelionato: '2º Ofício de Protesto de Títulos', city: 'Rio de Janeiro', uf: 'RJ' },
  { tabelionato: 'Cartório do 1º Ofício de Protesto', city: 'Belo Horizonte', uf: 'MG' },
  { tabelionato: 'Tabelionato de Protestos de Títulos', city: 'Curitiba', uf: 'PR' },
  { tabelionato: 'Cartório de Protesto de Títulos', city: 'Salvador', uf: 'BA' },
] as const;

export function protest(rng: Rng, id: string): RiskEntry {
  return {
    kind: 'Protesto',
    id,
    date: randomDay(rng, 2019, 2026),
    location: { ...rng.pick(TABELIONATOS) },
    amount: rng.int(1, 4),
    value: rng.int(80_000, 25_000_000),
    source: PROTEST_SOURCE_LABEL,
  };
}

/** PEP: endDate open (in office) gives no grace end; otherwise the grace ends PEP_GRACE_YEARS later. */
export function pep(
  id: string,
  position: string,
  organ: string,
  startDate: string,
  endDate: string = RELATION_OPEN_END_DATE,
): RiskEntry {
  const open = endDate === RELATION_OPEN_END_DATE;
  return {
    kind: 'PEPOccurence',
    id,
    position,
    organ,
    startDate,
    endDate,
    graceEndDate: open ? null : addYears(endDate, PEP_GRACE_YEARS),
    source: PEP_SOURCE_LABEL,
  };
}

export function sanction(
  id: string,
  source: SanctionSource,
  reason: string,
  sanctionType: string,
  organ: string,
  startDate: string,
  endDate: string,
): RiskEntry {
  return { kind: 'wasPreviouslySanctioned', id, source, reason, sanctionType, organ, startDate, endDate };
}

export function presentOnSource(id: string, source: SanctionSource, since: string, detail: string): RiskEntry {
  return { kind: 'IsCurrentlyPresentOnSource', id, source, since, detail };
}

const PEP_POSITIONS = [
  ['Prefeito', 'Prefeitura Municipal de Ribeirão Preto'],
  ['Vereador', 'Câmara Municipal de Santos'],
  ['Secretário Estadual de Fazenda', 'Governo do Estado de Goiás'],
  ['Deputado Estadual', 'Assembleia Legislativa de Minas Gerais'],
  ['Diretor Financeiro', 'Companhia de Saneamento Básico do Estado de São Paulo'],
] as const;
const SANCTIONS = [
  ['CEIS', 'Fraude em licitação', 'Impedimento de licitar e contratar', 'Prefeitura Municipal de Sorocaba'],
  ['CNEP', 'Ato lesivo à administração pública (Lei 12.846/2013)', 'Multa', 'Controladoria-Geral da União'],
  [
    'CEPIM',
    'Prestação de contas de convênio não aprovada',
    'Impedimento de receber transferências',
    'Ministério da Saúde',
  ],
  ['CEAF', 'Improbidade administrativa', 'Demissão', 'Ministério da Economia'],
  ['OFAC', 'Lavagem de dinheiro', 'Inclusão na lista SDN', 'U.S. Department of the Treasury'],
  ['UN', 'Financiamento de atividades sancionadas', 'Congelamento de bens', 'Conselho de Segurança da ONU'],
] as const;

/** Risks of an ordinary generated entity: most have none. */
export function randomRisks(rng: Rng, key: string, kind: 'COMPANY' | 'PERSON'): RiskEntry[] {
  const risks: RiskEntry[] = [];
  if (kind === 'COMPANY' && rng.chance(0.06)) risks.push(protest(rng, `${key}-p1`));
  if (kind === 'PERSON' && rng.chance(0.015)) {
    const [position, organ] = rng.pick(PEP_POSITIONS);
    const start = randomDay(rng, 2008, 2020);
    risks.push(
      pep(`${key}-pep`, position, organ, start, rng.chance(0.5) ? RELATION_OPEN_END_DATE : randomDay(rng, 2021, 2024)),
    );
  }
  if (rng.chance(0.012)) {
    const [source, reason, type, organ] = rng.pick(SANCTIONS);
    const start = randomDay(rng, 2012, 2023);
    risks.push(
      sanction(
        `${key}-s`,
        source,
        reason,
        type,
        organ,
        start,
        rng.chance(0.5) ? randomDay(rng, 2024, 2026) : RELATION_OPEN_END_DATE,
      ),
    );
    if (rng.chance(0.4)) risks.push(presentOnSource(`${key}-src`, source, start, `${reason} — ${type}`));
  }
  return risks;
}

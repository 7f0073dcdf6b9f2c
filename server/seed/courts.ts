/** Real Brazilian courts with their CNJ J.TR segments, and the places and units their processes come from. */
export type JusticeBranch = 'STATE' | 'LABOUR' | 'FEDERAL' | 'SUPERIOR';

export interface SeedCourt {
  /** J.TR as it appears in the process number. */
  code: string;
  justice: string;
  tr: string;
  acronym: string;
  name: string;
  state: string | null;
  region: string;
  branch: JusticeBranch;
  /** Seat cities with their 4-digit origin codes (OOOO). */
  origins: readonly { city: string; code: string }[];
  /** Relative share of processes. */
  weight: number;
}

export const SEED_COURTS: readonly SeedCourt[] = [
  {
    code: '8.26',
    justice: '8',
    tr: '26',
    acronym: 'TJSP',
    name: 'Tribunal de Justiça do Estado de São Paulo',
    state: 'SP',
    region: 'Sudeste',
    branch: 'STATE',
    weight: 30,
    origins: [
      { city: 'São Paulo', code: '0100' },
      { city: 'Campinas', code: '0114' },
      { city: 'Santos', code: '0562' },
      { city: 'Ribeirão Preto', code: '0506' },
      { city: 'Guarulhos', code: '0224' },
    ],
  },
  {
    code: '8.19',
    justice: '8',
    tr: '19',
    acronym: 'TJRJ',
    name: 'Tribunal de Justiça do Estado do Rio de Janeiro',
    state: 'RJ',
    region: 'Sudeste',
    branch: 'STATE',
    weight: 12,
    origins: [
      { city: 'Rio de Janeiro', code: '0001' },
      { city: 'Niterói', code: '0002' },
      { city: 'Duque de Caxias', code: '0021' },
    ],
  },
  {
    code: '8.13',
    justice: '8',
    tr: '13',
    acronym: 'TJMG',
    name: 'Tribunal de Justiça do Estado de Minas Gerais',
    state: 'MG',
    region: 'Sudeste',
    branch: 'STATE',
    weight: 10,
    origins: [
      { city: 'Belo Horizonte', code: '0024' },
      { city: 'Uberlândia', code: '0702' },
      { city: 'Contagem', code: '0079' },
    ],
  },
  {
    code: '8.21',
    justice: '8',
    tr: '21',
    acronym: 'TJRS',
    name: 'Tribunal de Justiça do Estado do Rio Grande do Sul',
    state: 'RS',
    region: 'Sul',
    branch: 'STATE',
    weight: 6,
    origins: [
      { city: 'Porto Alegre', code: '0001' },
      { city: 'Caxias do Sul', code: '0010' },
    ],
  },
  {
    code: '8.16',
    justice: '8',
    tr: '16',
    acronym: 'TJPR',
    name: 'Tribunal de Justiça do Estado do Paraná',
    state: 'PR',
    region: 'Sul',
    branch: 'STATE',
    weight: 5,
    origins: [
      { city: 'Curitiba', code: '0001' },
      { city: 'Londrina', code: '0014' },
    ],
  },
  {
    code: '8.05',
    justice: '8',
    tr: '05',
    acronym: 'TJBA',
    name: 'Tribunal de Justiça do Estado da Bahia',
    state: 'BA',
    region: 'Nordeste',
    branch: 'STATE',
    weight: 4,
    origins: [
      { city: 'Salvador', code: '0001' },
      { city: 'Feira de Santana', code: '0080' },
    ],
  },
  {
    code: '8.07',
    justice: '8',
    tr: '07',
    acronym: 'TJDFT',
    name: 'Tribunal de Justiça do Distrito Federal e dos Territórios',
    state: 'DF',
    region: 'Centro-Oeste',
    branch: 'STATE',
    weight: 3,
    origins: [
      { city: 'Brasília', code: '0001' },
      { city: 'Taguatinga', code: '0007' },
    ],
  },
  {
    code: '5.02',
    justice: '5',
    tr: '02',
    acronym: 'TRT2',
    name: 'Tribunal Regional do Trabalho da 2ª Região',
    state: 'SP',
    region: 'Sudeste',
    branch: 'LABOUR',
    weight: 9,
    origins: [
      { city: 'São Paulo', code: '0001' },
      { city: 'São Paulo', code: '0032' },
      { city: 'Guarulhos', code: '0311' },
    ],
  },
  {
    code: '5.15',
    justice: '5',
    tr: '15',
    acronym: 'TRT15',
    name: 'Tribunal Regional do Trabalho da 15ª Região',
    state: 'SP',
    region: 'Sudeste',
    branch: 'LABOUR',
    weight: 5,
    origins: [
      { city: 'Campinas', code: '0001' },
      { city: 'Ribeirão Preto', code: '0004' },
      { city: 'Sorocaba', code: '0003' },
    ],
  },
  {
    code: '5.01',
    justice: '5',
    tr: '01',
    acronym: 'TRT1',
    name: 'Tribunal Regional do Trabalho da 1ª Região',
    state: 'RJ',
    region: 'Sudeste',
    branch: 'LABOUR',
    weight: 4,
    origins: [
      { city: 'Rio de Janeiro', code: '0001' },
      { city: 'Rio de Janeiro', code: '0045' },
    ],
  },
  {
    code: '5.03',
    justice: '5',
    tr: '03',
    acronym: 'TRT3',
    name: 'Tribunal Regional do Trabalho da 3ª Região',
    state: 'MG',
    region: 'Sudeste',
    branch: 'LABOUR',
    weight: 3,
    origins: [
      { city: 'Belo Horizonte', code: '0001' },
      { city: 'Betim', code: '0026' },
    ],
  },
  {
    code: '4.03',
    justice: '4',
    tr: '03',
    acronym: 'TRF3',
    name: 'Tribunal Regional Federal da 3ª Região',
    state: 'SP',
    region: 'Sudeste',
    branch: 'FEDERAL',
    weight: 4,
    origins: [
      { city: 'São Paulo', code: '6100' },
      { city: 'São Paulo', code: '6182' },
      { city: 'Campinas', code: '6105' },
    ],
  },
  {
    code: '4.01',
    justice: '4',
    tr: '01',
    acronym: 'TRF1',
    name: 'Tribunal Regional Federal da 1ª Região',
    state: 'DF',
    region: 'Centro-Oeste',
    branch: 'FEDERAL',
    weight: 2,
    origins: [
      { city: 'Brasília', code: '3400' },
      { city: 'Belo Horizonte', code: '3800' },
    ],
  },
  {
    code: '4.02',
    justice: '4',
    tr: '02',
    acronym: 'TRF2',
    name: 'Tribunal Regional Federal da 2ª Região',
    state: 'RJ',
    region: 'Sudeste',
    branch: 'FEDERAL',
    weight: 2,
    origins: [{ city: 'Rio de Janeiro', code: '5101' }],
  },
  {
    code: '4.04',
    justice: '4',
    tr: '04',
    acronym: 'TRF4',
    name: 'Tribunal Regional Federal da 4ª Região',
    state: 'RS',
    region: 'Sul',
    branch: 'FEDERAL',
    weight: 2,
    origins: [
      { city: 'Porto Alegre', code: '7100' },
      { city: 'Curitiba', code: '7000' },
    ],
  },
  {
    code: '3.00',
    justice: '3',
    tr: '00',
    acronym: 'STJ',
    name: 'Superior Tribunal de Justiça',
    state: null,
    region: 'Nacional',
    branch: 'SUPERIOR',
    weight: 1,
    origins: [{ city: 'Brasília', code: '0000' }],
  },
];

/** Picks by weight with one PRNG draw. */
export function weightedPick<T extends { weight: number }>(items: readonly T[], draw: number): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let target = draw * total;
  for (const item of items) {
    target -= item.weight;
    if (target < 0) return item;
  }
  return items[items.length - 1] as T;
}

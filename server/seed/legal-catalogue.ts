import type { JusticeBranch } from './courts.ts';

/**
 * CNJ-style procedural classes (Tabelas Processuais Unificadas), grouped by the branch that hears them,
 * with the subjects, party functions and typical values (centavos) that make the data look real.
 */
export interface SeedClass {
  name: string;
  branches: readonly JusticeBranch[];
  subjects: readonly string[];
  /** Function names of the active and the passive side. */
  authorFunction: string;
  defendantFunction: string;
  /** Whether the author is usually a company (bank, tax authority) rather than a person. */
  authorIsCompany: number;
  defendantIsCompany: number;
  /** Range of the cause value in reais; centavos are added by the generator. */
  valueRange: readonly [number, number];
  /** A court unit template; {n} is a unit number, {city} the seat. */
  organ: string;
  weight: number;
}

export const SEED_CLASSES: readonly SeedClass[] = [
  {
    name: 'Procedimento Comum Cível',
    branches: ['STATE', 'FEDERAL'],
    authorFunction: 'Autor',
    defendantFunction: 'Réu',
    authorIsCompany: 0.3,
    defendantIsCompany: 0.6,
    subjects: [
      'Indenização por Dano Moral',
      'Indenização por Dano Material',
      'Inadimplemento',
      'Rescisão do contrato e devolução do dinheiro',
      'Contratos Bancários',
      'Planos de Saúde',
    ],
    valueRange: [5_000, 800_000],
    organ: '{n}ª Vara Cível',
    weight: 30,
  },
  {
    name: 'Execução de Título Extrajudicial',
    branches: ['STATE'],
    authorFunction: 'Exequente',
    defendantFunction: 'Executado',
    authorIsCompany: 0.85,
    defendantIsCompany: 0.4,
    subjects: ['Cédula de Crédito Bancário', 'Cheque', 'Nota Promissória', 'Duplicata', 'Contratos Bancários'],
    valueRange: [10_000, 2_500_000],
    organ: '{n}ª Vara Cível',
    weight: 14,
  },
  {
    name: 'Procedimento do Juizado Especial Cível',
    branches: ['STATE'],
    authorFunction: 'Requerente',
    defendantFunction: 'Requerido',
    authorIsCompany: 0.05,
    defendantIsCompany: 0.8,
    subjects: [
      'Indenização por Dano Moral',
      'Práticas Abusivas',
      'Fornecimento de Energia Elétrica',
      'Telefonia',
      'Transporte Aéreo',
    ],
    valueRange: [1_000, 56_000],
    organ: '{n}ª Vara do Juizado Especial Cível',
    weight: 10,
  },
  {
    name: 'Monitória',
    branches: ['STATE'],
    authorFunction: 'Autor',
    defendantFunction: 'Réu',
    authorIsCompany: 0.8,
    defendantIsCompany: 0.5,
    subjects: ['Cheque', 'Prestação de Serviços', 'Compra e Venda'],
    valueRange: [3_000, 400_000],
    organ: '{n}ª Vara Cível',
    weight: 5,
  },
  {
    name: 'Busca e Apreensão em Alienação Fiduciária',
    branches: ['STATE'],
    authorFunction: 'Autor',
    defendantFunction: 'Réu',
    authorIsCompany: 1,
    defendantIsCompany: 0.1,
    subjects: ['Alienação Fiduciária'],
    valueRange: [15_000, 250_000],
    organ: '{n}ª Vara Cível',
    weight: 4,
  },
  {
    name: 'Ação Penal - Procedimento Ordinário',
    branches: ['STATE', 'FEDERAL'],
    authorFunction: 'Autor',
    defendantFunction: 'Réu',
    authorIsCompany: 1,
    defendantIsCompany: 0,
    subjects: [
      'Estelionato',
      'Furto Qualificado',
      'Crimes contra a Ordem Tributária',
      'Lavagem ou Ocultação de Bens, Direitos ou Valores',
      'Apropriação indébita',
    ],
    valueRange: [0, 0],
    organ: '{n}ª Vara Criminal',
    weight: 4,
  },
  {
    name: 'Execução Fiscal',
    branches: ['STATE', 'FEDERAL'],
    authorFunction: 'Exequente',
    defendantFunction: 'Executado',
    authorIsCompany: 1,
    defendantIsCompany: 0.75,
    subjects: [
      'Dívida Ativa (Execução Fiscal)',
      'ICMS/ Imposto sobre Circulação de Mercadorias',
      'IPTU/ Imposto Predial e Territorial Urbano',
      'Contribuições Previdenciárias',
      'Multas e demais Sanções',
    ],
    valueRange: [2_000, 5_000_000],
    organ: '{n}ª Vara de Execuções Fiscais',
    weight: 10,
  },
  {
    name: 'Mandado de Segurança Cível',
    branches: ['FEDERAL', 'STATE'],
    authorFunction: 'Impetrante',
    defendantFunction: 'Impetrado',
    authorIsCompany: 0.7,
    defendantIsCompany: 1,
    subjects: ['PIS', 'COFINS', 'Licitações', 'Concurso Público / Edital'],
    valueRange: [1_000, 300_000],
    organ: '{n}ª Vara Federal Cível',
    weight: 4,
  },
  {
    name: 'Ação Trabalhista - Rito Ordinário',
    branches: ['LABOUR'],
    authorFunction: 'Reclamante',
    defendantFunction: 'Reclamado',
    authorIsCompany: 0,
    defendantIsCompany: 0.95,
    subjects: [
      'Horas Extras',
      'Verbas Rescisórias',
      'Adicional de Insalubridade',
      'Rescisão Indireta',
      'FGTS',
      'Reconhecimento de Relação de Emprego',
    ],
    valueRange: [40_001, 900_000],
    organ: '{n}ª Vara do Trabalho',
    weight: 16,
  },
  {
    name: 'Ação Trabalhista - Rito Sumaríssimo',
    branches: ['LABOUR'],
    authorFunction: 'Reclamante',
    defendantFunction: 'Reclamado',
    authorIsCompany: 0,
    defendantIsCompany: 0.95,
    subjects: ['Verbas Rescisórias', 'Multa do Artigo 477 da CLT', 'Aviso Prévio', 'Férias'],
    valueRange: [2_000, 40_000],
    organ: '{n}ª Vara do Trabalho',
    weight: 8,
  },
  {
    name: 'Recurso Especial',
    branches: ['SUPERIOR'],
    authorFunction: 'Recorrente',
    defendantFunction: 'Recorrido',
    authorIsCompany: 0.6,
    defendantIsCompany: 0.5,
    subjects: ['Contratos Bancários', 'Indenização por Dano Moral', 'Responsabilidade Civil'],
    valueRange: [20_000, 3_000_000],
    organ: '{n}ª Turma',
    weight: 3,
  },
  {
    name: 'Agravo em Recurso Especial',
    branches: ['SUPERIOR'],
    authorFunction: 'Agravante',
    defendantFunction: 'Agravado',
    authorIsCompany: 0.6,
    defendantIsCompany: 0.5,
    subjects: ['Contratos Bancários', 'Obrigações', 'Planos de Saúde'],
    valueRange: [20_000, 1_000_000],
    organ: '{n}ª Turma',
    weight: 2,
  },
];

/** Movement classes in the order a process usually goes through them; texts are what courts publish. */
export const OPENING_MOVEMENT = { class: 'Distribuição', text: 'Distribuído por sorteio' };

export const MIDDLE_MOVEMENTS: readonly { class: string; text: string }[] = [
  { class: 'Juntada', text: 'Juntada de petição' },
  { class: 'Juntada', text: 'Juntada de procuração' },
  { class: 'Juntada', text: 'Juntada de Aviso de Recebimento (AR) positivo' },
  { class: 'Conclusão', text: 'Conclusos para decisão' },
  { class: 'Conclusão', text: 'Conclusos para despacho' },
  { class: 'Despacho', text: 'Mero expediente' },
  { class: 'Decisão', text: 'Decisão interlocutória proferida' },
  { class: 'Expedição de documento', text: 'Expedição de mandado de citação' },
  { class: 'Publicação', text: 'Publicado no Diário da Justiça Eletrônico' },
  { class: 'Audiência', text: 'Audiência de conciliação designada' },
  { class: 'Audiência', text: 'Audiência de instrução e julgamento realizada' },
  { class: 'Citação', text: 'Citação realizada' },
  { class: 'Prazo', text: 'Decorrido prazo sem manifestação' },
];

export const CLOSING_MOVEMENTS: readonly { class: string; text: string }[] = [
  { class: 'Sentença', text: 'Sentença proferida: julgado procedente o pedido' },
  { class: 'Sentença', text: 'Sentença proferida: julgado improcedente o pedido' },
  { class: 'Sentença', text: 'Homologada a transação' },
  { class: 'Trânsito em julgado', text: 'Transitado em julgado' },
  { class: 'Arquivamento', text: 'Arquivado definitivamente' },
];

/**
 * What a party on a side is called in a class (labour courts: Reclamante/Reclamado; executions:
 * Exequente/Executado…), so a party added to an existing process uses the court's vocabulary.
 */
export function partFunction(className: string, side: 'AUTHOR' | 'DEFENDANT'): string {
  const klass = SEED_CLASSES.find((candidate) => candidate.name === className);
  if (side === 'AUTHOR') return klass?.authorFunction ?? 'Autor';
  return klass?.defendantFunction ?? 'Réu';
}

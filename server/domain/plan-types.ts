import type { PlanTypeList } from '../../src/contract/plans.ts';

/** The plan-type catalogue (spec §9): Consulta and Monitoria have balances; Pausa only appears in activities. */
export const PLAN_TYPE_CATALOGUE: PlanTypeList = [
  {
    type: 'Consulta',
    label: 'Consulta',
    description: 'Pesquisa avulsa de um CPF ou CNPJ: processos, riscos e relacionamentos na data da consulta.',
    activityOnly: false,
  },
  {
    type: 'Monitoria',
    label: 'Monitoria',
    description: 'Acompanhamento contínuo de um CPF ou CNPJ, com notificação de novos processos e movimentações.',
    activityOnly: false,
  },
  {
    type: 'Pausa',
    label: 'Pausa',
    description: 'Monitoria suspensa por 30, 60 ou 90 dias; não consome saldo enquanto estiver pausada.',
    activityOnly: true,
  },
];

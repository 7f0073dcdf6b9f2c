import type { PlanTypeList } from '../../src/contract/plans.ts';

/** The plan-type catalogue (docs/product.md#plan-and-notification-types): Consulta, Monitoria and the analysis plans have balances; Pausa only appears in activities. */
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
  {
    type: 'AnaliseBasica',
    label: 'Análise básica',
    description: 'Análise de risco de um documento: resumo por categoria, variação, lista de processos e gráficos.',
    activityOnly: false,
  },
  {
    type: 'AnalisePremium',
    label: 'Análise premium',
    description: 'Tudo o que a análise básica inclui, mais o relatório em PDF para download.',
    activityOnly: false,
  },
];

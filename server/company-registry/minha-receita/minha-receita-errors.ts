import { RegistryError } from '../company-registry.ts';

/** What can go wrong asking the register, each in the Portuguese an analyst or an admin reads. */
export const REGISTRY_MESSAGES = {
  badAnswer:
    'O cadastro de empresas (Minha Receita) respondeu algo que não são os dados esperados (uma página HTML ou ' +
    'conteúdo inválido). Nada foi gravado desta consulta; tente de novo mais tarde.',
  rateLimited:
    'O cadastro de empresas (Minha Receita) limitou as consultas (HTTP 429) mesmo depois de esperar. Tente de novo ' +
    'em alguns minutos.',
  unavailable: (detail: string) =>
    `O cadastro de empresas (Minha Receita) está indisponível (${detail}) depois de novas tentativas. Tente de novo mais tarde.`,
  refused: (status: number) =>
    `O cadastro de empresas (Minha Receita) recusou a consulta (HTTP ${status}). Confira o CNPJ e o endereço configurado em COMPANY_DATA_BASE_URL.`,
} as const;

export const badAnswer = (status: number | null = 200): RegistryError =>
  new RegistryError(REGISTRY_MESSAGES.badAnswer, status);

import type { CompanyDataMode } from '../../src/contract/constants/company-registry.ts';

/**
 * Where company data comes from, read from the environment in this one place (docs/company-registry.md):
 * - COMPANY_DATA: `demo` (default: the seeded world, no network) or `minhareceita` (the Receita's open data served by
 *   Minha Receita; BrasilAPI's /api/cnpj/v1 answers the same);
 * - COMPANY_DATA_BASE_URL: the service (default the public minhareceita.org; a firm points it at its own instance).
 */
export interface CompanyDataConfig {
  mode: CompanyDataMode;
  baseUrl: string;
}

export const DEFAULT_COMPANY_DATA_BASE_URL = 'https://minhareceita.org';

export const DEMO_COMPANY_DATA: CompanyDataConfig = { mode: 'demo', baseUrl: DEFAULT_COMPANY_DATA_BASE_URL };

/** The configuration, or an error listing every problem found (in Portuguese, for whoever starts the server). */
export function companyDataConfigFromEnv(env: NodeJS.ProcessEnv): CompanyDataConfig {
  const problems: string[] = [];
  const rawMode = (env.COMPANY_DATA ?? '').trim() || 'demo';
  if (rawMode !== 'demo' && rawMode !== 'minhareceita')
    problems.push(`COMPANY_DATA deve ser "demo" ou "minhareceita" (recebido: "${rawMode}").`);
  const baseUrl = (env.COMPANY_DATA_BASE_URL ?? '').trim() || DEFAULT_COMPANY_DATA_BASE_URL;
  try {
    const url = new URL(baseUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('protocolo');
    if (url.search || url.hash) throw new Error('consulta');
  } catch {
    problems.push(`COMPANY_DATA_BASE_URL deve ser um endereço http(s) sem parâmetros (recebido: "${baseUrl}").`);
  }
  if (problems.length > 0)
    throw new Error(`Configuração do cadastro de empresas inválida:\n- ${problems.join('\n- ')}`);
  return { mode: rawMode === 'minhareceita' ? 'minhareceita' : 'demo', baseUrl };
}

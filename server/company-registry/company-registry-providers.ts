import { REAL_DEPS, type CourtDataDeps } from '../court-data/court-data-providers.ts';
import type { CompanyRegistry } from './company-registry.ts';
import type { CompanyDataConfig } from './company-registry-config.ts';
import { createDemoCompanyRegistry } from './demo-company-registry.ts';
import { createMinhaReceitaRegistry } from './minha-receita/minha-receita-registry.ts';

/** What the adapter may do to the outside world (the court data's: fetch, clock, sleep); tests hand in fakes. */
export type CompanyDataDeps = CourtDataDeps;

/** The register the configuration asks for. */
export function createCompanyRegistry(
  config: CompanyDataConfig,
  deps: CompanyDataDeps = REAL_DEPS,
  warn?: (details: Record<string, unknown>, message: string) => void,
): CompanyRegistry {
  if (config.mode === 'minhareceita')
    return createMinhaReceitaRegistry({ baseUrl: config.baseUrl, ...deps, ...(warn ? { warn } : {}) });
  return createDemoCompanyRegistry();
}

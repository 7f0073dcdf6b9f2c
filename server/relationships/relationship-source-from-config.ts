import type { CompanyDataConfig } from '../company-registry/company-registry-config.ts';
import { createCompanyRegistry, type CompanyDataDeps } from '../company-registry/company-registry-providers.ts';
import { createDemoCompanyRegistry } from '../company-registry/demo-company-registry.ts';
import { REAL_DEPS } from '../court-data/court-data-providers.ts';
import { createDemoRiskLookup } from './demo-risk-lookup.ts';
import { createRegistryRelationshipSource } from './registry-relationship-source.ts';
import type { RelationshipSource } from './relationship-source.ts';
import type { RiskLookup } from './risk-lookup.ts';
import { createSeededRelationshipSource } from './seeded-relationship-source.ts';
import { withRegistryRecords } from './with-registry-records.ts';
import { withRiskLookup } from '../watchlists/official-risk-lookup.ts';
import { withRegistryOutcomes, type RecordRegistryOutcome } from '../company-registry/registry-outcomes.ts';

export interface SourceWiring {
  /** The watchlists' lookup (WATCHLISTS=official); default the demo world's own risks. */
  riskLookup?: RiskLookup;
  deps?: CompanyDataDeps;
  warn?: (details: Record<string, unknown>, message: string) => void;
  /** Told how the real register's calls end (the "Fontes de dados" status); the demo register cannot fail. */
  recordOutcome?: RecordRegistryOutcome;
}

/**
 * The relationship source COMPANY_DATA asks for: `demo` keeps the seeded provider (its graphs, risks and protests
 * unchanged) with the demo register's records on its companies; `minhareceita` builds the graph from the real
 * register and takes risks from the RiskLookup (no protest source: the screen says so). A RiskLookup given in demo
 * mode (the official lists) replaces the demo world's risks.
 */
export function relationshipSourceFromConfig(config: CompanyDataConfig, wiring: SourceWiring = {}): RelationshipSource {
  if (config.mode === 'demo') {
    const demo = withRegistryRecords(createSeededRelationshipSource(), createDemoCompanyRegistry());
    // Official lists on the demo world: its people and companies, flagged by the imported lists only.
    return wiring.riskLookup ? withRiskLookup(demo, wiring.riskLookup) : demo;
  }
  const deps = wiring.deps ?? REAL_DEPS;
  const registry = createCompanyRegistry(config, deps, wiring.warn);
  return createRegistryRelationshipSource({
    registry: wiring.recordOutcome ? withRegistryOutcomes(registry, wiring.recordOutcome, deps.now) : registry,
    risks: wiring.riskLookup ?? createDemoRiskLookup(),
  });
}

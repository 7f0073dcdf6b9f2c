import type { CompanyRegistry } from '../company-registry/company-registry.ts';
import type { RelationshipSource } from './relationship-source.ts';

/**
 * The seeded provider with each company's registry record added (the demo register, drawn from the same world), so
 * the demo's graphs show registry data like a real register's do while staying exactly the graphs they were.
 */
export function withRegistryRecords(source: RelationshipSource, registry: CompanyRegistry): RelationshipSource {
  return {
    ...source,
    async describe(id) {
      const entity = await source.describe(id);
      if (!entity || entity.kind !== 'COMPANY') return entity;
      const record = await registry.company(id.slice(1));
      if (!record) return entity;
      const { partners: _partners, ...details } = record;
      return { ...entity, registry: details };
    },
  };
}

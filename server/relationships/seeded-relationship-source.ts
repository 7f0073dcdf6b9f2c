import { classifyDocumentNumber, normalizeDocument } from '../../src/contract/brazil-document.ts';
import type { EntityId } from '../../src/contract/relationships.ts';
import type { RiskEntry } from '../../src/contract/relationship-risks.ts';
import { demoRegistryName } from '../demo/document-registry.ts';
import { createRng } from '../seed/prng.ts';
import {
  ProviderLookupError,
  type RelationshipSource,
  type SourceEntity,
  type SourceQsaRow,
} from './relationship-source.ts';
import { seedAlfaGraph, seedEconomicGroup, seedSmallGraphs } from './seeded-demo-graphs.ts';
import { companyEntity, personEntity, randomCnpj, randomCpf, randomRisks, tieStart, World } from './seeded-world.ts';
import { personName } from '../seed/names.ts';

const WORLD_SEED = 0x51a_2026;

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return hash;
}

/** The demo world (deterministic: every build holds the same entities). */
export function buildWorld(): World {
  const world = new World();
  const rng = createRng(WORLD_SEED);
  seedAlfaGraph(world, rng);
  seedSmallGraphs(world, rng);
  seedEconomicGroup(world, rng);
  return world;
}

/**
 * A document the seeded world does not hold still has a provider answer, drawn from the document itself (the same
 * on every run): a company gets 2–4 partners (masked CPFs), a person 1–2 companies. Names come from the demo
 * registry, so the lookup and the graph agree.
 */
export function addFallback(world: World, documentNumber: string): EntityId {
  const rng = createRng(hashOf(documentNumber));
  const name = demoRegistryName(documentNumber);
  if (documentNumber.length === 14) {
    const company = world.add(
      companyEntity(documentNumber, name, { risks: randomRisks(rng, documentNumber, 'COMPANY') }),
    );
    const size = rng.int(2, 4);
    for (let i = 0; i < size; i++) {
      const person = world.add(
        personEntity(randomCpf(rng), personName(rng), false, {
          risks: randomRisks(rng, `${documentNumber}-${i}`, 'PERSON'),
        }),
      );
      world.tie(company, person, i === 0 ? 49 : rng.pick([22, 5, 10, 69]), tieStart(rng));
    }
    return company.id;
  }
  const person = world.add(
    personEntity(documentNumber, name, true, { risks: randomRisks(rng, documentNumber, 'PERSON') }),
  );
  const companies = rng.int(1, 2);
  for (let i = 0; i < companies; i++) {
    const cnpj = randomCnpj(rng);
    const company = world.add(companyEntity(cnpj, demoRegistryName(cnpj)));
    world.tie(company, person, i === 0 ? 49 : 22, tieStart(rng));
  }
  return person.id;
}

interface SeededSourceOptions {
  /** Milliseconds each lookup takes (the real provider is remote); default 0. */
  latencyMs?: number;
}

/** The seeded provider (deterministic); one world per process, built on first use. */
export function createSeededRelationshipSource(options: SeededSourceOptions = {}): RelationshipSource {
  let world: World | null = null;
  const get = (): World => (world ??= buildWorld());
  const wait = async (): Promise<void> => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs));
  };
  return {
    async resolve(raw) {
      const documentNumber = normalizeDocument(raw);
      if (classifyDocumentNumber(documentNumber) === 'UNRECOGNIZED') return null;
      const w = get();
      return w.byDocument.get(documentNumber) ?? addFallback(w, documentNumber);
    },
    async describe(id): Promise<SourceEntity | null> {
      return get().describe(id);
    },
    async qsa(companyId): Promise<SourceQsaRow[]> {
      return [...(get().qsaRows.get(companyId) ?? [])];
    },
    async parents(id): Promise<SourceQsaRow[]> {
      return [...(get().parentRows.get(id) ?? [])];
    },
    async risks(id, attempt): Promise<RiskEntry[]> {
      await wait();
      const entity = get().entities.get(id);
      if (!entity) return [];
      if (attempt <= entity.failUntil) throw new ProviderLookupError(id, entity.failReason);
      return entity.risks.map((risk) => ({ ...risk }));
    },
  };
}

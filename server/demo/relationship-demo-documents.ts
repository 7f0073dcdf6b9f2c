import { completeCnpj } from '../../src/contract/brazil-document.ts';

/**
 * Companies whose relationship graphs the seeded provider (server/relationships) draws on purpose. The lookup's
 * registry (document-registry.ts) gives them these names, so a lookup and the graph agree.
 * - alfa: org 590's looked-up alphanumeric CNPJ (in the activity list): a rich graph with a flagged partner two
 *   links away (PEP + CEIS sanction), protests, a cycle, failed lookups and a "+N" company.
 * - group: an economic group of 2,000+ entities (performance).
 * - failing: the provider fails on the first run of its analysis (status ERROR, then "Tentar novamente").
 * - horizonte: org 371's showcase company (a small graph with a protest).
 */
export const DEMO_RELATIONSHIP_COMPANIES = {
  alfa: { number: '12ABC34501DE35', name: 'Alfa Numérica Comércio Digital Ltda' },
  group: { number: completeCnpj('611981640001'), name: 'Grupo Paranapanema Participações S.A.' },
  failing: { number: completeCnpj('550123770001'), name: 'Ferreira Lopes Comércio Atacadista Ltda' },
  horizonte: { number: completeCnpj('483921670001'), name: 'Construtora Horizonte Azul S.A.' },
} as const;

const NAMES = new Map<string, string>(Object.values(DEMO_RELATIONSHIP_COMPANIES).map((c) => [c.number, c.name]));
/** The demo name of one of these companies, or undefined. */
export const demoRelationshipName = (documentNumber: string): string | undefined => NAMES.get(documentNumber);

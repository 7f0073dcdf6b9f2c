import { companyName, personName } from '../seed/names.ts';
import { createRng } from '../seed/prng.ts';
import { demoRelationshipName } from './relationship-demo-documents.ts';

/**
 * The demo's stand-in for the Receita Federal registry: a name for any CPF or CNPJ, always the same for the same
 * document (seeded by its characters), so a lookup, the monitoring and the court feed never show "Nome não
 * informado" for a document and never give it two names. CPF (11 characters) → a person; otherwise a company.
 * Documents that are parties of the organization's processes keep their name from there (findPartyName first).
 */
export function demoRegistryName(documentNumber: string): string {
  const named = demoRelationshipName(documentNumber);
  if (named) return named;
  let hash = 2_166_136_261;
  for (const char of documentNumber.toUpperCase()) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  const rng = createRng(hash);
  return documentNumber.length === 11 ? personName(rng) : companyName(rng);
}

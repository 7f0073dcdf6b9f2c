import { completeCnpj, completeCpf } from '../../src/contract/brazil-document.ts';
import type { SeedCourt } from './courts.ts';
import type { SeedClass } from './legal-catalogue.ts';
import { companyName, INSTITUTIONAL_PARTIES, lawyerName, personName } from './names.ts';
import type { Rng } from './prng.ts';

export interface PartyRow {
  process_id: number;
  name: string;
  document: string | null;
  side: 'AUTHOR' | 'DEFENDANT';
  function: string;
  representatives: { name: string; oab: string }[];
}

export const randomCpf = (rng: Rng): string => completeCpf(rng.digits(9));
/** Head offices end in 0001; branches get a small number. */
export const randomCnpj = (rng: Rng): string =>
  completeCnpj(`${rng.digits(8)}${rng.chance(0.8) ? '0001' : String(rng.int(2, 40)).padStart(4, '0')}`);

function lawyers(rng: Rng, state: string): { name: string; oab: string }[] {
  return Array.from({ length: rng.int(0, 2) }, () => ({
    name: lawyerName(rng),
    oab: `${state} ${rng.int(10, 499)}.${rng.digits(3)}`,
  }));
}

/** Public prosecutors and tax authorities are the authors of criminal and tax cases. */
function institutionalAuthor(klass: SeedClass, court: SeedCourt, rng: Rng): string | null {
  const federal = court.branch === 'FEDERAL';
  if (klass.name.startsWith('Ação Penal'))
    return federal ? 'Ministério Público Federal' : `Ministério Público do Estado - ${court.state}`;
  if (klass.name === 'Execução Fiscal')
    return federal
      ? 'União Federal - Fazenda Nacional'
      : rng.pick(['Estado de São Paulo', 'Município de São Paulo', 'Fazenda Pública Estadual']);
  return null;
}

function party(
  rng: Rng,
  processId: number,
  side: PartyRow['side'],
  fn: string,
  companyShare: number,
  state: string,
): PartyRow {
  const company = rng.chance(companyShare);
  const name = company ? (rng.chance(0.25) ? rng.pick(INSTITUTIONAL_PARTIES) : companyName(rng)) : personName(rng);
  return {
    process_id: processId,
    name,
    document: company ? randomCnpj(rng) : randomCpf(rng),
    side,
    function: fn,
    representatives: lawyers(rng, state),
  };
}

/** One or two authors and defendants, each with a valid CPF or CNPJ and their lawyers. */
export function generateParties(rng: Rng, processId: number, klass: SeedClass, court: SeedCourt): PartyRow[] {
  const state = court.state ?? 'DF';
  const rows: PartyRow[] = [];
  const institution = institutionalAuthor(klass, court, rng);
  if (institution) {
    rows.push({
      process_id: processId,
      name: institution,
      document: randomCnpj(rng),
      side: 'AUTHOR',
      function: klass.authorFunction,
      representatives: [],
    });
  } else {
    const authors = rng.chance(0.15) ? 2 : 1;
    for (let i = 0; i < authors; i++)
      rows.push(party(rng, processId, 'AUTHOR', klass.authorFunction, klass.authorIsCompany, state));
  }
  const defendants = rng.chance(0.2) ? 2 : 1;
  for (let i = 0; i < defendants; i++)
    rows.push(party(rng, processId, 'DEFENDANT', klass.defendantFunction, klass.defendantIsCompany, state));
  return rows;
}

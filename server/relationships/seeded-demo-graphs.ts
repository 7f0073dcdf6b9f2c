import { completeCnpj, completeCpf } from '../../src/contract/brazil-document.ts';
import { RELATION_NO_START_DATE } from '../../src/contract/constants/relationships.ts';
import { DEMO_RELATIONSHIP_COMPANIES as DEMO } from '../demo/relationship-demo-documents.ts';
import { companyName, personName } from '../seed/names.ts';
import type { Rng } from '../seed/prng.ts';
import {
  companyEntity,
  pep,
  personEntity,
  presentOnSource,
  protest,
  randomCnpj,
  randomCpf,
  randomRisks,
  sanction,
  tieStart,
  type World,
} from './seeded-world.ts';

/** Receita codes drawn for people and for companies in generated QSAs (with the hand-written ones: 20+ codes in use). */
const PERSON_CODES = [
  49, 22, 22, 22, 5, 10, 16, 8, 18, 17, 28, 47, 65, 69, 23, 25, 30, 54, 70, 72, 13, 38, 26, 31, 53,
] as const;
const COMPANY_CODES = [22, 48, 48, 37, 20, 21, 63, 78] as const;

function randomPerson(world: World, rng: Rng, key: string) {
  const cpf = randomCpf(rng);
  return world.add(personEntity(cpf, personName(rng), rng.chance(0.08), { risks: randomRisks(rng, key, 'PERSON') }));
}

function randomCompany(world: World, rng: Rng, key: string) {
  return world.add(
    companyEntity(randomCnpj(rng, rng.chance(0.15)), companyName(rng), { risks: randomRisks(rng, key, 'COMPANY') }),
  );
}

/** An ordinary company's QSA: a few people, sometimes a company partner. */
function smallQsa(world: World, rng: Rng, company: ReturnType<typeof randomCompany>, size: number): void {
  for (let i = 0; i < size; i++) {
    const partner = rng.chance(0.2)
      ? randomCompany(world, rng, `${company.id}-${i}`)
      : randomPerson(world, rng, `${company.id}-${i}`);
    world.tie(
      company,
      partner,
      partner.kind === 'COMPANY' ? rng.pick(COMPANY_CODES) : rng.pick(PERSON_CODES),
      tieStart(rng),
    );
  }
}

/**
 * Org 590's demo company: Helena (known CPF, Sócio-Administrador) and Duarte Campos Participações in its QSA;
 * Duarte Campos's administrator Marcos is a former PEP sanctioned on the CEIS (two links from the root); Duarte Campos
 * and Nexo Digital own each other (a cycle); Ômega's lookup fails and Sérgio's times out on the first attempt;
 * the root is a partner of a cooperative with 28 partners (collapsed into "+N").
 */
export function seedAlfaGraph(world: World, rng: Rng): void {
  const root = world.add(companyEntity(DEMO.alfa.number, DEMO.alfa.name, { risks: [protest(rng, 'alfa-p1')] }));
  const helena = world.add(personEntity(completeCpf('390533447'), 'Helena Duarte Campos', true));
  const duarte = world.add(
    companyEntity(completeCnpj('274518930001'), 'Duarte Campos Participações Ltda', {
      risks: [protest(rng, 'duarte-p1'), protest(rng, 'duarte-p2')],
    }),
  );
  const marcos = world.add(
    personEntity(completeCpf('581204736'), 'Marcos Vinícius Tavares', false, {
      risks: [
        pep(
          'marcos-pep',
          'Secretário Municipal de Obras',
          'Prefeitura Municipal de Campinas',
          '2017-01-02',
          '2020-12-31',
        ),
        sanction(
          'marcos-ceis',
          'CEIS',
          'Fraude em licitação de obras de pavimentação',
          'Impedimento de licitar e contratar',
          'Prefeitura Municipal de Campinas',
          '2021-08-16',
          '9999-12-31',
        ),
        presentOnSource('marcos-src', 'CEIS', '2021-08-16', 'Impedimento de licitar e contratar — vigente'),
      ],
    }),
  );
  const nexo = world.add(companyEntity(completeCnpj('7KQ2M9XA0001'), 'Nexo Digital Holding S.A.'));
  const omega = world.add(
    companyEntity(completeCnpj('190874520001'), 'Ômega Fomento Mercantil Ltda', { failUntil: 1, failReason: 'error' }),
  );
  const sergio = world.add(
    personEntity(completeCpf('664019283'), 'Sérgio Antunes Barros', false, { failUntil: 1, failReason: 'timeout' }),
  );
  const rafael = world.add(personEntity(completeCpf('203948571'), 'Rafael Nogueira Lima', false));
  const juliana = world.add(personEntity(completeCpf('845120397'), 'Juliana Prado Souza', false));
  const carlos = world.add(personEntity(completeCpf('731650248'), 'Carlos Eduardo Duarte', true));
  world.tie(root, helena, 49, '2019-03-12');
  world.tie(root, duarte, 22, '2019-03-12');
  world.tie(root, rafael, 10, RELATION_NO_START_DATE);
  world.tie(root, juliana, 22, '2012-05-10', '2018-11-30');
  world.tie(root, carlos, 69, '2021-01-04');
  world.tie(root, omega, 48, '2020-07-01');
  world.tie(root, sergio, 5, '2022-02-14');
  world.tie(duarte, helena, 49, '2015-06-01');
  world.tie(duarte, marcos, 5, '2018-02-01');
  world.tie(duarte, nexo, 48, '2016-09-20');
  world.tie(nexo, duarte, 48, '2017-03-01');
  world.tie(nexo, world.add(personEntity(completeCpf('120984375'), 'Patrícia Moura Teles', false)), 16, '2016-09-20');
  smallQsa(world, rng, omega, 3);
  const nuvem = world.add(companyEntity(completeCnpj('AN7C4D1E0001'), 'Alfa Numérica Serviços em Nuvem Ltda'));
  world.tie(nuvem, root, 48, '2023-05-02');
  world.tie(nuvem, carlos, 5, '2023-05-02');
  const consultoria = world.add(
    companyEntity(completeCnpj('305617280001'), 'Campos & Duarte Consultoria Empresarial Ltda'),
  );
  world.tie(consultoria, helena, 65, '2010-10-11');
  const cooperative = world.add(companyEntity(completeCnpj('091734580001'), 'Cooperativa de Crédito Vale Verde'));
  world.tie(cooperative, root, 22, '2020-01-15');
  for (let i = 0; i < 27; i++) world.tie(cooperative, randomPerson(world, rng, `coop-${i}`), 22, tieStart(rng));
}

/** An economic group of 2,000+ entities: a holding, 46 subsidiaries, 44 partners each (the holding and 43 more). */
export function seedEconomicGroup(world: World, rng: Rng): void {
  const holding = world.add(companyEntity(DEMO.group.number, DEMO.group.name));
  const board = [16, 8, 8, 8, 10, 10, 69, 18] as const;
  board.forEach((code, i) => {
    const person = world.add(
      personEntity(randomCpf(rng), personName(rng), i < 2, {
        risks: i === 0 ? [pep('grp-pep', 'Deputado Federal', 'Câmara dos Deputados', '2011-02-01', '2019-01-31')] : [],
      }),
    );
    world.tie(holding, person, code, tieStart(rng));
  });
  for (let s = 0; s < 46; s++) {
    const subsidiary = world.add(
      companyEntity(randomCnpj(rng, s % 7 === 0), `Paranapanema ${companyName(rng)}`, {
        risks: randomRisks(rng, `grp-${s}`, 'COMPANY'),
      }),
    );
    world.tie(subsidiary, holding, s % 3 === 0 ? 22 : 48, tieStart(rng));
    for (let p = 0; p < 43; p++) {
      const key = `grp-${s}-${p}`;
      const partner = p % 6 === 5 ? randomCompany(world, rng, key) : randomPerson(world, rng, key);
      world.tie(
        subsidiary,
        partner,
        partner.kind === 'COMPANY' ? rng.pick(COMPANY_CODES) : rng.pick(PERSON_CODES),
        tieStart(rng),
      );
    }
  }
}

/** Org 371's showcase company, and the company whose first analysis fails. */
export function seedSmallGraphs(world: World, rng: Rng): void {
  const horizonte = world.add(
    companyEntity(DEMO.horizonte.number, DEMO.horizonte.name, { risks: [protest(rng, 'hz-p1')] }),
  );
  smallQsa(world, rng, horizonte, 4);
  world.tie(
    horizonte,
    world.add(
      personEntity(completeCpf('902315847'), 'Otávio Henrique Bastos', false, {
        risks: [
          sanction(
            'otavio-ofac',
            'OFAC',
            'Lavagem de dinheiro',
            'Inclusão na lista SDN',
            'U.S. Department of the Treasury',
            '2019-04-10',
            '2023-04-10',
          ),
        ],
      }),
    ),
    49,
    '2014-08-01',
  );
  const failing = world.add(
    companyEntity(DEMO.failing.number, DEMO.failing.name, { failUntil: 1, failReason: 'timeout' }),
  );
  smallQsa(world, rng, failing, 3);
  world.tie(
    failing,
    world.add(
      personEntity(completeCpf('417730925'), 'Lúcia Ferreira Lopes', true, {
        risks: [
          sanction(
            'lucia-un',
            'UN',
            'Financiamento de atividades sancionadas',
            'Congelamento de bens',
            'Conselho de Segurança da ONU',
            '2016-03-01',
            '2020-03-01',
          ),
        ],
      }),
    ),
    65,
    '2003-02-17',
  );
}

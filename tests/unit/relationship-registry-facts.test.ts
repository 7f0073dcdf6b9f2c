import { describe, expect, it } from 'vitest';
import type { CompanyRegistryDetails } from '../../src/contract/company-registry';
import { relationshipCsv } from '../../src/features/relationships/relationship-export';
import {
  noRiskText,
  protestNote,
  registryDateLabel,
  registryFacts,
} from '../../src/features/relationships/registry-facts';
import type { EntityRow } from '../../src/features/relationships/table-rows';

const registry: CompanyRegistryDetails = {
  source: 'MINHA_RECEITA',
  dataDate: '2026-10-12',
  cnpj: '12ABC345000D35',
  headOffice: true,
  legalName: 'EMPRESA ALFANUMERICA DE TESTES S.A.',
  tradeName: '',
  status: { code: 8, name: 'BAIXADA', since: '2024-11-30', reasonCode: 1, reason: 'EXTINCAO POR ENCERRAMENTO' },
  openedOn: '2026-07-15',
  mainActivity: { code: '6204-0/00', name: 'Consultoria em tecnologia da informação' },
  secondaryActivities: [],
  legalNature: { code: '205-4', name: 'Sociedade Anônima Fechada' },
  shareCapital: 250_000_050,
  size: { code: '1', name: 'MICRO EMPRESA' },
  address: {
    street: 'AVENIDA PAULISTA',
    number: '1000',
    complement: '',
    district: 'BELA VISTA',
    city: 'SAO PAULO',
    uf: 'SP',
    cep: '01310100',
  },
  phones: [],
  email: null,
};

describe('the register record as the screen says it (pt-BR)', () => {
  it('labels, dates DD/MM/AAAA, money in reais, the alphanumeric CNPJ formatted, the data date and source', () => {
    const facts = Object.fromEntries(registryFacts(registry).map((f) => [f.label, f.value]));
    expect(facts).toMatchObject({
      CNPJ: '12.ABC.345/000D-35 (matriz)',
      'Nome fantasia': 'Não informado',
      'Situação cadastral': 'BAIXADA desde 30/11/2024',
      'Início das atividades': '15/07/2026',
      'Natureza jurídica': '205-4 – Sociedade Anônima Fechada',
      'CNAEs secundários': 'Nenhum',
      Endereço: 'AVENIDA PAULISTA, 1000 · BELA VISTA · SAO PAULO/SP · CEP 01310-100',
    });
    expect(facts['Capital social']).toMatch(/^R\$\s2\.500\.000,50$/);
    expect(registryDateLabel(registry)).toBe(
      'Dados da Receita Federal de 12/10/2026 · Fonte: Receita Federal — dados abertos do CNPJ (via Minha Receita)',
    );
    expect(registryDateLabel({ ...registry, dataDate: null })).toMatch(/^Data da base não informada/);
  });

  it('with a real register, "Nenhum" becomes "fonte de protestos não configurada" on screen and in the CSV', () => {
    expect(noRiskText({ protestSource: 'DEMO' })).toBe('Nenhum');
    expect(noRiskText({})).toBe('Nenhum');
    const text = noRiskText({ protestSource: 'NOT_CONFIGURED' });
    expect(text).toContain('fonte de protestos não configurada');
    expect(text).not.toBe('Nenhum');
    const row: EntityRow = {
      key: 'J1',
      name: 'Aurora',
      kind: 'Empresa',
      document: '45.123.087/0001-22',
      level: 0,
      ties: [],
      risks: [],
      lookupFailed: false,
      distance: '—',
    };
    const note = protestNote({ protestSource: 'NOT_CONFIGURED', protestsIncluded: true }, 'plano');
    const csv = relationshipCsv([row], {
      title: 'Relacionamentos de Aurora',
      generatedAt: 'agora',
      filters: 'todas',
      organization: 'Org',
      person: 'Ana',
      exportedAt: 'Exportado em 27/11/2026 10:00',
      checkedAt: 'Riscos verificados em 27/11/2026 09:00',
      note,
      noRisk: text,
    });
    expect(csv).toContain('Protestos: fonte de protestos não configurada');
    expect(csv).toContain('Nenhum nas listas; fonte de protestos não configurada');
    expect(protestNote({ protestSource: 'DEMO', protestsIncluded: true }, 'plano')).toBeNull();
    expect(protestNote({ protestSource: 'DEMO', protestsIncluded: false }, 'plano')).toBe('plano');
  });
});

import type { CompanyRegistryDetails } from '../../contract/company-registry';
import {
  NO_RISK_WITHOUT_PROTESTS,
  PARTNER_TYPE_LABELS,
  PROTESTS_NOT_CONFIGURED_NOTE,
  REGISTRY_DATE_UNKNOWN,
  REGISTRY_SOURCE_LABELS,
} from '../../contract/constants/company-registry';
import type { QsaRelation, RelationshipAnalysis } from '../../contract/relationships';
import { formatDocumentNumber } from '../../contract/brazil-document';
import { formatCentavos } from '../../contract/money';
import { evidenceDateLabel, relationStartLabel } from './relationship-format';

export interface Fact {
  label: string;
  value: string;
}

/** "Dados da Receita Federal de 12/10/2026 · Receita Federal — dados abertos do CNPJ (via Minha Receita)". */
export function registryDateLabel(registry: Pick<CompanyRegistryDetails, 'dataDate' | 'source'>): string {
  const date = registry.dataDate
    ? `Dados da Receita Federal de ${evidenceDateLabel(registry.dataDate)}`
    : REGISTRY_DATE_UNKNOWN;
  return `${date} · Fonte: ${REGISTRY_SOURCE_LABELS[registry.source]}`;
}

const orDash = (text: string | null | undefined): string => (text && text.trim() ? text : 'Não informado');

/** The company's register facts, labelled in pt-BR, in the order an analyst reads a cartão CNPJ. */
export function registryFacts(r: CompanyRegistryDetails): Fact[] {
  const status = `${r.status.name || `Código ${r.status.code}`}${r.status.since ? ` desde ${evidenceDateLabel(r.status.since)}` : ''}`;
  const address = [
    [r.address.street, r.address.number].filter(Boolean).join(', '),
    r.address.complement,
    r.address.district,
    [r.address.city, r.address.uf].filter(Boolean).join('/'),
    r.address.cep ? `CEP ${r.address.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2')}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  return [
    { label: 'CNPJ', value: `${formatDocumentNumber(r.cnpj)} (${r.headOffice ? 'matriz' : 'filial'})` },
    { label: 'Razão social', value: r.legalName },
    { label: 'Nome fantasia', value: orDash(r.tradeName) },
    { label: 'Situação cadastral', value: status },
    { label: 'Motivo da situação', value: orDash(r.status.reason) },
    { label: 'Início das atividades', value: r.openedOn ? evidenceDateLabel(r.openedOn) : 'Não informado' },
    {
      label: 'Natureza jurídica',
      value: r.legalNature ? `${r.legalNature.code} – ${r.legalNature.name}` : 'Não informada',
    },
    { label: 'Porte', value: orDash(r.size?.name) },
    { label: 'Capital social', value: formatCentavos(r.shareCapital) },
    {
      label: 'CNAE principal',
      value: r.mainActivity ? `${r.mainActivity.code} – ${r.mainActivity.name}` : 'Não informado',
    },
    {
      label: 'CNAEs secundários',
      value: r.secondaryActivities.length
        ? r.secondaryActivities.map((a) => `${a.code} – ${a.name}`).join('; ')
        : 'Nenhum',
    },
    { label: 'Endereço', value: orDash(address) },
    { label: 'Telefones', value: r.phones.length ? r.phones.join(', ') : 'Não informado' },
    { label: 'E-mail', value: orDash(r.email) },
  ];
}

/** One QSA row of the company as the register publishes it. */
export function partnerFacts(relation: QsaRelation): string {
  const parts = [
    `${relation.qualificationType} – ${relation.qualificationName}`,
    relation.partnerType ? PARTNER_TYPE_LABELS[relation.partnerType] : null,
    `entrada: ${relationStartLabel(relation.startDate)}`,
    relation.country ? `país: ${relation.country}` : null,
    relation.legalRepresentative
      ? `representante legal: ${relation.legalRepresentative.name || 'sem nome'} (${relation.legalRepresentative.document || 'sem CPF'}, ${relation.legalRepresentative.qualificationName})`
      : null,
  ];
  return parts.filter(Boolean).join(' · ');
}

/** The risks cell of an entity without flags: "Nenhum", unless protests could not be looked up. */
export const noRiskText = (analysis: Pick<RelationshipAnalysis, 'protestSource'>): string =>
  analysis.protestSource === 'NOT_CONFIGURED' ? NO_RISK_WITHOUT_PROTESTS : 'Nenhum';

/** The exports' protest note: the plan's, the missing source's, both or none. */
export function protestNote(
  analysis: Pick<RelationshipAnalysis, 'protestSource' | 'protestsIncluded'>,
  planNote: string,
): string | null {
  const notes = [
    analysis.protestsIncluded ? null : planNote,
    analysis.protestSource === 'NOT_CONFIGURED' ? PROTESTS_NOT_CONFIGURED_NOTE : null,
  ].filter((n): n is string => n !== null);
  return notes.length ? notes.join(' ') : null;
}

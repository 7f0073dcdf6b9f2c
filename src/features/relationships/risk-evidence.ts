import { PEP_GRACE_YEARS, RISK_KIND_LABELS, SANCTION_SOURCE_LABELS } from '../../contract/constants/relationships';
import type { RiskEntry } from '../../contract/relationship-risks';
import { formatCentavos } from '../../lib/format-money';
import { evidenceDateLabel } from './relationship-format';

export interface EvidenceField {
  label: string;
  value: string;
}

export interface RiskEvidence {
  chip: string;
  title: string;
  /** Where the fact comes from: shown in the sheet and exported with every flag. */
  source: string;
  fields: EvidenceField[];
}

const sanctionSource = (source: keyof typeof SANCTION_SOURCE_LABELS) => SANCTION_SOURCE_LABELS[source];

/** Every field of a risk entry, labelled in Portuguese, with its source: the evidence sheet, the table and the exports. */
export function riskEvidence(risk: RiskEntry): RiskEvidence {
  const { chip, title } = RISK_KIND_LABELS[risk.kind];
  switch (risk.kind) {
    case 'Protesto':
      return {
        chip, title, source: risk.source,
        fields: [
          { label: 'Data do protesto', value: evidenceDateLabel(risk.date) },
          { label: 'Tabelionato', value: risk.location.tabelionato },
          { label: 'Cidade', value: `${risk.location.city}/${risk.location.uf}` },
          { label: 'Títulos protestados', value: String(risk.amount) },
          { label: 'Valor', value: formatCentavos(risk.value) },
        ],
      };
    case 'PEPOccurence':
      return {
        chip, title, source: risk.source,
        fields: [
          { label: 'Cargo', value: risk.position },
          { label: 'Órgão', value: risk.organ },
          { label: 'Início do exercício', value: evidenceDateLabel(risk.startDate) },
          { label: 'Fim do exercício', value: evidenceDateLabel(risk.endDate) },
          { label: `Fim da carência (${PEP_GRACE_YEARS} anos)`, value: risk.graceEndDate ? evidenceDateLabel(risk.graceEndDate) : 'Ainda no cargo' },
        ],
      };
    case 'wasPreviouslySanctioned':
      return {
        chip, title, source: sanctionSource(risk.source),
        fields: [
          { label: 'Cadastro', value: risk.source },
          { label: 'Tipo de sanção', value: risk.sanctionType },
          { label: 'Motivo', value: risk.reason },
          { label: 'Órgão sancionador', value: risk.organ },
          { label: 'Início', value: evidenceDateLabel(risk.startDate) },
          { label: 'Fim', value: evidenceDateLabel(risk.endDate) },
        ],
      };
    case 'IsCurrentlyPresentOnSource':
      return {
        chip, title, source: sanctionSource(risk.source),
        fields: [
          { label: 'Cadastro', value: risk.source },
          { label: 'Presente desde', value: evidenceDateLabel(risk.since) },
          { label: 'Detalhe', value: risk.detail },
        ],
      };
  }
}

/** One line per risk for the table and the CSV: "Sanção (CEIS): Impedimento… — fonte: …". */
export function riskSummary(risk: RiskEntry): string {
  const evidence = riskEvidence(risk);
  const facts = evidence.fields.map((f) => `${f.label}: ${f.value}`).join('; ');
  return `${evidence.chip} — ${facts} — fonte: ${evidence.source}`;
}

import {
  MATCH_BASIS_LABELS,
  PEP_GRACE_YEARS,
  RISK_KIND_LABELS,
  SANCTION_SOURCE_LABELS,
  type RiskKind,
} from '../../contract/constants/relationships';
import type { RiskEntry, WatchlistEvidence } from '../../contract/relationship-risks';
import { formatDateTime } from '../../lib/format-date';
import { brazilDay, brazilDayLabel } from '../../contract/dates';
import { evidenceDateLabel } from './relationship-format';
import { formatCentavos } from '../../contract/money';

interface EvidenceField {
  label: string;
  value: string;
}

interface RiskEvidence {
  chip: string;
  title: string;
  /** Where the fact comes from: shown in the sheet and exported with every flag. */
  source: string;
  fields: EvidenceField[];
  /** "Encerrada em DD/MM/AAAA" when the flag no longer holds (a PEP past its grace, a sanction that ended); else null. */
  ended: string | null;
  /** An official list's match below the full document: "Correspondência parcial (90%)"; null for an exact or demo flag. */
  partialMatch: string | null;
  /** The list's page for the record (http/https only), to open beside the sheet; else null. */
  link: string | null;
}

/** The official list's own evidence (WATCHLISTS=official): record, legal basis, dates of the copy, how it matched. */
function listFields(evidence: WatchlistEvidence | undefined): EvidenceField[] {
  if (!evidence) return [];
  const match = `${MATCH_BASIS_LABELS[evidence.match.basis]} (confiança ${evidence.match.confidence}%)`;
  return [
    { label: 'Registro na lista', value: `${evidence.list} nº ${evidence.recordId}` },
    { label: 'Nome na lista', value: evidence.listedName },
    { label: 'Correspondência', value: match },
    ...(evidence.legalBasis ? [{ label: 'Fundamentação legal', value: evidence.legalBasis }] : []),
    ...(evidence.publishedOn ? [{ label: 'Publicação da lista', value: evidenceDateLabel(evidence.publishedOn) }] : []),
    { label: 'Lista obtida em', value: formatDateTime(evidence.fetchedAt) || evidence.fetchedAt },
    ...(evidence.sourceLink ? [{ label: 'Link da fonte', value: evidence.sourceLink }] : []),
  ];
}

const safeLink = (url: string | null | undefined): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

/**
 * The day a flag stopped holding, when it is in the past: a PEP's grace end, a sanction's end. Year 9999 and a PEP
 * still in office (no grace end) are current; a protest or a listing today never ends here.
 */
function riskEndedOn(risk: RiskEntry, today: Date = new Date()): string | null {
  const end =
    risk.kind === 'PEPOccurence' ? risk.graceEndDate : risk.kind === 'wasPreviouslySanctioned' ? risk.endDate : null;
  const label = brazilDayLabel(end);
  if (label.kind !== 'day' || !end) return null;
  // Calendar days compared as text (YYYY-MM-DD), both in Brasília: no time zone drift at midnight.
  return (brazilDay(end) ?? '') < (brazilDay(today) ?? '') ? label.text : null;
}

const endedText = (day: string) => `Encerrada em ${day}`;

const sanctionSource = (source: keyof typeof SANCTION_SOURCE_LABELS) => SANCTION_SOURCE_LABELS[source];

/** Every field of a risk entry, labelled in Portuguese, with its source: the evidence sheet, the table and the exports. */
export function riskEvidence(risk: RiskEntry, today: Date = new Date()): RiskEvidence {
  const day = riskEndedOn(risk, today);
  const official = risk.kind === 'Protesto' ? undefined : risk.evidence;
  const own = evidenceOf(risk);
  const base = {
    ...own,
    fields: [...own.fields, ...listFields(official)],
    partialMatch:
      official && official.match.confidence < 100 ? `Correspondência parcial (${official.match.confidence}%)` : null,
    link: safeLink(official?.sourceLink),
  };
  if (!day) return { ...base, ended: null };
  return {
    ...base,
    title: `${base.title} (encerrada em ${day})`,
    ended: endedText(day),
    fields: [{ label: 'Situação', value: endedText(day) }, ...base.fields],
  };
}

function evidenceOf(risk: RiskEntry): Omit<RiskEvidence, 'ended' | 'partialMatch' | 'link'> {
  const { chip, title } = RISK_KIND_LABELS[risk.kind];
  switch (risk.kind) {
    case 'Protesto':
      return {
        chip,
        title,
        source: risk.source,
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
        chip,
        title,
        source: risk.source,
        fields: [
          { label: 'Cargo', value: risk.position },
          { label: 'Órgão', value: risk.organ },
          { label: 'Início do exercício', value: evidenceDateLabel(risk.startDate) },
          { label: 'Fim do exercício', value: evidenceDateLabel(risk.endDate) },
          {
            label: `Fim da carência (${PEP_GRACE_YEARS} anos)`,
            value: risk.graceEndDate ? evidenceDateLabel(risk.graceEndDate) : 'Ainda no cargo',
          },
        ],
      };
    case 'wasPreviouslySanctioned':
      return {
        chip,
        title,
        source: sanctionSource(risk.source),
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
        chip,
        title,
        source: sanctionSource(risk.source),
        fields: [
          { label: 'Cadastro', value: risk.source },
          { label: 'Presente desde', value: evidenceDateLabel(risk.since) },
          { label: 'Detalhe', value: risk.detail },
        ],
      };
  }
}

/**
 * Whether a whole kind on an entity has ended (every entry of it), and when the last one did: the chip then reads
 * "PEP até DD/MM/AAAA". One current entry keeps the kind current.
 */
export function kindEndedOn(risks: readonly RiskEntry[], kind: RiskKind, today: Date = new Date()): string | null {
  let latest: { iso: string; text: string } | null = null;
  for (const risk of risks) {
    if (risk.kind !== kind) continue;
    const text = riskEndedOn(risk, today);
    if (!text) return null;
    const iso = text.split('/').reverse().join('-');
    if (!latest || iso > latest.iso) latest = { iso, text };
  }
  return latest?.text ?? null;
}

/** A chip's words and its name for screen readers, ended or current. */
export function chipLabels(kind: RiskKind, endedOn: string | null, entityName: string): { text: string; aria: string } {
  const { chip, title } = RISK_KIND_LABELS[kind];
  if (!endedOn) return { text: chip, aria: `${title}: ver evidência de ${entityName}` };
  return { text: `${chip} até ${endedOn}`, aria: `${title}, encerrada em ${endedOn}: ver evidência de ${entityName}` };
}

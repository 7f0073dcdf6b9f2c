import { csvDocument, type CsvCell } from '../../contract/csv';
import { riskDecisionCell } from './risk-decision';
import { riskEvidence } from './risk-evidence';
import type { EntityRow } from './table-rows';

export interface ExportMeta {
  title: string;
  /** "dados de DD/MM/AAAA HH:mm" or the moment of the export. */
  generatedAt: string;
  filters: string;
  /** Who made the file, for whom and when: a file travels without the screen around it. */
  organization: string;
  person: string;
  /** "Exportado em DD/MM/AAAA HH:mm". */
  exportedAt: string;
  /** "Riscos verificados em DD/MM/AAAA HH:mm". */
  checkedAt: string;
  /** The screen's note for organizations without protest data; null when they have it. */
  note: string | null;
  /** What an entity without flags reads; default "Nenhum" (not when no protest source was configured). */
  noRisk?: string;
}

/** The lines above the data: title, who/where/when, what the data is and which filters cut it. */
export function exportHeaderLines(meta: ExportMeta): string[] {
  return [
    meta.title,
    `Organização: ${meta.organization} · Exportado por: ${meta.person} · ${meta.exportedAt}`,
    `${meta.checkedAt} · ${meta.generatedAt} · ${meta.filters}`,
    ...(meta.note ? [meta.note] : []),
  ];
}

const CSV_HEADER = [
  'Entidade',
  'Tipo',
  'Documento',
  'Nível',
  'Qualificação',
  'Empresa',
  'Vínculo',
  'Início',
  'Fim',
  'Situação',
  'Risco',
  'Evidência',
  'Fonte',
  'Decisão',
  'Distância do risco',
];

/** One line per (tie × risk) of each entity, so every flag has its own line with its source. */
function relationshipCsvLines(rows: readonly EntityRow[], noRisk: string): CsvCell[][] {
  const lines: CsvCell[][] = [];
  for (const row of rows) {
    const ties = row.ties.length > 0 ? row.ties : [null];
    const risks = row.lookupFailed ? [null] : row.risks.length > 0 ? row.risks : [null];
    for (const tie of ties) {
      for (const risk of risks) {
        const evidence = risk ? riskEvidence(risk) : null;
        lines.push([
          row.name,
          row.kind,
          row.document,
          row.level === 0 ? 'Centro' : row.level,
          tie?.qualification ?? 'Documento analisado',
          tie?.company ?? '',
          tie?.level ?? '',
          tie?.start ?? '',
          tie?.end ?? '',
          tie ? (tie.active ? 'Ativo' : 'Encerrado') : '',
          row.lookupFailed ? 'Consulta falhou' : evidence ? evidence.title : noRisk,
          evidence ? evidence.fields.map((f) => `${f.label}: ${f.value}`).join(' | ') : '',
          evidence?.source ?? '',
          risk ? riskDecisionCell(risk) : '',
          row.distance,
        ]);
      }
    }
  }
  return lines;
}

/** The CSV for Excel pt-BR (src/contract/csv.ts), a title line first. */
export function relationshipCsv(rows: readonly EntityRow[], meta: ExportMeta): string {
  return csvDocument([
    ...exportHeaderLines(meta).map((line) => [line]),
    CSV_HEADER,
    ...relationshipCsvLines(rows, meta.noRisk ?? 'Nenhum'),
  ]);
}

import { riskEvidence } from './risk-evidence';
import type { EntityRow } from './table-rows';

export interface ExportMeta {
  title: string;
  /** "dados de DD/MM/AAAA HH:mm" or the moment of the export. */
  generatedAt: string;
  filters: string;
}

const CSV_HEADER = ['Entidade', 'Tipo', 'Documento', 'Nível', 'Qualificação', 'Empresa', 'Vínculo', 'Início', 'Fim', 'Situação', 'Risco', 'Evidência', 'Fonte', 'Distância do risco'];

/** Excel pt-BR reads ';' and quotes; a quote inside a value is doubled; formulas are defused. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@]/.test(text)) text = `'${text}`;
  return /[";\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line per (tie × risk) of each entity, so every flag has its own line with its source. */
export function relationshipCsvLines(rows: readonly EntityRow[]): string[][] {
  const lines: string[][] = [];
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
          row.level === 0 ? 'Centro' : String(row.level),
          tie?.qualification ?? 'Documento analisado',
          tie?.company ?? '',
          tie?.level ?? '',
          tie?.start ?? '',
          tie?.end ?? '',
          tie ? (tie.active ? 'Ativo' : 'Encerrado') : '',
          row.lookupFailed ? 'Consulta falhou' : evidence ? evidence.title : 'Nenhum',
          evidence ? evidence.fields.map((f) => `${f.label}: ${f.value}`).join(' | ') : '',
          evidence?.source ?? '',
          row.distance,
        ]);
      }
    }
  }
  return lines;
}

/** The CSV text for Excel pt-BR: UTF-8 with BOM, ';' separated, CRLF lines, a title line first. */
export function relationshipCsv(rows: readonly EntityRow[], meta: ExportMeta): string {
  const body = [[meta.title], [`${meta.generatedAt} · ${meta.filters}`], CSV_HEADER, ...relationshipCsvLines(rows)];
  return `\uFEFF${body.map((line) => line.map(cell).join(';')).join('\r\n')}\r\n`;
}

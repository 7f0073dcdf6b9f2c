import { formatDocumentNumber } from '../../src/contract/brazil-document.ts';
import { csvDocument } from '../../src/contract/csv.ts';
import { countLabel } from '../../src/contract/plural.ts';
import type { Db } from '../db/db.ts';
import { formatDateBr, toIsoDay } from '../domain/calendar.ts';
import { findPartyName } from '../repositories/monitored-documents.ts';
import { listDocumentProcesses } from '../repositories/document-processes.ts';
import { PdfWriter } from './pdf-writer.ts';
import { stripPartName } from '../../src/contract/party-name.ts';
import { formatCentavos } from '../../src/contract/money.ts';

/** The columns of the explain exports (contract: src/contract/reports.ts). */
const EXPLAIN_HEADERS = ['Documento', 'Nome', 'Processo', 'Tribunal', 'UF', 'Classe', 'Polo', 'Distribuição', 'Valor da causa', 'Situação'] as const;
// The side (polo), in words every court uses; what the party is called (Réu, Reclamado, Executado…) depends on the class.
const SIDES = { AUTHOR: 'Ativo', DEFENDANT: 'Passivo', OTHER: 'Outro' } as const;

/** A term whose processes did not all fit the export's page (from/size). */
interface ExplainLimit {
  document: string;
  from: number;
  shown: number;
  total: number;
}

/** A cell of the explain exports: text, or the cause value in centavos (a number in the CSV, "R$ …" in the PDF). */
type ExplainCell = string | { centavos: number };
type ExplainRow = readonly ExplainCell[];

// Which rows were limited, kept beside the rows themselves so the callers' signature stays a plain array of rows.
const limitsOfRows = new WeakMap<readonly ExplainRow[], ExplainLimit[]>();

const explainLimits = (rows: readonly ExplainRow[]): readonly ExplainLimit[] => limitsOfRows.get(rows) ?? [];

/** 'Lista limitada aos 20 primeiros de 35 processos de 123.456.789-09.' — what the printable export says. */
function explainLimitNote(limit: ExplainLimit): string {
  const document = formatDocumentNumber(limit.document);
  const total = countLabel(limit.total, 'processo', 'processos');
  if (limit.shown === 0) return `Nenhum processo de ${document} nesta página da lista (${total} no total).`;
  if (limit.from === 0 && limit.shown === 1) return `Lista limitada ao primeiro de ${total} de ${document}.`;
  if (limit.from === 0) return `Lista limitada aos ${limit.shown} primeiros de ${total} de ${document}.`;
  return `Lista limitada aos processos ${limit.from + 1} a ${limit.from + limit.shown} de ${total} de ${document}.`;
}

/** One row per process of each term (from/size per term), in the order of EXPLAIN_HEADERS. */
export async function explainRows(db: Db, organizationId: number, documents: readonly string[], from: number, size: number): Promise<ExplainCell[][]> {
  const out: ExplainCell[][] = [];
  const limits: ExplainLimit[] = [];
  for (const number of documents) {
    const name = stripPartName(await findPartyName(db, organizationId, number));
    const processes = await listDocumentProcesses(db, organizationId, number);
    const page = processes.slice(from, from + size);
    if (page.length < processes.length) limits.push({ document: number, from, shown: page.length, total: processes.length });
    for (const p of page) {
      const day = toIsoDay(p.distribution_date);
      out.push([
        formatDocumentNumber(number), name, p.number, p.court, p.state ?? '', p.type, SIDES[p.side],
        day ? formatDateBr(day) : '', p.is_secret || Number(p.value) === 0 ? '' : { centavos: Number(p.value) }, p.archived ? 'Arquivado' : 'Ativo',
      ]);
    }
    if (processes.length === 0) out.push([formatDocumentNumber(number), name, 'Nenhum processo encontrado', '', '', '', '', '', '', '']);
  }
  limitsOfRows.set(out, limits);
  return out;
}

/** The rows as CSV for Excel pt-BR (src/contract/csv.ts): every text cell made safe from formulas. */
export function explainCsv(rows: readonly ExplainRow[]): Buffer {
  return Buffer.from(csvDocument([EXPLAIN_HEADERS, ...rows]), 'utf8');
}

const printed = (cell: ExplainCell | undefined): string => (cell === undefined ? '' : typeof cell === 'string' ? cell : formatCentavos(cell.centavos));

/**
 * The printable export: landscape, so the numbers it exists to list (CNJ, CPF/CNPJ, values) print whole; says
 * when a document's list was limited to a page of its processes. `limits` defaults to what explainRows recorded.
 */
export async function explainPdf(
  rows: readonly ExplainRow[], documents: readonly string[], organizationName: string, day: string,
  limits: readonly ExplainLimit[] = explainLimits(rows),
): Promise<Uint8Array> {
  const formatted = documents.map((d) => formatDocumentNumber(d));
  const pdf = await PdfWriter.create({
    title: `Explicação da consulta — ${formatted.join(', ')}`,
    subject: `Processos em que os documentos consultados são parte (${organizationName})`,
    footer: `Explicação da consulta — ${formatDateBr(day)}`,
    keywords: [...formatted, ...documents],
    landscape: true,
  });
  pdf.text('Explicação da consulta', { size: 20, bold: true, accent: true });
  pdf.text(`${organizationName} — ${formatDateBr(day)}`, { muted: true });
  pdf.text(`Documentos: ${formatted.join(', ')}`);
  // Each document's name as a part of its processes (docs/product.md#party-names, like the CSV, the list and the alerts).
  for (const [document, name] of new Map(rows.map((r) => [printed(r[0]), printed(r[1])]))) {
    if (name) pdf.text(`${document}: ${name}`, { muted: true });
  }
  for (const limit of limits) pdf.text(explainLimitNote(limit), { bold: true });
  pdf.heading('Processos em que os documentos são parte');
  pdf.table(
    [
      { header: 'Documento', width: 0.1, keepWhole: true }, { header: 'Nome', width: 0.38 }, { header: 'Processo', width: 0.1, keepWhole: true },
      { header: 'Tribunal', width: 0.12 }, { header: 'Classe', width: 0.3 }, { header: 'Polo', width: 0.1 },
      { header: 'Distribuição', width: 0.05, keepWhole: true }, { header: 'Valor da causa', width: 0.05, align: 'right', keepWhole: true },
      { header: 'Situação', width: 0.1 },
    ],
    rows.map((r) => [0, 1, 2, 3, 5, 6, 7, 8, 9].map((i) => printed(r[i]))),
  );
  return pdf.save();
}

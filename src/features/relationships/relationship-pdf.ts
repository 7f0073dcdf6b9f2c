import { riskDecisionCell } from './risk-decision';
import { riskEvidence } from './risk-evidence';
import { exportHeaderLines, type ExportMeta } from './relationship-export';
import type { EntityRow } from './table-rows';

const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 40;

/** Standard fonts speak WinAnsi (Portuguese fits); anything else becomes '?'. */
const winAnsi = (text: string) =>
  text
    .replace(/[\u202f\u2007\u2009]/g, ' ')
    .replace(/[^\n\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026]/g, '?');

/** The current view as a PDF: each entity, its ties, each flag with every field and its source. pdf-lib loads on demand. */
export async function relationshipPdf(rows: readonly EntityRow[], meta: ExportMeta): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(meta.title));
  doc.setLanguage('pt-BR');
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE[0] - 2 * MARGIN;
  let page = doc.addPage(PAGE);
  let y = PAGE[1] - MARGIN;

  const write = (raw: string, options: { size?: number; strong?: boolean; indent?: number; muted?: boolean } = {}) => {
    const size = options.size ?? 9;
    const font = options.strong ? bold : regular;
    const indent = options.indent ?? 0;
    const words = winAnsi(raw).split(/\s+/);
    let line = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width - indent && line) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
    for (const text of lines) {
      if (y < MARGIN + size) {
        page = doc.addPage(PAGE);
        y = PAGE[1] - MARGIN;
      }
      page.drawText(text, {
        x: MARGIN + indent,
        y: y - size,
        size,
        font,
        color: options.muted ? rgb(0.35, 0.38, 0.42) : rgb(0.1, 0.12, 0.16),
      });
      y -= size + 3;
    }
  };

  const [title = meta.title, ...context] = exportHeaderLines(meta);
  write(title, { size: 14, strong: true });
  for (const line of context) write(line, { muted: true });
  y -= 6;
  for (const row of rows) {
    y -= 4;
    write(`${row.name} (${row.kind}) — ${row.document} — nível ${row.level === 0 ? 'centro' : row.level}`, {
      size: 10,
      strong: true,
    });
    for (const tie of row.ties)
      write(
        `${tie.qualification} em ${tie.company} · ${tie.level} · início: ${tie.start} · fim: ${tie.end}${tie.active ? '' : ' · encerrado'}`,
        { indent: 10 },
      );
    if (row.lookupFailed)
      write('Riscos: a consulta desta entidade falhou (tentar novamente no aplicativo).', { indent: 10 });
    else if (row.risks.length === 0 && meta.noRisk) write(`Riscos: ${meta.noRisk}`, { indent: 10 });
    for (const risk of row.risks) {
      const evidence = riskEvidence(risk);
      write(`${evidence.title}: ${evidence.fields.map((f) => `${f.label}: ${f.value}`).join('; ')}`, { indent: 10 });
      write(`Fonte: ${evidence.source}`, { indent: 20, muted: true });
      const decision = riskDecisionCell(risk);
      if (decision) write(`Decisão: ${decision}`, { indent: 20 });
    }
    write(`Distância do risco: ${row.distance}`, { indent: 10, muted: true });
  }
  return doc.save();
}

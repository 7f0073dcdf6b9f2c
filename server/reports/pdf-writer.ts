import { PDFDict, PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { CELL_PADDING, columnWidths, wrapCell, type Column } from './pdf-table-layout.ts';
import { PRODUCT_NAME } from '../../src/contract/brand.ts';

export type { Column } from './pdf-table-layout.ts';

/**
 * A small flowing-layout writer over pdf-lib for the server's reports: A4 pages (portrait or landscape), a cursor
 * that moves down, automatic page breaks, wrapped paragraphs and tables whose cells wrap (never cut), a footer with
 * page numbers.
 * Standard fonts speak WinAnsi, which covers Portuguese; anything else is replaced before drawing.
 */
const A4_PORTRAIT: [number, number] = [595.28, 841.89];
const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 48;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.42, 0.48);
const ACCENT = rgb(0.11, 0.32, 0.62);
const RULE = rgb(0.82, 0.85, 0.9);

/** Keeps Latin-1 and the few WinAnsi extras; other characters (emoji, CJK, narrow spaces) become safe ones. */
export function winAnsi(text: string): string {
  return text
    .replace(/[\u202f\u2007\u2009]/g, ' ')
    .replace(/[\u2212]/g, '-')
    .replace(/[^\n\x20-\x7e\xa0-\xff\u2013\u2014\u2018\u2019\u201c\u201d\u2022\u2026\u20ac]/g, '?');
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
    private readonly size: [number, number],
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; subject: string; footer: string; keywords: readonly string[]; landscape?: boolean }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(meta.title));
    doc.setSubject(winAnsi(meta.subject));
    doc.setAuthor(PRODUCT_NAME);
    doc.setCreator(PRODUCT_NAME);
    doc.setProducer(`${PRODUCT_NAME} (pdf-lib)`);
    doc.setLanguage('pt-BR');
    // Keywords as a literal (not hex) string, so that a plain byte search finds the document number.
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
    info.set(PDFName.of('Keywords'), PDFString.of(meta.keywords.map((k) => k.replace(/[^0-9A-Za-z./ -]/g, '')).join(' ')));
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, winAnsi(meta.footer), meta.landscape ? A4_LANDSCAPE : A4_PORTRAIT);
  }

  get contentWidth(): number {
    return this.size[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(this.size);
    this.y = this.size[1] - MARGIN;
  }

  /** Starts a new page when fewer than `height` points are left. */
  ensure(height: number): void {
    if (this.y - height < MARGIN + 24) this.newPage();
  }

  pageBreak(): void {
    this.newPage();
  }

  space(points: number): void {
    this.y -= points;
  }

  private lines(text: string, size: number, font: PDFFont, width: number): string[] {
    const out: string[] = [];
    for (const paragraph of winAnsi(text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/\s+/)) {
        const next = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(next, size) <= width || !line) line = next;
        else {
          out.push(line);
          line = word;
        }
      }
      out.push(line);
    }
    return out;
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean; accent?: boolean } = {}): void {
    const size = options.size ?? 10;
    const font = options.bold ? this.bold : this.regular;
    const color = options.accent ? ACCENT : options.muted ? MUTED : INK;
    for (const line of this.lines(text, size, font, this.contentWidth)) {
      this.ensure(size * 1.4);
      this.y -= size * 1.4;
      this.page.drawText(line, { x: MARGIN, y: this.y, size, font, color });
    }
  }

  heading(text: string): void {
    this.ensure(90); // keeps the heading with the first rows of what follows
    this.space(10);
    this.text(text, { size: 14, bold: true, accent: true });
    this.space(4);
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: this.size[0] - MARGIN, y: this.y }, thickness: 0.8, color: RULE });
    this.space(6);
  }

  /**
   * A table: whole-value columns (keepWhole) as wide as their widest value, the others sharing the rest by their
   * `width`; cells wrap onto more lines instead of being cut. Rows never split across pages; the header repeats.
   */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const size = 8.5;
    const lineHeight = size * 1.25;
    const measure = (font: PDFFont) => (text: string) => font.widthOfTextAtSize(winAnsi(text), size);
    const widths = columnWidths(columns, rows, this.contentWidth, measure(this.regular), measure(this.bold));
    const header = columns.map((c) => c.header);
    const drawRow = (cells: readonly string[], font: PDFFont, shade: boolean) => {
      const lines = cells.map((cell, i) => wrapCell(winAnsi(cell), (widths[i] ?? 0) - CELL_PADDING, measure(font)));
      const height = Math.max(1, ...lines.map((l) => l.length)) * lineHeight + size * 0.65;
      const page = this.page;
      this.ensure(height);
      // A table that runs onto a new page repeats its header row there.
      if (page !== this.page && cells !== header) drawRow(header, this.bold, true);
      const top = this.y;
      this.y -= height;
      if (shade) this.page.drawRectangle({ x: MARGIN, y: this.y, width: this.contentWidth, height, color: rgb(0.95, 0.96, 0.98) });
      let x = MARGIN;
      lines.forEach((cellLines, i) => {
        const width = widths[i] ?? 0;
        cellLines.forEach((line, n) => {
          const offset = columns[i]?.align === 'right' ? width - 4 - font.widthOfTextAtSize(line, size) : 2;
          this.page.drawText(line, { x: x + offset, y: top - size * 0.3 - (n + 1) * lineHeight + size * 0.25, size, font, color: INK });
        });
        x += width;
      });
    };
    this.ensure(lineHeight * 6);
    drawRow(header, this.bold, true);
    rows.forEach((row, i) => drawRow(row, this.regular, i % 2 === 1));
    this.space(6);
  }

  /** Footers with "página n de N", then the bytes; objects uncompressed so metadata stays searchable. */
  async save(): Promise<Uint8Array> {
    const pages = this.doc.getPages();
    pages.forEach((page, i) => {
      const label = `${this.footer} — página ${i + 1} de ${pages.length}`;
      page.drawText(winAnsi(label), { x: MARGIN, y: MARGIN - 16, size: 8, font: this.regular, color: MUTED });
    });
    return this.doc.save({ useObjectStreams: false });
  }
}

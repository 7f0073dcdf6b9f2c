import { PDFDict, PDFDocument, PDFName, PDFString, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';

/**
 * A small flowing-layout writer over pdf-lib for the server's reports: A4 pages, a cursor that moves down,
 * automatic page breaks, wrapped paragraphs and simple tables, a footer with page numbers.
 * Standard fonts speak WinAnsi, which covers Portuguese; anything else is replaced before drawing.
 */
const A4: [number, number] = [595.28, 841.89];
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

export interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

export class PdfWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; subject: string; footer: string; keywords: readonly string[] }): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(winAnsi(meta.title));
    doc.setSubject(winAnsi(meta.subject));
    doc.setAuthor('Painel de Risco Jurídico');
    doc.setCreator('Painel de Risco Jurídico');
    doc.setProducer('Painel de Risco Jurídico (pdf-lib)');
    doc.setLanguage('pt-BR');
    // Keywords as a literal (not hex) string, so that a plain byte search finds the document number.
    const info = doc.context.lookup(doc.context.trailerInfo.Info, PDFDict);
    info.set(PDFName.of('Keywords'), PDFString.of(meta.keywords.map((k) => k.replace(/[^0-9A-Za-z./ -]/g, '')).join(' ')));
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    return new PdfWriter(doc, regular, bold, winAnsi(meta.footer));
  }

  get contentWidth(): number {
    return A4[0] - 2 * MARGIN;
  }

  private newPage(): void {
    this.page = this.doc.addPage(A4);
    this.y = A4[1] - MARGIN;
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
    this.page.drawLine({ start: { x: MARGIN, y: this.y }, end: { x: A4[0] - MARGIN, y: this.y }, thickness: 0.8, color: RULE });
    this.space(6);
  }

  /** A table whose columns' widths are fractions of the content width; cells are truncated to fit. */
  table(columns: readonly Column[], rows: readonly (readonly string[])[]): void {
    const size = 8.5;
    const rowHeight = size * 1.9;
    const widths = columns.map((c) => c.width * this.contentWidth);
    const header = columns.map((c) => c.header);
    const drawRow = (cells: readonly string[], font: PDFFont, shade: boolean) => {
      const page = this.page;
      this.ensure(rowHeight);
      // A table that runs onto a new page repeats its header row there.
      if (page !== this.page && cells !== header) drawRow(header, this.bold, true);
      this.y -= rowHeight;
      if (shade) this.page.drawRectangle({ x: MARGIN, y: this.y - 3, width: this.contentWidth, height: rowHeight, color: rgb(0.95, 0.96, 0.98) });
      let x = MARGIN;
      cells.forEach((cell, i) => {
        const width = widths[i] ?? 0;
        const text = this.fit(winAnsi(cell), font, size, width - 6);
        const column = columns[i];
        const offset = column?.align === 'right' ? width - 4 - font.widthOfTextAtSize(text, size) : 2;
        this.page.drawText(text, { x: x + offset, y: this.y + 2, size, font, color: INK });
        x += width;
      });
    };
    this.ensure(rowHeight * 3);
    drawRow(header, this.bold, true);
    rows.forEach((row, i) => drawRow(row, this.regular, i % 2 === 1));
    this.space(6);
  }

  private fit(text: string, font: PDFFont, size: number, width: number): string {
    if (font.widthOfTextAtSize(text, size) <= width) return text;
    let cut = text;
    while (cut.length > 1 && font.widthOfTextAtSize(`${cut}…`, size) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
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

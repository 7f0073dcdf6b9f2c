import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/** WinAnsi bytes 0x80–0x9F that differ from Latin-1 (the ones server/reports/pdf-writer.ts lets through). */
const WIN_ANSI: Record<number, string> = {
  0x80: '€',
  0x85: '…',
  0x91: '‘',
  0x92: '’',
  0x93: '“',
  0x94: '”',
  0x95: '•',
  0x96: '–',
  0x97: '—',
};

const decodeBytes = (bytes: number[]): string => bytes.map((b) => WIN_ANSI[b] ?? String.fromCharCode(b)).join('');

function showStrings(content: string): string[] {
  const out: string[] = [];
  // pdf-lib draws standard-font text as hex strings: <48656C6C6F> Tj (literal strings handled too).
  for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
    if (match[1] !== undefined) {
      const hex = match[1].replace(/\s/g, '');
      out.push(
        decodeBytes(Array.from({ length: hex.length / 2 }, (_, i) => parseInt(hex.slice(i * 2, i * 2 + 2), 16))),
      );
    } else out.push((match[2] ?? '').replace(/\\([()\\])/g, '$1'));
  }
  return out;
}

/**
 * Every string drawn on each page, in drawing order: the content streams are inflated (pdf-lib deflates them) and
 * the text-showing operators read. Enough for the reports' own PDFs (standard fonts, no kerning arrays).
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    const contents = page.node.Contents();
    const refs: PDFObject[] = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    return refs.flatMap((ref) => {
      const stream = ref instanceof PDFRef ? doc.context.lookup(ref) : ref;
      if (!(stream instanceof PDFRawStream)) return [];
      return showStrings(Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'));
    });
  });
}

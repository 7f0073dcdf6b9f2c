/**
 * Pure layout of the reports' tables: column widths and wrapped cell lines. Nothing is ever cut short with "…":
 * identifiers (process and document numbers, values, dates) get a column wide enough to print whole, and any
 * other text wraps onto more lines.
 */
export interface Column {
  header: string;
  /** Share of the width left after the whole-value columns took what they need. */
  width: number;
  align?: 'left' | 'right';
  /** Values that must print on one line, whole (CNJ numbers, CPF/CNPJ, money, dates). */
  keepWhole?: boolean;
}

export type Measure = (text: string) => number;

export const CELL_PADDING = 6;

/**
 * Widths in points: whole-value columns fit their widest cell; the others share what is left by their `width`, but
 * never below their longest word (so 'Situação' or 'Arquivado' never breaks), unless the words cannot all fit.
 */
export function columnWidths(columns: readonly Column[], rows: readonly (readonly string[])[], total: number, measure: Measure, measureHeader: Measure): number[] {
  const longestWord = (text: string, m: Measure) => Math.max(0, ...text.split(/\s+/).map(m));
  const mins = columns.map((column, i) => {
    const header = longestWord(column.header, measureHeader);
    const cells = Math.max(0, ...rows.map((row) => (column.keepWhole ? measure(row[i] ?? '') : longestWord(row[i] ?? '', measure))));
    // A single endless word in free text may still break, rather than squeeze every other column.
    const need = Math.max(header, column.keepWhole ? cells : Math.min(cells, total * 0.25));
    return Math.ceil(need) + CELL_PADDING;
  });
  const widths = columns.map((column, i) => (column.keepWhole ? Math.max(mins[i] ?? 0, column.width * total) : 0));
  // Water-filling: a flexible column whose share is below its minimum takes its minimum and leaves the pool.
  let pool = columns.map((_column, i) => i).filter((i) => !columns[i]?.keepWhole);
  for (;;) {
    const left = total - widths.reduce((sum, w, i) => sum + (pool.includes(i) ? 0 : w), 0);
    const shares = pool.reduce((sum, i) => sum + (columns[i]?.width ?? 0), 0) || 1;
    const short = pool.filter((i) => (left * (columns[i]?.width ?? 0)) / shares < (mins[i] ?? 0));
    if (short.length === 0 || left <= 0) {
      for (const i of pool) widths[i] = Math.max(0, (left * (columns[i]?.width ?? 0)) / shares);
      return widths;
    }
    for (const i of short) widths[i] = mins[i] ?? 0;
    pool = pool.filter((i) => !short.includes(i));
  }
}

/** The text broken into lines of at most `width` points: at spaces, and inside a word only when it alone is wider. */
export function wrapCell(text: string, width: number, measure: Measure): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (measure(next) <= width) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

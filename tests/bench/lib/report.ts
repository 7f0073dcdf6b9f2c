import { budgetText, type Row } from './budget.ts';

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms' || unit === 'req/s') return value >= 100 ? value.toFixed(0) : value.toFixed(1);
  if (unit === 'KiB' || unit === 'MiB' || unit === '×') return value.toFixed(2);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** The Markdown table of every row, notes below it. */
export function markdownReport(rows: readonly Row[], header: readonly string[]): string {
  const lines = [
    ...header,
    '',
    '| # | Measure | Unit | Min | Median | Max | Budget | Verdict |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | --- |',
  ];
  for (const row of rows) {
    const cells = [
      row.figure,
      row.name,
      row.unit,
      format(row.min, row.unit),
      format(row.median, row.unit),
      format(row.max, row.unit),
      budgetText(row.budget, row.unit),
      row.verdict,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const notes = rows.filter((r) => r.note);
  if (notes.length > 0) {
    lines.push('', 'Notes:', '');
    for (const row of notes) lines.push(`- ${row.figure} ${row.name}: ${row.note}`);
  }
  return `${lines.join('\n')}\n`;
}

export function failures(rows: readonly Row[]): Row[] {
  return rows.filter((r) => r.verdict === 'FAIL');
}

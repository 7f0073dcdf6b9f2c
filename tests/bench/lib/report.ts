import { budgetText, marginOf, MIN_MARGIN, thinMargins, type Row } from './budget.ts';

function format(value: number, unit: string): string {
  if (!Number.isFinite(value)) return 'n/a';
  if (unit === 'ms' || unit === 'req/s') return value >= 100 ? value.toFixed(0) : value.toFixed(1);
  if (unit === 'KiB' || unit === 'MiB' || unit === '×') return value.toFixed(2);
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

function marginText(row: Row): string {
  const margin = marginOf(row);
  return margin === null ? '—' : `${Math.round(margin * 100)} %`;
}

/** The Markdown table of every row, notes below it. */
export function markdownReport(rows: readonly Row[], header: readonly string[]): string {
  const lines = [
    ...header,
    '',
    '| # | Measure | Unit | Min | Median | Max | Budget | Margin | Verdict |',
    '| --- | --- | --- | ---: | ---: | ---: | --- | ---: | --- |',
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
      marginText(row),
      row.verdict,
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  const thin = thinMargins(rows);
  lines.push(
    '',
    thin.length === 0
      ? `Every budget that passed has at least ${MIN_MARGIN * 100} % margin.`
      : `Passed with less than ${MIN_MARGIN * 100} % margin (${thin.length}): ${thin.map((r) => `${r.figure} ${r.name} (${marginText(r)})`).join('; ')}.`,
  );
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

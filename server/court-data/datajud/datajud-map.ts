import type { ProcessData } from '../court-communication.ts';
import { tpuName } from '../tpu/tpu-lookup.ts';
import type { DatajudProcess } from './datajud-schema.ts';

/**
 * DataJud's `_source` to our ProcessData, a pure function. Codes are named by the TPU when it knows them (the source's
 * own name otherwise). Dates come three ways: ISO text, 14 digits `YYYYMMDDHHmmss` in Brasília time without a zone,
 * or epoch milliseconds; movements are not sorted by the source, so they are here (oldest first).
 */
export function instantOf(value: string | number | undefined): string | null {
  if (value === undefined) return null;
  const text = String(value).trim();
  let date: Date;
  if (/^\d{14}$/.test(text)) {
    const [, y, mo, d, h, mi, s] = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text) ?? [];
    date = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}-03:00`);
  } else if (/^\d{12,13}$/.test(text)) {
    date = new Date(Number(text));
  } else if (/^\d{4}-\d{2}-\d{2}T[\d:.]+$/.test(text)) {
    // ISO without a zone: Brasília, like the 14-digit form.
    date = new Date(`${text}-03:00`);
  } else {
    date = new Date(text);
  }
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The day in Brasília of an instant ('YYYY-MM-DD'). */
const brazilDay = (iso: string | null): string | null =>
  iso === null ? null : new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

/** The filing day: a UTC midnight is a date written as an instant (the wiki's example), not the evening before. */
export function filingDay(value: string | number | undefined): string | null {
  const text = String(value ?? '');
  if (/^\d{4}-\d{2}-\d{2}T00:00:00(\.0+)?Z$/.test(text)) return text.slice(0, 10);
  return brazilDay(instantOf(value));
}

export function mapDatajudProcess(source: DatajudProcess): ProcessData {
  const subjects = (source.assuntos ?? []).flat().map((subject) => ({
    code: subject.codigo,
    name: tpuName('subjects', subject.codigo) ?? subject.nome,
  }));
  const movements = (source.movimentos ?? [])
    .map((movement) => {
      const code = movement.codigo ?? movement.movimentoNacional?.codigo ?? null;
      return {
        code,
        name: (code === null ? null : tpuName('movements', code)) ?? movement.nome ?? 'Movimento sem nome',
        at: instantOf(movement.dataHora),
      };
    })
    .filter((movement): movement is { code: number | null; name: string; at: string } => movement.at !== null)
    .sort((a, b) => a.at.localeCompare(b.at));
  return {
    processNumber: source.numeroProcesso,
    court: source.tribunal,
    className: tpuName('classes', source.classe.codigo) ?? source.classe.nome,
    classCode: source.classe.codigo,
    organ: source.orgaoJulgador?.nome ?? null,
    filedOn: filingDay(source.dataAjuizamento),
    subjects,
    movements,
  };
}

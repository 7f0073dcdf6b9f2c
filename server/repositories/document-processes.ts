import type { AnalysisProcess, PartySide, RiskCategory } from '../../src/contract/analyses.ts';
import type { Db } from '../db/db.ts';
import { toIsoDay } from '../domain/calendar.ts';

/** A process of the organization where the document is a party, with the document's side. */
export interface DocumentProcessRow {
  id: number;
  number: string;
  type: string;
  court_code: string;
  court: string;
  state: string | null;
  subjects: string[];
  /** Manual value when set, else the court's; centavos; 0 when unknown. */
  value: number;
  distribution_date: Date | string | null;
  archived: boolean;
  is_secret: boolean;
  side: PartySide;
}

const COLUMNS = `p.id, p.number, p.type, p.court_code, c.acronym AS court, p.state, p.subjects,
  coalesce(p.manual_cause_value, p.cause_value, 0)::bigint AS value, p.distribution_date, p.archived, p.is_secret`;

/**
 * Every such process, once (a party on both sides counts as defendant), newest distribution first.
 * asOf: leave out processes distributed after that day (older analyses of the seed).
 */
export async function listDocumentProcesses(
  db: Db,
  organizationId: number,
  documentNumber: string,
  asOf: string | null = null,
): Promise<DocumentProcessRow[]> {
  const { rows } = await db.query<DocumentProcessRow>(
    `SELECT * FROM (
       SELECT DISTINCT ON (p.id) ${COLUMNS}, pp.side
       FROM process_parties pp JOIN processes p ON p.id = pp.process_id JOIN courts c ON c.code = p.court_code
       WHERE p.organization_id = $1 AND pp.document = $2
         AND ($3::date IS NULL OR p.distribution_date IS NULL OR p.distribution_date <= $3::date)
       ORDER BY p.id, CASE pp.side WHEN 'DEFENDANT' THEN 0 WHEN 'AUTHOR' THEN 1 ELSE 2 END
     ) x ORDER BY distribution_date DESC NULLS LAST, id DESC`,
    [organizationId, documentNumber, asOf],
  );
  return rows;
}

/** The processes an analysis covered (its snapshot), with their current data. */
export async function listAnalysisProcesses(
  db: Db,
  analysisId: number,
): Promise<(DocumentProcessRow & { categories: RiskCategory[] })[]> {
  const { rows } = await db.query<DocumentProcessRow & { categories: RiskCategory[] }>(
    `SELECT ${COLUMNS}, ap.side, ap.categories
     FROM analysis_processes ap JOIN processes p ON p.id = ap.process_id JOIN courts c ON c.code = p.court_code
     WHERE ap.analysis_id = $1 ORDER BY p.distribution_date DESC NULLS LAST, p.id DESC`,
    [analysisId],
  );
  return rows;
}

/** The contract's process row; secret processes hide subjects and value. */
export function toAnalysisProcess(row: DocumentProcessRow, categories: readonly RiskCategory[]): AnalysisProcess {
  return {
    id: Number(row.id),
    number: row.number,
    type: row.type,
    distributionDate: toIsoDay(row.distribution_date),
    causeValue: row.is_secret || Number(row.value) === 0 ? null : Number(row.value),
    uf: row.state,
    court: row.court,
    subjects: row.is_secret ? [] : row.subjects,
    isArchived: row.archived,
    typeOfPart: row.side,
    categories: [...categories],
  };
}

import type { ConsumeUniqueItem } from '../../src/contract/activities.ts';
import type { Db } from '../db/db.ts';
import { toIso } from '../domain/calendar.ts';
import { activityState, canPause, type MonitoringState } from '../domain/pause-rules.ts';
import { listAnalysesOfItems, type AnalysisRow } from '../repositories/analyses.ts';
import { findItem, type MonitoredDocumentRow } from '../repositories/monitored-documents.ts';
import { listItemRelationshipAnalyses, type RelationshipAnalysisRow } from '../repositories/relationships.ts';
import { analysisView as relationshipAnalysisView } from '../relationships/relationship-view.ts';
import { toAnalysisListItem } from './analysis-view.ts';

const asDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

export function monitoringState(row: MonitoredDocumentRow): MonitoringState {
  return {
    monitoring: row.monitoring,
    pauseEndsAt: asDate(row.pause_ends_at),
    pauseAvailableAt: asDate(row.pause_available_at),
  };
}

function toConsumeUniqueItem(
  row: MonitoredDocumentRow,
  analyses: readonly AnalysisRow[],
  relationship: RelationshipAnalysisRow | null,
  now: Date,
): ConsumeUniqueItem {
  const state = monitoringState(row);
  const typeSearch = activityState(state, now);
  return {
    id: Number(row.id),
    documentInfo: row.document_info,
    typeSearch,
    documentNumber: row.document_number,
    documentType: row.document_type,
    createdAt: toIso(row.created_at) ?? '',
    updatedAt: toIso(row.updated_at) ?? '',
    consume: row.consume,
    monitoringSince: toIso(row.monitoring_since),
    accessPauseMonitor: canPause(state, now),
    daypausemonitor: row.pause_days,
    // A pause that already ended is history: only a running one has an end to show.
    pauseEndsAt: typeSearch === 'Pausa' ? toIso(row.pause_ends_at) : null,
    dtAvailablePause: row.monitoring ? toIso(row.pause_available_at) : null,
    analyses: analyses.filter((a) => Number(a.consume_unique_id) === Number(row.id)).map(toAnalysisListItem),
    relationship: relationship ? relationshipAnalysisView(relationship) : null,
  };
}

export async function itemViews(
  db: Db,
  rows: readonly MonitoredDocumentRow[],
  now: Date,
): Promise<ConsumeUniqueItem[]> {
  const ids = rows.map((row) => Number(row.id));
  const analyses = await listAnalysesOfItems(db, ids);
  const relationships = await listItemRelationshipAnalyses(db, ids);
  return rows.map((row) => toConsumeUniqueItem(row, analyses, relationships.get(Number(row.id)) ?? null, now));
}

export async function itemView(db: Db, id: number, now: Date): Promise<ConsumeUniqueItem> {
  const row = await findItem(db, id);
  if (!row) throw new Error(`item ${id} vanished`);
  const [view] = await itemViews(db, [row], now);
  if (!view) throw new Error(`item ${id} has no view`);
  return view;
}

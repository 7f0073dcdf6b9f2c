import type { Db } from '../db/db.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { nextProcessId, type DocumentToSyncRow } from '../repositories/court-feed.ts';
import { addMovementClass } from '../repositories/movements.ts';
import { insertNotification } from '../repositories/notifications.ts';
import { generateProcess, listColumns } from '../seed/generate-processes.ts';
import { insertMovements, insertParties, insertProcesses } from '../seed/insert-rows.ts';
import type { Rng } from '../seed/prng.ts';
import { demoRegistryName } from '../demo/document-registry.ts';

/**
 * A process just distributed against a monitored document: generated like the seed's, dated now, with the
 * monitored person or company as defendant. Notifies NEW_PROCESS when the organization asks for it.
 */
export async function addProcessForDocument(
  db: Db,
  rng: Rng,
  doc: DocumentToSyncRow,
  now: Date,
  notify: boolean,
): Promise<{ processId: number; notificationId: number | null }> {
  const processId = await nextProcessId(db);
  // Far above the seed's indexes, so the CNJ sequence never repeats one of them.
  // Distributed now: the number's year is this year, not the year of a date drawn for the seed.
  const bundle = generateProcess(rng, 7_000_000 + processId, processId, doc.organization_id, now.getTime());
  // The distribution day is the day in Brasília (at 22:00 there, UTC is already tomorrow).
  const today = todayInBrazil(now);
  const parties = bundle.parties.map((party, i) =>
    party.side === 'DEFENDANT' && i === bundle.parties.findIndex((p) => p.side === 'DEFENDANT')
      ? { ...party, name: doc.name || demoRegistryName(doc.document_number), document: doc.document_number }
      : party,
  );
  const opening = {
    process_id: processId,
    date: now.toISOString(),
    class: 'Distribuição',
    text: 'Distribuído por sorteio',
  };
  // The triggers of migration 0006 would correct the list's columns; they are right from the start instead.
  const process = {
    ...bundle.process,
    ...listColumns(parties, [opening]),
    distribution_date: today,
    archived: false,
    updated_at: now.toISOString(),
  };
  await insertProcesses(db, [process]);
  await insertParties(db, parties);
  await insertMovements(db, [opening]);
  await addMovementClass(db, doc.organization_id, opening.class);
  let notificationId: number | null = null;
  if (notify) {
    notificationId = await insertNotification(db, {
      organizationId: doc.organization_id,
      type: 'NEW_PROCESS',
      processId,
      at: now,
      movement: { class: opening.class, text: opening.text, date: now },
    });
  }
  return { processId, notificationId };
}

import type { Db } from '../db/db.ts';

export interface FeedNotification {
  organizationId: number;
  type: 'NEW_PROCESS' | 'CHANGE_MOVIMENT';
  processId: number;
  at: Date;
  movement: { class: string; text: string; date: Date };
}

/** A notification carrying the process's number, court and parties as they are now. */
export async function insertNotification(db: Db, n: FeedNotification): Promise<void> {
  await db.query(
    `INSERT INTO notifications (organization_id, type, process_id, process_number, court, date, authors, defendants,
       last_update_class, last_update_date, last_update_text)
     SELECT p.organization_id, $2, p.id, p.number, c.acronym, $3,
       coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'AUTHOR'), '{}'),
       coalesce((SELECT array_agg(pp.name ORDER BY pp.id) FROM process_parties pp WHERE pp.process_id = p.id AND pp.side = 'DEFENDANT'), '{}'),
       $4, $5, $6
     FROM processes p JOIN courts c ON c.code = p.court_code WHERE p.id = $1`,
    [n.processId, n.type, n.at.toISOString(), n.movement.class, n.movement.date.toISOString(), n.movement.text],
  );
}

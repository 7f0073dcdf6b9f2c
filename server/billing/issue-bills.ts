import type { BalancePlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';
import { currentMonth, dueDateOf, nfseIdentifiers, priceUnits } from '../domain/billing.ts';
import { todayInBrazil } from '../domain/calendar.ts';
import { insertBill, listBillableAccounts, setBillNfse } from '../repositories/bills.ts';
import { unbilledMonths, unitsByMonth } from '../repositories/extract.ts';

/**
 * Issues the bills a holder is due (run by the `issue-bills` job): one per closed competence month with consumption and no bill yet,
 * priced from the ledger at today's unit prices and frozen from then on (bill_lines keep the prices). Idempotent:
 * a month already billed is left alone, also when two requests issue at once (the unique key decides).
 * `issuedAt(month)` dates the bill (default: now; the seed dates each on the 1st of the next month).
 */
export async function issueDueBills(
  db: Db,
  holderId: number,
  organizationId: number,
  options: { now?: Date; issuedAt?: (month: string) => string } = {},
): Promise<number[]> {
  const now = options.now ?? new Date();
  const before = currentMonth(now);
  const months = await unbilledMonths(db, holderId, organizationId, before);
  if (months.length === 0) return [];
  const units = await unitsByMonth(db, holderId, organizationId, before);
  const issued: number[] = [];
  for (const month of months) {
    const ofMonth = new Map<BalancePlanType, number>(
      units.filter((u) => u.month === month).map((u) => [u.type_plan, u.units]),
    );
    const { lines, total } = priceUnits(ofMonth);
    const createdAt = options.issuedAt?.(month) ?? now.toISOString();
    const id = await db.transaction(async (tx) => {
      const issuedDay = todayInBrazil(new Date(createdAt));
      const billId = await insertBill(
        tx,
        { holderId, organizationId, month, total, dueDate: dueDateOf(month, issuedDay), createdAt },
        lines,
      );
      if (billId === null) return null;
      const nfse = nfseIdentifiers({ holderId, organizationId, month, sequence: billId, issuedDay });
      await setBillNfse(tx, billId, nfse.number, nfse.accessKey);
      return billId;
    });
    if (id !== null) issued.push(id);
  }
  return issued;
}

/**
 * The `issue-bills` job: every holder's closed months, issued at `now` (on the 1st, by the schedule, so each bill
 * falls due on the 10th). Returns how many bills it issued.
 */
export async function issueAllDueBills(db: Db, now: Date = new Date()): Promise<number> {
  let issued = 0;
  for (const account of await listBillableAccounts(db)) {
    issued += (await issueDueBills(db, account.holderId, account.organizationId, { now })).length;
  }
  return issued;
}

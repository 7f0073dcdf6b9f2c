import type { BalancePlanType } from '../../src/contract/plans.ts';
import type { Db } from '../db/db.ts';

/** Bills and their lines. Issued by billing/issue-bills.ts; priced by domain/billing.ts. */

export interface BillRow {
  id: number;
  holder_id: number;
  organization_id: number;
  competence_month: string;
  total: string | number;
  nfse_number: string;
  nfse_access_key: string;
  due_date: Date | string;
  created_at: Date | string;
}

export interface BillDetailRow extends BillRow {
  holder_name: string;
  organization_name: string;
}

export interface BillLineRow {
  type_plan: BalancePlanType;
  quantity: number;
  unit_price: number;
  amount: string | number;
}

/** Every holder and organization with a plan: who may have a month to bill. */
export async function listBillableAccounts(db: Db): Promise<{ holderId: number; organizationId: number }[]> {
  const { rows } = await db.query<{ holder_id: number; organization_id: number }>(
    'SELECT DISTINCT holder_id, organization_id FROM plans ORDER BY holder_id, organization_id',
  );
  return rows.map((row) => ({ holderId: Number(row.holder_id), organizationId: Number(row.organization_id) }));
}

const COLUMNS =
  'b.id, b.holder_id, b.organization_id, b.competence_month, b.total, b.nfse_number, b.nfse_access_key, b.due_date, b.created_at';

/**
 * Creates the bill of a month (no NFS-e yet: setBillNfse fills it from the id) and its lines, or nothing when the
 * month already has one (another request issued it first). Returns the new id or null.
 */
export async function insertBill(
  tx: Db,
  bill: { holderId: number; organizationId: number; month: string; total: number; dueDate: string; createdAt: string },
  lines: readonly { typePlan: BalancePlanType; quantity: number; unitPrice: number; amount: number }[],
): Promise<number | null> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO bills (holder_id, organization_id, competence_month, total, nfse_number, nfse_access_key, due_date, created_at)
     VALUES ($1, $2, $3, $4, '', repeat('0', 50), $5, $6) ON CONFLICT (holder_id, organization_id, competence_month) DO NOTHING RETURNING id`,
    [bill.holderId, bill.organizationId, bill.month, bill.total, bill.dueDate, bill.createdAt],
  );
  const id = rows[0]?.id;
  if (id === undefined) return null;
  if (lines.length > 0) {
    await tx.query(
      `INSERT INTO bill_lines (bill_id, type_plan, quantity, unit_price, amount)
       SELECT $1, x.type_plan, x.quantity, x.unit_price, x.amount FROM json_to_recordset($2::json)
         AS x(type_plan text, quantity int, unit_price int, amount bigint)`,
      [
        id,
        JSON.stringify(
          lines.map((l) => ({
            type_plan: l.typePlan,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            amount: l.amount,
          })),
        ),
      ],
    );
  }
  return Number(id);
}

export async function setBillNfse(tx: Db, id: number, number: string, accessKey: string): Promise<void> {
  await tx.query('UPDATE bills SET nfse_number = $2, nfse_access_key = $3 WHERE id = $1', [id, number, accessKey]);
}

/** A holder's bills in an organization, newest competence first, with the count. */
export async function listBills(
  db: Db,
  holderId: number,
  organizationId: number,
  limit: number,
  offset: number,
): Promise<{ rows: BillRow[]; total: number }> {
  const count = await db.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM bills WHERE holder_id = $1 AND organization_id = $2',
    [holderId, organizationId],
  );
  const { rows } = await db.query<BillRow>(
    `SELECT ${COLUMNS} FROM bills b WHERE b.holder_id = $1 AND b.organization_id = $2
     ORDER BY b.competence_month DESC, b.id DESC LIMIT $3 OFFSET $4`,
    [holderId, organizationId, limit, offset],
  );
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findBill(db: Db, id: number): Promise<{ bill: BillDetailRow; lines: BillLineRow[] } | null> {
  const { rows } = await db.query<BillDetailRow>(
    `SELECT ${COLUMNS}, h.name AS holder_name, o.name AS organization_name
     FROM bills b JOIN holders h ON h.id = b.holder_id JOIN organizations o ON o.id = b.organization_id WHERE b.id = $1`,
    [id],
  );
  const bill = rows[0];
  if (!bill) return null;
  const lines = await db.query<BillLineRow>(
    'SELECT type_plan, quantity, unit_price, amount FROM bill_lines WHERE bill_id = $1',
    [id],
  );
  return { bill, lines: lines.rows };
}

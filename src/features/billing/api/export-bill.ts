import { useMutation } from '@tanstack/react-query';
import type { BillDetail } from '../../../contract/billing';
import { saveBlob } from '../../../lib/save-file';
import { billFileName } from '../export/bill-sheet';
import { makeExtractSpreadsheet, type MadeSpreadsheet } from '../export/make-spreadsheet';
import type { SpreadsheetFormat } from '../export/spreadsheet-protocol';

/** One bill as XLSX or CSV, written by the spreadsheet worker from the detail already on screen. */
export async function exportBill(bill: BillDetail, format: SpreadsheetFormat): Promise<MadeSpreadsheet> {
  const made = await makeExtractSpreadsheet(
    format,
    new Blob([JSON.stringify(bill)], { type: 'application/json' }),
    'bill',
  );
  saveBlob(made.blob, billFileName(bill, format));
  return made;
}

export function useExportBill() {
  return useMutation({
    mutationFn: ({ bill, format }: { bill: BillDetail; format: SpreadsheetFormat }) => exportBill(bill, format),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ExtractFilterQuery } from '../../../contract/extract';
import type { HolderScope } from '../../../lib/holder-scope';
import { fileDateStamp, saveBlob } from '../../../lib/save-file';
import { extractFileName } from '../export/extract-sheet';
import { makeExtractSpreadsheet, type MadeSpreadsheet } from '../export/make-spreadsheet';
import type { SpreadsheetFormat } from '../export/spreadsheet-protocol';
import { getWholeExtractJson } from './get-extract';

/**
 * The whole filtered extract (not only the page on screen) as CSV or XLSX: the rows come from GET …/extract/all and
 * the file is written by the spreadsheet worker, never on the main thread.
 */
export async function exportExtract(
  scope: HolderScope,
  filters: ExtractFilterQuery,
  format: SpreadsheetFormat,
): Promise<MadeSpreadsheet> {
  const json = await getWholeExtractJson(scope, filters);
  const made = await makeExtractSpreadsheet(format, json);
  saveBlob(made.blob, extractFileName(filters, format, fileDateStamp()));
  return made;
}

export function useExportExtract(scope: HolderScope) {
  return useMutation({
    mutationFn: ({ filters, format }: { filters: ExtractFilterQuery; format: SpreadsheetFormat }) =>
      exportExtract(scope, filters, format),
  });
}

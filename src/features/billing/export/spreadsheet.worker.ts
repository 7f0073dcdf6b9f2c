/// <reference lib="webworker" />
import type { ExtractExport } from '../../../contract/extract';
import { extractSpreadsheet } from './extract-sheet';
import type { ExtractSheetRequest, SpreadsheetAnswer } from './spreadsheet-protocol';

/**
 * Writes spreadsheets off the main thread (issue 18: whatever the browser generates is generated in a worker): 10,000
 * rows take hundreds of milliseconds to parse and write, which on the page would freeze scrolling and taps.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;

async function answer({ id, format, json }: ExtractSheetRequest): Promise<SpreadsheetAnswer> {
  const extract = JSON.parse(await json.text()) as ExtractExport;
  const blob = await extractSpreadsheet(format, extract.result);
  return { id, blob, rows: extract.result.length, truncated: extract.truncated };
}

scope.addEventListener('message', (event: MessageEvent<ExtractSheetRequest>) => {
  answer(event.data).then(
    (done) => scope.postMessage(done),
    (error: unknown) => scope.postMessage({ id: event.data.id, error: error instanceof Error ? error.message : String(error) } satisfies SpreadsheetAnswer),
  );
});

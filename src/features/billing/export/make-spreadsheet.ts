import type { SheetColumn, SheetRow } from './sheet-columns';
import type { SpreadsheetAnswer, SpreadsheetFormat, SpreadsheetRequest } from './spreadsheet-protocol';

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (blob: Blob) => void; reject: (error: Error) => void }>();

export const SPREADSHEET_FAILED = 'Não foi possível gerar a planilha. Tente novamente.';

function spreadsheetWorker(): Worker {
  if (worker) return worker;
  // One worker for the page's life: its first start costs the script's download and parse, later exports reuse it.
  const created = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module', name: 'planilhas' });
  created.addEventListener('message', (event: MessageEvent<SpreadsheetAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('blob' in answer) waiting.resolve(answer.blob);
    else waiting.reject(new Error(SPREADSHEET_FAILED));
  });
  created.addEventListener('error', () => {
    for (const waiting of pending.values()) waiting.reject(new Error(SPREADSHEET_FAILED));
    pending.clear();
    worker = null;
  });
  worker = created;
  return created;
}

/** The file written by the spreadsheet worker; the main thread only posts the rows and receives the Blob. */
export function makeSpreadsheet(format: SpreadsheetFormat, columns: readonly SheetColumn[], rows: readonly SheetRow[], sheet: string): Promise<Blob> {
  const id = nextId++;
  const request: SpreadsheetRequest = { id, format, columns, rows, sheet };
  return new Promise<Blob>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    spreadsheetWorker().postMessage(request);
  });
}

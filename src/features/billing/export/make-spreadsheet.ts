import type { SpreadsheetAnswer, SpreadsheetFormat } from './spreadsheet-protocol';

export const SPREADSHEET_FAILED = 'Não foi possível gerar a planilha. Tente novamente.';

export interface MadeSpreadsheet {
  blob: Blob;
  rows: number;
  truncated: boolean;
}

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (made: MadeSpreadsheet) => void; reject: (error: Error) => void }>();

function failAll(): void {
  for (const waiting of pending.values()) waiting.reject(new Error(SPREADSHEET_FAILED));
  pending.clear();
}

function spreadsheetWorker(): Worker {
  if (worker) return worker;
  // One worker for the page's life: its first start costs the script's download and parse, later exports reuse it.
  const created = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), { type: 'module', name: 'planilhas' });
  created.addEventListener('message', (event: MessageEvent<SpreadsheetAnswer>) => {
    const answer = event.data;
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('blob' in answer) waiting.resolve({ blob: answer.blob, rows: answer.rows, truncated: answer.truncated });
    else waiting.reject(new Error(SPREADSHEET_FAILED));
  });
  created.addEventListener('error', () => {
    failAll();
    worker = null;
  });
  worker = created;
  return created;
}

/**
 * The extract file written by the spreadsheet worker from the API's JSON answer (a Blob): the main thread only hands
 * the Blob over and receives the file.
 */
export function makeExtractSpreadsheet(format: SpreadsheetFormat, json: Blob): Promise<MadeSpreadsheet> {
  const id = nextId++;
  return new Promise<MadeSpreadsheet>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    spreadsheetWorker().postMessage({ id, format, json });
  });
}

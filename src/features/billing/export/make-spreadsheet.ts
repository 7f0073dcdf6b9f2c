import type { SpreadsheetAnswer, SpreadsheetFormat } from './spreadsheet-protocol';

const SPREADSHEET_FAILED = 'Não foi possível gerar a planilha. Tente novamente.';

/** 20,000 rows take a few seconds on a slow phone; a minute means the worker is gone. */
const SPREADSHEET_TIMEOUT_MS = 60_000;

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
  const created = new Worker(new URL('./spreadsheet.worker.ts', import.meta.url), {
    type: 'module',
    name: 'planilhas',
  });
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
export function makeExtractSpreadsheet(
  format: SpreadsheetFormat,
  json: Blob,
  kind: 'extract' | 'bill' = 'extract',
): Promise<MadeSpreadsheet> {
  const id = nextId++;
  return new Promise<MadeSpreadsheet>((resolve, reject) => {
    // A worker that never answers must not leave the button spinning forever.
    const timer = setTimeout(() => {
      pending.delete(id);
      reject(new Error(SPREADSHEET_FAILED));
    }, SPREADSHEET_TIMEOUT_MS);
    pending.set(id, {
      resolve: (made) => (clearTimeout(timer), resolve(made)),
      reject: (error) => (clearTimeout(timer), reject(error)),
    });
    spreadsheetWorker().postMessage({ id, format, json, kind });
  });
}
